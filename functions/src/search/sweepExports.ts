import { Timestamp } from 'firebase-admin/firestore';
import { orgCol } from '@tessera/domain/paths';
import { SEARCH_EXPORT_KEEP_DAYS } from '@tessera/domain/search/download';
import { db } from '../shared/admin';
import { removeFile } from '../files/storedFiles';

/** Jobs deleted per page of the sweep's query (each with its file: a few writes). */
const PAGE = 200;

/**
 * Deletes the background downloads created more than SEARCH_EXPORT_KEEP_DAYS days ago, with their files: the file
 * first, then the job, so a sweep that stops half-way leaves a job whose file the next sweep deletes again (a file
 * already gone is fine) — never a file no job points to. Any status: a job that old is finished, or died long ago
 * (its run's timeout is minutes). Returns the jobs' paths.
 */
export async function sweepSearchExports(opts: { now?: Date; orgId?: string } = {}): Promise<string[]> {
  const cutoff = Timestamp.fromMillis((opts.now ?? new Date()).getTime() - SEARCH_EXPORT_KEEP_DAYS * 86_400_000);
  const base = opts.orgId ? db.collection(orgCol(opts.orgId, 'searchExports')) : db.collectionGroup('searchExports');
  const swept: string[] = [];
  for (;;) {
    const page = await base.where('createdAt', '<=', cutoff).orderBy('createdAt').limit(PAGE).get();
    for (const job of page.docs) {
      const orgId = job.ref.parent.parent!.id;
      const fileId = job.get('fileId') as string | undefined;
      if (fileId) await removeFile(orgId, fileId);
      await job.ref.delete();
      swept.push(job.ref.path);
    }
    if (page.size < PAGE) return swept;
  }
}
