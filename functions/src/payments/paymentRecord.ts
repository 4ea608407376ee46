import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { paymentSchema, type Payment } from '@tessera/domain/entities/payment';
import { paymentDocumentFields, readStoredPayment, type PaymentWrite } from '@tessera/domain/payments/storedPayment';
import { dateToTimestamp } from '../shared/serialize';

/**
 * A membership fee paid online with a card (STRIPE, PROCESSED, one unit, no VAT, no convention, operator or accounting):
 * what the signup's payment and a renewal charge's share.
 */
export const ONLINE_FEE = {
  mode: 'STRIPE',
  status: 'PROCESSED',
  quantity: 1,
  vatPercent: 0,
  notes: '',
  cluster: null,
  clusterName: null,
  operator: null,
  cardPayment: true,
  accounting: null,
} as const satisfies Partial<PaymentWrite>;

/**
 * A payment document as every writer stores it (the signup's webhook, the register endpoint, the cart, the bulk
 * upload): the domain's fields (payments/storedPayment.ts) with the pay day as a timestamp at midnight UTC like every
 * calendar day, and the server's time of the write.
 */
export function paymentDocument(p: PaymentWrite, payDate: Timestamp | FieldValue = dateToTimestamp(p.payDay)): DocumentData {
  return {
    ...paymentDocumentFields(p),
    payDate,
    registeredAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  };
}

const timestamp = (v: unknown) => (v instanceof Timestamp ? v.toDate() : null);

/** A stored payment as the API answers it. */
export function toPayment(id: string, d: DocumentData): Payment {
  return paymentSchema.parse(readStoredPayment(id, d, timestamp));
}
