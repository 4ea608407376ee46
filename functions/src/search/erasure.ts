import { orgCol } from '@tessera/domain/paths';
import type { PersonalDataSubject } from '../personalData/registry';
import { removeFile } from '../files/storedFiles';
import { db } from '../shared/admin';

/**
 * An erased member may be a row of any search download of the organization made before the erasure (their file is a
 * table of members, with no index of who is in it), so every one goes with its file: the file first, then the job, as
 * the sweeper does (sweepExports.ts) — a run stopped half-way leaves a job whose file the next run deletes again. A
 * download still running loses its job and removes the file it was writing (jobs/leasedJob.ts). They are deleted after
 * seven days anyway; an admin asks again for what they still need.
 */
export async function eraseSearchDownloads({ orgId }: PersonalDataSubject): Promise<number> {
  const jobs = (await db.collection(orgCol(orgId, 'searchExports')).select('fileId').get()).docs;
  for (const job of jobs) {
    const fileId = job.get('fileId') as string | undefined;
    if (fileId) await removeFile(orgId, fileId);
    await job.ref.delete();
  }
  return jobs.length;
}
