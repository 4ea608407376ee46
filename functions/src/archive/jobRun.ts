import { FieldValue } from 'firebase-admin/firestore';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { runLeasedJob, type LeasedJobOptions, type LeasedWork } from '../jobs/leasedJob';

export const archiveJobRef = (orgId: string, jobId: string) => db.doc(`${orgCol(orgId, 'archiveJobs')}/${jobId}`);

/**
 * Runs an archive job as a leased job (jobs/leasedJob.ts): a damaged archive fails it with ARCHIVE_INVALID, any
 * other fault with UNKNOW_ERR. The options add the export's discard of its zip when the run loses the job, the audit
 * record written with DONE, and the import's cleanup after FAILED.
 */
export function runArchiveJob(orgId: string, jobId: string, work: LeasedWork, options: Omit<LeasedJobOptions, 'startFields'> = {}) {
  return runLeasedJob(archiveJobRef(orgId, jobId), work, { ...options, startFields: { startedAt: FieldValue.serverTimestamp() } });
}
