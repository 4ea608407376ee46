// The association archive's job, wired by index.ts.
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';
import { REGION } from '../config';
import { runArchiveExport } from './exportJob';
import { runArchiveImport } from './importJob';
import { sweepArchiveJobs } from './sweep';
import { sweepArchiveUploads } from './upload';

/** An export or import of the whole association runs when queued (jobRun.ts claims it: one run at a time). */
export const onArchiveJobQueued = onDocumentCreated(
  { document: 'organizations/{orgId}/archiveJobs/{jobId}', region: REGION, timeoutSeconds: 540, memory: '2GiB' },
  (event) => {
    const { orgId, jobId } = event.params;
    return event.data?.get('kind') === 'import' ? runArchiveImport(orgId, jobId) : runArchiveExport(orgId, jobId);
  },
);

/**
 * Every 30 minutes: jobs a dead run left RUNNING are run again, and failed imports not taken back are (sweep.ts);
 * uploads of archives never imported are removed after their day (upload.ts).
 */
export const sweepArchiveJobsSchedule = onSchedule(
  { schedule: 'every 30 minutes', region: REGION, timeZone: 'Europe/Rome', timeoutSeconds: 540, memory: '2GiB' },
  async () => {
    const swept = await sweepArchiveJobs();
    const uploads = await sweepArchiveUploads();
    if (uploads.length) logger.info('archive uploads swept', { uploads: uploads.length });
    const count = (byOrg: Record<string, string[]>) => Object.values(byOrg).reduce((n, ids) => n + ids.length, 0);
    if (count(swept.resumed) || count(swept.undone) || count(swept.failed))
      logger.info('archive jobs swept', { resumed: count(swept.resumed), undone: count(swept.undone), failed: count(swept.failed) });
  },
);
