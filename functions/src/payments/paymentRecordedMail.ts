import type { DocumentData, Transaction } from 'firebase-admin/firestore';
import { paymentAllows } from '@tessera/domain/payments/lifecycle';
import type { PaymentStatus } from '@tessera/domain/entities/payment';
import { appLink } from '../config';
import { enqueueMail } from '../mail/enqueue';
import { memberRecipient } from '../mail/memberRecipient';

/**
 * A payment the office records for a member, queued in the transaction that writes it (once, as the payment): the
 * member learns it was received and that its receipt waits in the personal area. A payment not received yet (its
 * receipt not due) says nothing; neither does a member without an address.
 */
export async function queuePaymentRecordedMail(
  tx: Transaction,
  orgId: string,
  memberId: string,
  member: DocumentData,
  payment: { amount: number; payDate: string; object?: string | null; status: PaymentStatus },
): Promise<void> {
  const recipient = memberRecipient(member);
  if (!recipient || !paymentAllows(payment.status, 'receipt')) return;
  await enqueueMail(
    {
      orgId,
      ...recipient,
      template: 'paymentRecorded',
      memberId,
      data: {
        name: String(member.name ?? ''),
        amount: payment.amount,
        payDate: payment.payDate,
        object: String(payment.object ?? ''),
        link: appLink('/my-payments'),
      },
    },
    tx,
  );
}
