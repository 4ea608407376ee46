// The association archive's job, wired by index.ts.
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { REGION } from '../config';
import { runArchiveExport } from './exportJob';
import { runArchiveImport } from './importJob';

/** An export or import of the whole association runs when queued (jobRun.ts claims it: one run at a time). */
export const onArchiveJobQueued = onDocumentCreated(
  { document: 'organizations/{orgId}/archiveJobs/{jobId}', region: REGION, timeoutSeconds: 540, memory: '2GiB' },
  (event) => {
    const { orgId, jobId } = event.params;
    return event.data?.get('kind') === 'import' ? runArchiveImport(orgId, jobId) : runArchiveExport(orgId, jobId);
  },
);
