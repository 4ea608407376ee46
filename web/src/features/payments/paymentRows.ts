import { PAYMENT_STATUSES, type PaymentMethod, type PaymentStatus } from '@tessera/domain/entities/payment';
import type { StoredData } from '../../lib/data/usePagedQuery';

/** A payment as the list and the detail show it (from the stored document, under the rules). */
export interface PaymentRow {
  id: string;
  memberId: string;
  holder: string;
  cardNumber: string | null;
  /** the pay day, `YYYY-MM-DD` */
  payDay: string;
  payYear: number;
  amount: number;
  mode: PaymentMethod;
  status: PaymentStatus;
  object: string;
  quantity: number;
  vatPercent: number;
  notes: string;
  cluster: string | null;
  clusterName: string | null;
  /** a payroll deduction from a payroll file: its payroll company's name */
  payrollCompany: string | null;
  operator: string | null;
  cardPayment: boolean;
  operationId: string | null;
  operationName: string | null;
  refunded: boolean;
  /** the receipt's number once issued (`n/yyyy`) */
  receiptNumber: string | null;
  /** cents refunded in all */
  refundedAmount: number;
  refundedBy: string | null;
  refundedAt: Date | null;
  /** the credit note a refund of the invoiced payment issued */
  creditNoteNumber: string | null;
  /** the electronic invoice's number, when invoiced through the product (`n/yyyy`) */
  invoiceNumber: string | null;
  /** a card refund asked of the provider, not confirmed yet */
  refundPending: boolean;
}

const text = (v: unknown) => (typeof v === 'string' ? v : null);
const num = (v: unknown, fallback: number) => (typeof v === 'number' ? v : fallback);
const isoDay = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : '');

/** A stored payment (functions/src/payments/paymentRecord.ts) as a row; older documents may lack the newer fields. */
export function toPaymentRow(id: string, d: StoredData): PaymentRow {
  const status = PAYMENT_STATUSES.includes(d.status) ? (d.status as PaymentStatus) : 'PROCESSED';
  return {
    id,
    memberId: text(d.memberId) ?? '',
    holder: text(d.holder) ?? '',
    cardNumber: text(d.cardNumber),
    payDay: text(d.sortKeys?.payDate) ?? isoDay(d.payDate),
    payYear: num(d.payYear, 0),
    amount: num(d.amount, 0),
    mode: d.mode as PaymentMethod,
    status,
    object: text(d.object) ?? '',
    quantity: num(d.quantity, 1),
    vatPercent: num(d.vatPercent, 0),
    notes: text(d.notes) ?? '',
    cluster: text(d.cluster),
    clusterName: text(d.clusterName),
    payrollCompany: text((d.payrollCompany as { name?: unknown } | undefined)?.name),
    operator: text(d.operator),
    cardPayment: d.cardPayment === true,
    operationId: text(d.accounting?.operationId),
    operationName: text(d.accounting?.operationName),
    refunded: d.refunded === true,
    receiptNumber: text(d.receipt?.number),
    refundedAmount: num(d.refundedAmount, 0),
    refundedBy: text(d.refundedBy),
    refundedAt: d.refundedAt instanceof Date ? d.refundedAt : null,
    creditNoteNumber: text(d.creditNote?.number),
    invoiceNumber: text(d.invoice?.number),
    refundPending: Boolean(d.refundRequest),
  };
}
