import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { paymentMemberFields, paymentSortKeys } from '@tessera/domain/lists/listFields';
import { paymentSchema, type Payment } from '@tessera/domain/entities/payment';
import { isoOf } from '../cards/cardData';
import { dateToTimestamp } from '../shared/serialize';

/** What every payment writer supplies; the list fields (payer, search, sort keys) are derived here. */
export interface PaymentWrite {
  memberId: string;
  member: DocumentData;
  payDay: string;
  payYear: number;
  amount: number;
  mode: string;
  status: string;
  object: string;
  quantity: number;
  vatPercent: number;
  notes: string;
  cluster: string | null;
  clusterName: string | null;
  operator: string | null;
  cardPayment: boolean;
  accounting: DocumentData | null;
}

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
 * A payment document (organizations/{org}/payments/{id}) as every writer stores it: the signup's webhook, the
 * register endpoint, later the cart and the bulk upload. The payer's fields are copied for the list (kept in step by
 * followMember.ts); the pay day is a timestamp at midnight UTC like every calendar day, and `sortKeys.payDate` the
 * same day as text, which the list's date range filters on.
 */
export function paymentDocument(p: PaymentWrite, payDate: Timestamp | FieldValue = dateToTimestamp(p.payDay)): DocumentData {
  const { member, payDay, ...fields } = p;
  const payer = paymentMemberFields(member);
  return {
    ...fields,
    ...payer,
    payDate,
    refunded: false,
    refundedBy: null,
    refundedAt: null,
    sortKeys: paymentSortKeys({ payDay, holder: payer.holder, amount: p.amount }),
    registeredAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  };
}

const textOr = (v: unknown, fallback: string | null) => (typeof v === 'string' ? v : fallback);

/** A stored payment as the API answers it (older documents may lack the fields this issue added). */
export function toPayment(id: string, d: DocumentData): Payment {
  const iso = (v: unknown) => (v instanceof Timestamp ? v.toDate().toISOString() : null);
  return paymentSchema.parse({
    id,
    memberId: textOr(d.memberId, ''),
    holder: textOr(d.holder, ''),
    cardNumber: textOr(d.cardNumber, null),
    group: textOr(d.group, null),
    payDate: textOr(d.sortKeys?.payDate, null) ?? isoOf(d.payDate) ?? '',
    payYear: typeof d.payYear === 'number' ? d.payYear : 0,
    amount: typeof d.amount === 'number' ? d.amount : 0,
    mode: d.mode,
    status: d.status,
    object: textOr(d.object, ''),
    quantity: typeof d.quantity === 'number' ? d.quantity : 1,
    vatPercent: typeof d.vatPercent === 'number' ? d.vatPercent : 0,
    notes: textOr(d.notes, ''),
    cluster: textOr(d.cluster, null),
    clusterName: textOr(d.clusterName, null),
    payrollCompany:
      typeof d.payrollCompany?.id === 'string' ? { id: d.payrollCompany.id as string, name: textOr(d.payrollCompany.name, '') } : null,
    operator: textOr(d.operator, null),
    cardPayment: d.cardPayment === true,
    accounting: d.accounting ?? null,
    refunded: d.refunded === true,
    refundedBy: textOr(d.refundedBy, null),
    refundedAt: iso(d.refundedAt),
    registeredAt: iso(d.registeredAt),
  });
}
