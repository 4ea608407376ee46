import { netFromGross, vatFromGross } from '../locale/vat';

/**
 * Receipts and credit notes: what an Italian association's receipt must say, decided here and drawn by
 * the functions (payments/receiptPdf.ts).
 */

/** Stamp duty (imposta di bollo, D.P.R. 642/1972 art. 13): €2 on a receipt for more than €77.47 not subject to VAT. */
export const STAMP_DUTY_THRESHOLD_CENTS = 7747;
export const STAMP_DUTY_CENTS = 200;

/**
 * Whether the €2 stamp-duty line is printed: above €77.47, when no VAT is charged (the duty and VAT exclude each
 * other), unless the organization is exempt (registered third-sector bodies: art. 82 c. 5 D.Lgs. 117/2017).
 */
export function stampDutyDue(amountCents: number, vatPercent: number, exempt: boolean): boolean {
  return !exempt && vatPercent === 0 && amountCents > STAMP_DUTY_THRESHOLD_CENTS;
}

/** The VAT wording of a receipt: the taxable part and the VAT, or why there is none. */
export type VatLine =
  | { kind: 'vat'; percent: number; net: number; vat: number }
  /** a membership fee: outside the scope of VAT (art. 4 c. 1 and 4 D.P.R. 633/1972) */
  | { kind: 'fee' }
  /** any other amount without VAT: not subject (art. 4 D.P.R. 633/1972, an association's institutional activity) */
  | { kind: 'outOfScope' };

export function vatLine(amountCents: number, vatPercent: number, membershipFee: boolean): VatLine {
  if (vatPercent > 0)
    return { kind: 'vat', percent: vatPercent, net: netFromGross(amountCents, vatPercent), vat: vatFromGross(amountCents, vatPercent) };
  return membershipFee ? { kind: 'fee' } : { kind: 'outOfScope' };
}

/** The fields of the organization a receipt cannot go without. */
export const RECEIPT_ORG_FIELDS = ['name', 'address', 'taxCode'] as const;

/** Receipt, invoice and credit-note numbers: progressive per organization, kind and calendar year of issue, `n/yyyy`. */
export const documentNumber = (n: number, year: number): string => `${n}/${year}`;

/** The numbered documents of a payment: its receipt, its (electronic) invoice, the credit note of its refund. */
export type NumberedDocument = 'receipt' | 'invoice' | 'creditNote';

const COUNTER_NAMES: Record<NumberedDocument, string> = { receipt: 'receipts', invoice: 'invoices', creditNote: 'creditNotes' };

/** The counter document holding a year's last number of one kind (organizations/{org}/counters/{id}). */
export const receiptCounterId = (kind: NumberedDocument, year: number): string => `${COUNTER_NAMES[kind]}-${year}`;

/** How many receipts and how much they total (cents). */
export interface ReceiptTally {
  count: number;
  amount: number;
}

/**
 * A year's receipts counter as the issuing transaction keeps it (payments/receiptNumber.ts): the last number, and the
 * receipts issued that year in all, by payment method and by month of issue (`01`…`12`) — the dashboard reads this one
 * document instead of scanning payments.
 */
export interface ReceiptCounter extends Partial<ReceiptTally> {
  last?: number;
  year?: number;
  byMethod?: Record<string, ReceiptTally>;
  byMonth?: Record<string, ReceiptTally>;
}
