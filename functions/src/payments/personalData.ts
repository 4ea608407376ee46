import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { copyOf, memberDocuments } from '../personalData/collect';
import type { PersonalDataSubject } from '../personalData/registry';

// The member's payments (with their receipts', credit notes' and invoices' numbers) and saved payment method in their
// copy. Left out: the provider's ids (checkout session, PaymentIntent, customer, payment method), the upload's job,
// the operator's address (another person's data), a pending refund's provider request.

const PAYMENT_LEFT_OUT = ['sessionId', 'paymentIntent', 'uploadJob', 'uploadLine', 'operator', 'refundRequest', 'refundedBy'];
const ACCOUNT_LEFT_OUT = ['customerId', 'paymentMethodId', 'pendingSetup', 'memberId'];

export const paymentsSection = ({ orgId, memberId }: PersonalDataSubject) => memberDocuments(orgId, 'payments', memberId, PAYMENT_LEFT_OUT);

export async function paymentAccountSection({ orgId, memberId }: PersonalDataSubject): Promise<unknown> {
  const snap = await db.doc(`${orgCol(orgId, 'paymentAccounts')}/${memberId}`).get();
  return snap.exists ? copyOf(snap.id, snap.data(), ACCOUNT_LEFT_OUT) : null;
}
