import { PAYMENT_STATUSES, type Payment, type PaymentMethod, type PaymentStatus } from '../entities/payment';
import { paymentMemberFields, paymentSortKeys } from '../lists/listFields';
import { toIsoDate } from '../locale/dates';

/**
 * A payment document (organizations/{org}/payments/{id}), the one description every side reads and writes it by:
 * the server's writers and its API answer, the web's list and detail page, the seed. Each side's Firestore adapter
 * only turns its store's timestamps into Dates and back.
 */

/** What every payment writer supplies; the payer's list fields (holder, search, sort keys) are derived from `member`. */
export interface PaymentWrite {
  memberId: string;
  /** the payer as stored: its name, tax code, card and group are copied into the payment */
  member: Record<string, unknown>;
  /** the pay day, `YYYY-MM-DD` */
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
  accounting: Record<string, unknown> | null;
}

/**
 * The stored fields of a new payment but its timestamps (the pay day as the store's timestamp at midnight UTC, and
 * when it was registered and updated), which the writer's adapter adds. The payer's fields are copied for the list
 * and kept in step with the member (functions' payments/followMember.ts); `sortKeys.payDate` is the pay day as
 * text, which the list's date range filters on.
 */
export function paymentDocumentFields(p: PaymentWrite) {
  const { member, payDay, ...fields } = p;
  const payer = paymentMemberFields(member);
  return {
    ...fields,
    ...payer,
    refunded: false,
    refundedBy: null,
    refundedAt: null,
    sortKeys: paymentSortKeys({ payDay, holder: payer.holder, amount: p.amount }),
  };
}

/** A stored payment as the screens show it: the API's answer and what later steps added to the document. */
export interface StoredPayment extends Payment {
  /** cents refunded in all */
  refundedAmount: number;
  /** a card refund asked of the provider, not confirmed yet */
  refundPending: boolean;
  /** the receipt's number once issued (`n/yyyy`) */
  receiptNumber: string | null;
  /** the electronic invoice's number, when invoiced through the product (`n/yyyy`) */
  invoiceNumber: string | null;
  /** the credit note a refund of the invoiced payment issued */
  creditNoteNumber: string | null;
}

/** The store's timestamp as a Date (null when the value is none): each side's Firestore SDK has its own Timestamp. */
export type TimestampReader = (value: unknown) => Date | null;

const text = (v: unknown) => (typeof v === 'string' ? v : null);
const num = (v: unknown, fallback: number) => (typeof v === 'number' ? v : fallback);

/**
 * A stored payment read back. Older documents may lack the fields added later, so each one says what it reads as
 * when missing; an unknown status reads as PROCESSED (the screens' badge and lifecycle know no other).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a stored document: any field may be missing or odd
export function readStoredPayment(id: string, d: Record<string, any>, timestamp: TimestampReader): StoredPayment {
  const iso = (v: unknown) => timestamp(v)?.toISOString() ?? null;
  const day = (v: unknown) => {
    const at = timestamp(v) ?? text(v);
    return at ? toIsoDate(at) : null;
  };
  return {
    id,
    memberId: text(d.memberId) ?? '',
    holder: text(d.holder) ?? '',
    cardNumber: text(d.cardNumber),
    group: text(d.group),
    payDate: text(d.sortKeys?.payDate) ?? day(d.payDate) ?? '',
    payYear: num(d.payYear, 0),
    amount: num(d.amount, 0),
    mode: d.mode as PaymentMethod,
    status: PAYMENT_STATUSES.includes(d.status) ? (d.status as PaymentStatus) : 'PROCESSED',
    object: text(d.object) ?? '',
    quantity: num(d.quantity, 1),
    vatPercent: num(d.vatPercent, 0),
    notes: text(d.notes) ?? '',
    cluster: text(d.cluster),
    clusterName: text(d.clusterName),
    payrollCompany: typeof d.payrollCompany?.id === 'string' ? { id: d.payrollCompany.id, name: text(d.payrollCompany.name) ?? '' } : null,
    operator: text(d.operator),
    cardPayment: d.cardPayment === true,
    accounting: d.accounting ?? null,
    refunded: d.refunded === true,
    refundedBy: text(d.refundedBy),
    refundedAt: iso(d.refundedAt),
    registeredAt: iso(d.registeredAt),
    refundedAmount: num(d.refundedAmount, 0),
    refundPending: Boolean(d.refundRequest),
    receiptNumber: text(d.receipt?.number),
    invoiceNumber: text(d.invoice?.number),
    creditNoteNumber: text(d.creditNote?.number),
  };
}
