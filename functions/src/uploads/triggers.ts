import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { REGION } from '../config';
import { runUploadJob } from './applyJob';

/**
 * Applies a bulk upload job when it is created QUEUED, or set back to QUEUED to resume it after a crash.
 * runUploadJob claims the job in a transaction, so a redelivered event finds it RUNNING and does nothing.
 */
export const onUploadJobWritten = onDocumentWritten(
  { document: 'organizations/{orgId}/uploads/{jobId}', region: REGION, timeoutSeconds: 540, memory: '1GiB' },
  async (event) => {
    const after = event.data?.after;
    if (!after?.exists || after.get('state') !== 'QUEUED') return;
    if (event.data?.before.exists && event.data.before.get('state') === 'QUEUED') return;
    await runUploadJob(event.params.orgId, event.params.jobId, event.id);
  },
);
