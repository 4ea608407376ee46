import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { registerDrainLeasePath } from '@tessera/domain/paths';
import { db } from '../shared/admin';

/**
 * The drainer's lease (`registerDrain/lease`), as the mail outbox leases its messages: taken in a transaction, only by
 * whoever finds it absent or lapsed, so one drainer appends at a time; renewed by each of its batches; deleted when it
 * is done. A drainer that crashed leaves a lease that lapses after REGISTER_LEASE_MS and the next one takes over.
 */

/** Long enough for a batch's transaction with its retries; each batch renews it. */
export const REGISTER_LEASE_MS = 60_000;

export interface RegisterLease {
  holder: string;
  expiresAt: Timestamp;
}

export const leaseRef = (orgId: string) => db.doc(registerDrainLeasePath(orgId));

const live = (lease: RegisterLease | undefined, now: number) => !!lease && lease.expiresAt.toMillis() > now;

/**
 * Whether a drainer holds the lease now, read outside any transaction: the many triggers of a burst mostly stop here,
 * instead of each running a transaction on the lease while the holder renews it.
 */
export async function leaseHeld(orgId: string): Promise<boolean> {
  return live((await leaseRef(orgId).get()).data() as RegisterLease | undefined, Date.now());
}

/** Takes the lease for `holder` unless another holds it still: whether it did. */
export function takeLease(orgId: string, holder: string): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const lease = (await tx.get(leaseRef(orgId))).data() as RegisterLease | undefined;
    const now = Date.now();
    if (live(lease, now) && lease!.holder !== holder) return false;
    renewLease(tx, orgId, holder, now);
    return true;
  });
}

/** Whether the lease read in a batch's transaction is still `holder`'s (a stalled drainer's has been taken over). */
export const holdsLease = (lease: RegisterLease | undefined, holder: string, now = Date.now()) =>
  live(lease, now) && lease!.holder === holder;

export function renewLease(tx: Transaction, orgId: string, holder: string, now = Date.now()): void {
  const lease: RegisterLease = { holder, expiresAt: Timestamp.fromMillis(now + REGISTER_LEASE_MS) };
  tx.set(leaseRef(orgId), lease);
}

/** Gives the lease back, if it is still `holder`'s. */
export function releaseLease(orgId: string, holder: string): Promise<void> {
  return db.runTransaction(async (tx) => {
    const lease = (await tx.get(leaseRef(orgId))).data() as RegisterLease | undefined;
    if (lease?.holder === holder) tx.delete(leaseRef(orgId));
  });
}
