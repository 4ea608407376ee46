import type { DocumentData, DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { plannedShards, type SeatShard } from '@tessera/domain/sales/seats';
import { ApiError } from '../http/apiError';

/** sales/{id}/seatShards/{k}: the item's capacity split so that buyers do not queue on one document (domain sales/seats.ts). */
export const seatShards = (sale: DocumentReference) => sale.collection('seatShards');

export type StoredShard = SeatShard & { id: string };

/** A stored shard's counts (a capacity not a number: no limit). */
export const shardFields = (d: DocumentData | undefined): SeatShard => ({
  capacity: typeof d?.capacity === 'number' ? d.capacity : null,
  taken: typeof d?.taken === 'number' ? d.taken : 0,
});

/** A shard as read. */
export const storedShard = (d: DocumentSnapshot): StoredShard => ({ id: d.id, ...shardFields(d.data()) });

/** The item's shards, read in the caller's transaction (or outside one: a hint of where there is room). */
export async function readShards(sale: DocumentReference, tx?: Transaction): Promise<StoredShard[]> {
  const snap = tx ? await tx.get(seatShards(sale)) : await seatShards(sale).get();
  return snap.docs.map(storedShard);
}

/**
 * Writes the shards an item of `seats` gets (domain plannedShards), in the caller's transaction after it read them:
 * the taken seats stay where they are. Fewer seats than taken: INVALID_REQUEST (body.seatsAvailable).
 */
export function writeShards(tx: Transaction, sale: DocumentReference, existing: StoredShard[], seats: number | null): void {
  const plan = plannedShards(existing, seats);
  if (!plan) throw new ApiError('INVALID_REQUEST', [{ path: 'body.seatsAvailable', message: 'validation.seatsBelowEnrolled' }]);
  const before = new Map(existing.map((s) => [s.id, s]));
  for (const { id, ...shard } of plan.write) {
    // an unchanged shard is not written: its version stays, so registrations racing this edit do not lose for nothing
    const was = before.get(id);
    if (was && was.capacity === shard.capacity && was.taken === shard.taken) continue;
    tx.set(seatShards(sale).doc(id), shard);
  }
  for (const id of plan.remove) tx.delete(seatShards(sale).doc(id));
}
