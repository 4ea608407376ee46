import type { Transaction } from 'firebase-admin/firestore';
import { feeYearPaid, type FeePayment } from '@tessera/domain/payments/feeCard';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';

/** Firestore's `in` takes at most 30 values. */
const IN_LIMIT = 30;

/**
 * These members' fee payments of `year` (documents with their ids), by member, read in the caller's transaction:
 * equality filters only, served without a composite index.
 */
export async function feePaymentsOf(
  tx: Transaction,
  orgId: string,
  memberIds: readonly string[],
  year: number,
): Promise<Map<string, (FeePayment & { id: string })[]>> {
  const byMember = new Map<string, (FeePayment & { id: string })[]>();
  const payments = db.collection(orgCol(orgId, 'payments'));
  const chunks = Array.from({ length: Math.ceil(memberIds.length / IN_LIMIT) }, (_, i) =>
    memberIds.slice(i * IN_LIMIT, (i + 1) * IN_LIMIT),
  );
  const snaps = await Promise.all(
    chunks.map((ids) => tx.get(payments.where('memberId', 'in', ids).where('payYear', '==', year).where('cardPayment', '==', true))),
  );
  for (const snap of snaps)
    for (const d of snap.docs) {
      const memberId = String(d.get('memberId'));
      byMember.set(memberId, [...(byMember.get(memberId) ?? []), { id: d.id, payYear: d.get('payYear'), status: d.get('status') }]);
    }
  return byMember;
}

/** Which of these members paid the membership fee of `year` (feeYearPaid), read in the caller's transaction. */
export async function paidMembers(tx: Transaction, orgId: string, memberIds: readonly string[], year: number): Promise<Set<string>> {
  const fees = await feePaymentsOf(tx, orgId, memberIds, year);
  return new Set([...fees].flatMap(([memberId, paid]) => (feeYearPaid(paid, year) ? [memberId] : [])));
}
