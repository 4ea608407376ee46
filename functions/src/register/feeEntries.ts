import { feeEntry, standingFee, type RegisterFeeState } from '@tessera/domain/register/fees';
import { memberPath, orgCol, registerFeePath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import type { PaymentWrite } from '../paymentReactions/registry';
import { APPEND_ATTEMPTS, appendEntries, headOf, headRef } from './registerStore';

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/**
 * Appends a membership fee to the register when a payment becomes a paid fee, and a correction when it stops being one
 * or changes year or amount (domain register/fees.ts). It reads the payment as it is now and what the register last
 * wrote about it, in the transaction that appends: the same event twice, or two events in either order, append once.
 * Nothing is recorded before the register was started.
 */
export async function followFeePayment({ orgId, paymentId }: Pick<PaymentWrite, 'orgId' | 'paymentId'>): Promise<void> {
  const stateRef = db.doc(registerFeePath(orgId, paymentId));
  await db.runTransaction(async (tx) => {
    const [headSnap, stateSnap, paymentSnap] = await Promise.all([
      tx.get(headRef(db, orgId)),
      tx.get(stateRef),
      tx.get(db.collection(orgCol(orgId, 'payments')).doc(paymentId)),
    ]);
    const head = headOf(headSnap);
    if (!head) return;
    const recorded = stateSnap.data() as RegisterFeeState | undefined;
    const payment = paymentSnap.data();
    const memberId = standingFee(payment)?.memberId ?? recorded?.memberId;
    if (!memberId) return;
    const member = (await tx.get(db.doc(memberPath(orgId, memberId)))).data() ?? {};
    const content = feeEntry(recorded, payment, { surname: text(member.surname), name: text(member.name), taxCode: text(member.ssn) });
    if (!content) return;
    const { entries } = appendEntries(tx, db, orgId, head, [content]);
    const next: RegisterFeeState = { seq: entries[0]!.seq, memberId, feeYear: content.feeYear!, feeCents: content.feeCents! };
    tx.set(stateRef, next);
  }, APPEND_ATTEMPTS);
}
