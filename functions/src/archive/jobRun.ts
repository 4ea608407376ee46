import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';

/** A run's lease: longer than the trigger's timeout, so only a run that died leaves it to run out. */
export const ARCHIVE_JOB_LEASE_MS = 10 * 60 * 1000;

export const archiveJobRef = (orgId: string, jobId: string) => db.doc(`${orgCol(orgId, 'archiveJobs')}/${jobId}`);

/** This run no longer holds the job (another run took it over after the lease ran out): it stops, writing nothing. */
class LeaseLost extends Error {}

/** What a run may write on its job: every write checks the run still holds it, and renews the lease. */
export type Hold = (update: Record<string, unknown>) => Promise<void>;

/**
 * Runs an archive job as the search downloads run theirs (search/exportJob.ts): QUEUED → RUNNING under a lease id
 * claimed in a transaction (a redelivered event finds it RUNNING and does nothing; a run that died leaves a lease that
 * runs out, and the next delivery takes it over) → DONE, or FAILED with the error code of a client's mistake (a
 * damaged archive: ARCHIVE_INVALID) or UNKNOW_ERR. `work` returns the job's last fields.
 */
export async function runArchiveJob(
  orgId: string,
  jobId: string,
  work: (job: Record<string, unknown>, hold: Hold) => Promise<Record<string, unknown>>,
): Promise<void> {
  const ref = archiveJobRef(orgId, jobId);
  const leaseId = randomUUID();
  const lease = () => Timestamp.fromMillis(Date.now() + ARCHIVE_JOB_LEASE_MS);
  const job = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const status = snap.get('status') as string | undefined;
    const leaseUntil = snap.get('leaseUntil') as Timestamp | undefined;
    const stalled = status === 'RUNNING' && (leaseUntil?.toMillis() ?? 0) < Date.now();
    if (status !== 'QUEUED' && !stalled) return null;
    tx.update(ref, { status: 'RUNNING', leaseId, leaseUntil: lease(), done: 0, startedAt: FieldValue.serverTimestamp() });
    return snap.data()!;
  });
  if (!job) return;
  const hold: Hold = (update) =>
    db.runTransaction(async (tx) => {
      const now = await tx.get(ref);
      if (now.get('status') !== 'RUNNING' || now.get('leaseId') !== leaseId) throw new LeaseLost();
      tx.update(ref, { ...update, leaseUntil: lease() });
    });
  try {
    const last = await work(job, hold);
    await hold({ ...last, status: 'DONE', finishedAt: FieldValue.serverTimestamp() });
  } catch (e) {
    if (e instanceof LeaseLost) return;
    await hold({ status: 'FAILED', error: e instanceof ApiError ? e.code : 'UNKNOW_ERR', finishedAt: FieldValue.serverTimestamp() }).catch(
      () => undefined,
    );
    if (!(e instanceof ApiError)) throw e;
  }
}
