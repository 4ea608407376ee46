import { FieldValue } from 'firebase-admin/firestore';
import { seatsFreeField } from '@tessera/domain/entities/sale';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { processedEventRef } from '../shared/processedEvents';

/**
 * A seat shard's change carried to its item's `currentEnrolled` (what the lists show) as an increment of the seats it
 * took or gave back: nothing here reads the shards, so a rush of registrations never waits on this; once per event
 * (processed marker in the same transaction). Only for display and the shop's "seats left" filter: the shards decide
 * who gets a seat.
 */
export async function carryEnrolled(orgId: string, saleId: string, eventId: string, before: number, after: number): Promise<void> {
  const delta = after - before;
  if (delta === 0) return;
  const sale = db.doc(`${orgCol(orgId, 'sales')}/${saleId}`);
  const marker = processedEventRef(eventId, 'seats');
  await db.runTransaction(async (tx) => {
    if ((await tx.get(marker)).exists) return;
    const item = await tx.get(sale);
    tx.create(marker, { type: 'seats', at: FieldValue.serverTimestamp() });
    if (!item.exists) return;
    const taken = (typeof item.get('currentEnrolled') === 'number' ? (item.get('currentEnrolled') as number) : 0) + delta;
    const seatsAvailable = typeof item.get('seatsAvailable') === 'number' ? (item.get('seatsAvailable') as number) : null;
    tx.update(sale, { currentEnrolled: FieldValue.increment(delta), ...seatsFreeField({ seatsAvailable, currentEnrolled: taken }) });
  });
}
