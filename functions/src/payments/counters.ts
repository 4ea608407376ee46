import { FieldValue } from 'firebase-admin/firestore';
import { counterPath } from '@tessera/domain/paths';
import { nestTallies, paymentCounterDeltas, paymentCounterId } from '@tessera/domain/payments/paymentCounters';
import { processedEventRef } from '../shared/processedEvents';
import { db } from '../shared/admin';
import type { PaymentWrite } from '../paymentReactions/registry';

/**
 * Keeps the payment counters (the organization's and each group's: count and amount in all, by year, method, status,
 * refunded and fee; domain payments/paymentCounters.ts) right on every create, update and delete of a payment, by any
 * writer, so the payments list shows its total and sum from one or two small documents instead of aggregating up to
 * 200,000 payments. At-least-once delivery: the event id is recorded in the increments' transaction, so a redelivered
 * event changes nothing. Only the keys that moved are written (merge: an empty map would wipe the counts there).
 */
export async function countPayment({ eventId, orgId, before, after }: PaymentWrite): Promise<void> {
  const deltas = paymentCounterDeltas(before, after);
  if (deltas.size === 0) return;
  const marker = processedEventRef(eventId, 'paymentCounters');
  await db.runTransaction(async (tx) => {
    if ((await tx.get(marker)).exists) return;
    tx.create(marker, { type: 'paymentCounters', at: FieldValue.serverTimestamp() });
    for (const [group, tallies] of deltas) {
      const ref = db.doc(counterPath(orgId, paymentCounterId(group)));
      const increments = nestTallies(tallies, (t) => ({ count: FieldValue.increment(t.count), amount: FieldValue.increment(t.amount) }));
      tx.set(ref, { ...increments, group, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
    }
  });
}
