import { FieldPath, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COUNTED_PAYMENT_FIELDS, PaymentTallies } from '../../packages/domain/src/payments/paymentCounters';
import { counterPath, orgCol } from '../../packages/domain/src/paths';

/**
 * An organization's payment counters written from scratch: every payment read (the counted fields, 1,000 a page), what
 * the trigger would have added for each summed (domain PaymentTallies), the sums written over the counters.
 */
export async function recountPayments(db: Firestore, orgId: string): Promise<{ read: number; counters: number }> {
  const tallies = new PaymentTallies();
  let after: string | undefined;
  let read = 0;
  for (;;) {
    let q = db
      .collection(orgCol(orgId, 'payments'))
      .select(...COUNTED_PAYMENT_FIELDS)
      .orderBy(FieldPath.documentId())
      .limit(1000);
    if (after) q = q.startAfter(after);
    const snap = await q.get();
    if (snap.empty) break;
    for (const doc of snap.docs) tallies.add(doc.data());
    read += snap.size;
    after = snap.docs.at(-1)!.id;
  }
  const batch = db.batch();
  for (const { id, data } of tallies.documents())
    batch.set(db.doc(counterPath(orgId, id)), { ...data, updatedAt: FieldValue.serverTimestamp() });
  await batch.commit();
  return { read, counters: tallies.byTarget.size };
}
