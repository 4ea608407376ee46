import type { DocumentData } from 'firebase-admin/firestore';
import { holderSortKey, paymentMemberFields } from '@tessera/domain/lists/listFields';
import { memberPath, orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';

/** Writes per transaction (Firestore takes at most 500). */
const BATCH = 500;

type Payer = ReturnType<typeof paymentMemberFields>;

const payerKey = (m: DocumentData | undefined) => JSON.stringify(m ? paymentMemberFields(m) : null);

/** Whether a stored payment already carries the payer's fields. */
const inStep = (p: DocumentData, payer: Payer) =>
  (Object.keys(payer) as (keyof Payer)[]).every((k) => JSON.stringify(p[k] ?? null) === JSON.stringify(payer[k]));

/**
 * Payments carry a copy of their member's group (which the rules scope group admins by), name, card number and search
 * tokens (the payments list's payer column and search: lists/listFields.ts paymentMemberFields). When any of them
 * changes (an admin's patch, a bulk upload: any writer), the member's payments follow. Each pass is a transaction
 * that reads the member as it is NOW and rewrites the payments not in step (at most BATCH per pass): events of two
 * quick changes may run in either order or at once, and the payments still end like the member. A redelivered event
 * finds nothing to do. A deleted member's payments keep what they had. Returns how many were rewritten.
 */
export async function followMember(
  orgId: string,
  memberId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Promise<number> {
  if (!after || payerKey(before) === payerKey(after)) return 0;
  const memberRef = db.doc(memberPath(orgId, memberId));
  const payments = db.collection(orgCol(orgId, 'payments')).where('memberId', '==', memberId);
  // most members written hold no payment (every new one): one small query instead of a transaction on the member
  if ((await payments.select().limit(1).get()).empty) return 0;
  let moved = 0;
  for (;;) {
    const pass = await db.runTransaction(async (tx) => {
      const current = await tx.get(memberRef);
      if (!current.exists) return 0;
      const payer = paymentMemberFields(current.data()!);
      const stale = (await tx.get(payments)).docs.filter((p) => !inStep(p.data(), payer)).slice(0, BATCH);
      for (const p of stale) tx.update(p.ref, { ...payer, 'sortKeys.holder': holderSortKey(payer.holder) });
      return stale.length;
    });
    moved += pass;
    if (pass < BATCH) return moved;
  }
}
