import type { QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { col, orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { runArchiveExport } from './exportJob';
import { runArchiveImport } from './importJob';
import { undoImport } from './undoImport';

/** What a sweep did, by organization: jobs run again, failed imports cleaned up, and those that failed once more. */
export interface ArchiveSweep {
  resumed: Record<string, string[]>;
  undone: Record<string, string[]>;
  failed: Record<string, string[]>;
}

/**
 * Archive jobs a run left behind when its process died: the job's trigger is not delivered again, so without this an
 * export or import stays RUNNING for ever, and an import that failed while taking its organization back (undoImport.ts)
 * keeps half of what it wrote. A RUNNING job whose lease ran out is run again (the leased job takes it over: an
 * export writes a new zip from the start, an import goes on from the checkpoint on its job); a FAILED import not yet
 * undone is undone again (repeating it is harmless). One job's failure is caught, kept on its job by its own run, and
 * does not stop the others; the next sweep tries again.
 */
export async function sweepArchiveJobs(opts: { now?: Date; orgId?: string } = {}): Promise<ArchiveSweep> {
  const now = (opts.now ?? new Date()).getTime();
  const orgIds = opts.orgId ? [opts.orgId] : (await db.collection(col.organizations).select().get()).docs.map((d) => d.id);
  const out: ArchiveSweep = { resumed: {}, undone: {}, failed: {} };
  const note = (what: Record<string, string[]>, orgId: string, id: string) => (what[orgId] ??= []).push(id);
  for (const orgId of orgIds) {
    const jobs = await db.collection(orgCol(orgId, 'archiveJobs')).where('status', 'in', ['RUNNING', 'FAILED']).get();
    for (const job of jobs.docs) {
      const work = leftBehind(job, now);
      if (!work) continue;
      try {
        if (work === 'undo') await undoImport(orgId, job.id);
        else if (job.get('kind') === 'import') await runArchiveImport(orgId, job.id);
        else await runArchiveExport(orgId, job.id);
        note(work === 'undo' ? out.undone : out.resumed, orgId, job.id);
      } catch {
        note(out.failed, orgId, job.id);
      }
    }
  }
  return out;
}

function leftBehind(job: QueryDocumentSnapshot, now: number): 'run' | 'undo' | null {
  if (job.get('status') === 'RUNNING') return ((job.get('leaseUntil') as Timestamp | undefined)?.toMillis() ?? 0) < now ? 'run' : null;
  const unfinishedUndo = job.get('kind') === 'import' && typeof job.get('preImport') === 'string' && !job.get('undoneAt');
  return unfinishedUndo ? 'undo' : null;
}
