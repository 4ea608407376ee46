import { FieldValue } from 'firebase-admin/firestore';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { runLeasedJob, type LeasedWork } from '../jobs/leasedJob';

export const archiveJobRef = (orgId: string, jobId: string) => db.doc(`${orgCol(orgId, 'archiveJobs')}/${jobId}`);

/**
 * Runs an archive job as a leased job (jobs/leasedJob.ts): a damaged archive fails it with ARCHIVE_INVALID, any
 * other fault with UNKNOW_ERR. An export's stored zip is removed when the run loses the job before it is DONE.
 */
export function runArchiveJob(orgId: string, jobId: string, work: LeasedWork, discard?: (last: Record<string, unknown>) => Promise<void>) {
  return runLeasedJob(archiveJobRef(orgId, jobId), work, { startFields: { startedAt: FieldValue.serverTimestamp() }, discard });
}
