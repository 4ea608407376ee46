import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import type { CardValidity } from '@tessera/domain/cards/status';
import { feeYearPaid } from '@tessera/domain/payments/feeCard';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { memberPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { enqueueMail } from '../mail/enqueue';
import { memberRecipient } from '../mail/memberRecipient';
import { applyFeeCard, graceMonthsOf } from './feeCard';
import { feePaymentsOf } from './feePayments';
import type { RefundCardNote } from '@tessera/domain/mail/templates/payments';

/** INACTIVE now: no longer active; still ACTIVE (the grace period) unless a later year keeps it: renew to keep it. */
function cardNote(card: CardValidity, year: number): RefundCardNote {
  if (card.status !== 'ACTIVE') return 'inactive';
  return card.validUntil && card.validUntil > `${year}-12-31` ? 'none' : 'renew';
}

/**
 * What a refund does besides the payment, read in the refund's transaction before its writes; the returned function
 * writes it after them (with the credit note, when one was issued). A membership fee refunded may leave its year no
 * longer paid: the year is then taken off the member's card by the rule the yearly verification applies (feeCard.ts),
 * and the wallet passes follow. The member is told by mail (refund, credit note, what it means for the card).
 */
export async function refundConsequences(tx: Transaction, orgId: string, payment: DocumentSnapshot, refunded: number) {
  const memberId = payment.get('memberId') as string | undefined;
  if (!memberId) return () => Promise.resolve();
  const member = await tx.get(db.doc(memberPath(orgId, memberId)));
  if (!member.exists) return () => Promise.resolve();
  const year = payment.get('payYear') as number | undefined;
  const fee = payment.get('cardPayment') === true && typeof year === 'number';
  // the payment being refunded no longer pays its year; any other fee payment of that year still may
  const others = fee ? ((await feePaymentsOf(tx, orgId, [memberId], year)).get(memberId) ?? []).filter((f) => f.id !== payment.id) : [];
  const graceMonths = fee ? await graceMonthsOf(orgId) : 0;
  return async (creditNote: string | null) => {
    let card: RefundCardNote = 'none';
    if (fee) {
      const paid = feeYearPaid(others, year);
      const after = applyFeeCard(tx, orgId, member, { paid, year, today: todayInItaly(), graceMonths });
      if (after && !paid) card = cardNote(after.card, year);
    }
    const recipient = memberRecipient(member.data());
    if (!recipient) return;
    await enqueueMail(
      {
        orgId,
        ...recipient,
        template: 'paymentRefunded',
        memberId,
        data: {
          name: String(member.get('name') ?? ''),
          amount: refunded,
          object: String(payment.get('object') ?? ''),
          year: year ?? '',
          creditNote: creditNote ?? '',
          card,
        },
      },
      tx,
    );
  };
}
