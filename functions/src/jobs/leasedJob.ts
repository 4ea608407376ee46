import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentData, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
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

export interface LeasedJobOptions {
  /** written with the claim */
  startFields?: Record<string, unknown>;
  /** undoes what the work left outside the job (a stored file) when the run loses the job before it is DONE */
  discard?: (last: Record<string, unknown>) => Promise<void>;
  /** more writes in the transaction that marks the job DONE (an audit record): they land with DONE or not at all */
  onDone?: (tx: Transaction, job: DocumentData, last: Record<string, unknown>) => void;
  /** runs once the job is marked FAILED by this run (it still held it): undoes what the work wrote */
  onFailed?: (job: DocumentData) => Promise<void>;
}

/**
 * Runs a background job kept as a document with a `status` (the search downloads, the association archives):
 * QUEUED → RUNNING under a lease id claimed in a transaction → DONE with the work's last fields, or FAILED with the
 * error code of a client's mistake (an ApiError) or UNKNOW_ERR. A redelivered event finds the job RUNNING and does
 * nothing; a run that died leaves a lease that runs out, and the next delivery takes the job over: from the start, or
 * from what the work kept on the job as it went (a checkpoint).
 * `startFields` are written with the claim; `discard` undoes what the work left outside the job (a stored file) when
 * the run loses the job before it is DONE; `onDone` adds writes to the DONE transaction, `onFailed` runs after FAILED.
 * A fault that is not a client's mistake is rethrown, to be logged.
 */
export async function runLeasedJob(ref: DocumentReference, work: LeasedWork, options: LeasedJobOptions = {}): Promise<void> {
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
  const holdWith = (update: Record<string, unknown>, also?: (tx: Transaction) => void) =>
    db.runTransaction(async (tx) => {
      const now = await tx.get(ref);
      if (now.get('status') !== 'RUNNING' || now.get('leaseId') !== leaseId) throw new LeaseLost();
      tx.update(ref, { ...update, leaseUntil: lease() });
      also?.(tx);
    });
  const hold: Hold = (update) => holdWith(update);
  try {
    const last = await work(job, hold);
    const done = { ...last, status: 'DONE', finishedAt: FieldValue.serverTimestamp() };
    await holdWith(done, options.onDone && ((tx) => options.onDone!(tx, job, last))).catch(async (e: unknown) => {
      await options.discard?.(last);
      throw e;
    });
  } catch (e) {
    if (e instanceof LeaseLost) return;
    const failed = await hold({
      status: 'FAILED',
      error: e instanceof ApiError ? e.code : 'UNKNOW_ERR',
      finishedAt: FieldValue.serverTimestamp(),
    }).then(
      () => true,
      () => false,
    );
    if (failed && options.onFailed) await options.onFailed(job);
    if (!(e instanceof ApiError)) throw e;
  }
}
