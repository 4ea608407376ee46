import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentData, type DocumentReference } from 'firebase-admin/firestore';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';

/** A run's lease: longer than a trigger's timeout, so only a run that died leaves it to run out. */
export const JOB_LEASE_MS = 10 * 60 * 1000;

/** This run no longer holds the job (another run took it over after the lease ran out): it stops, writing nothing. */
class LeaseLost extends Error {}

/** What a run may write on its job: every write checks the run still holds it, and renews the lease. */
export type Hold = (update: Record<string, unknown>) => Promise<void>;

/** A run's work: it reports progress through `hold` and returns the job's last fields. */
export type LeasedWork = (job: DocumentData, hold: Hold) => Promise<Record<string, unknown>>;

/**
 * Runs a background job kept as a document with a `status` (the search downloads, the association archives):
 * QUEUED → RUNNING under a lease id claimed in a transaction → DONE with the work's last fields, or FAILED with the
 * error code of a client's mistake (an ApiError) or UNKNOW_ERR. A redelivered event finds the job RUNNING and does
 * nothing; a run that died leaves a lease that runs out, and the next delivery takes the job over from the start.
 * `startFields` are written with the claim; `discard` undoes what the work left outside the job (a stored file) when
 * the run loses the job before it is DONE. A fault that is not a client's mistake is rethrown, to be logged.
 */
export async function runLeasedJob(
  ref: DocumentReference,
  work: LeasedWork,
  options: { startFields?: Record<string, unknown>; discard?: (last: Record<string, unknown>) => Promise<void> } = {},
): Promise<void> {
  const leaseId = randomUUID();
  const lease = () => Timestamp.fromMillis(Date.now() + JOB_LEASE_MS);
  const job = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const status = snap.get('status') as string | undefined;
    const leaseUntil = snap.get('leaseUntil') as Timestamp | undefined;
    const stalled = status === 'RUNNING' && (leaseUntil?.toMillis() ?? 0) < Date.now();
    if (status !== 'QUEUED' && !stalled) return null;
    tx.update(ref, { ...options.startFields, status: 'RUNNING', leaseId, leaseUntil: lease(), done: 0 });
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
    await hold({ ...last, status: 'DONE', finishedAt: FieldValue.serverTimestamp() }).catch(async (e: unknown) => {
      await options.discard?.(last);
      throw e;
    });
  } catch (e) {
    if (e instanceof LeaseLost) return;
    await hold({ status: 'FAILED', error: e instanceof ApiError ? e.code : 'UNKNOW_ERR', finishedAt: FieldValue.serverTimestamp() }).catch(
      () => undefined,
    );
    if (!(e instanceof ApiError)) throw e;
  }
}
