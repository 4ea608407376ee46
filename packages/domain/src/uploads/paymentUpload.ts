import { z } from 'zod';
import { taxCodeVerdict } from '../fields/taxCode';
import {
  PAY_YEAR_MAX,
  PAY_YEAR_MIN,
  PAYMENT_AMOUNT_MAX,
  PAYMENT_NOTES_MAX,
  PAYMENT_OBJECT_MAX,
  type PaymentMethod,
} from '../entities/payment';
import { cardNumber as cardNumberSchema } from '../entities/member';
import { NON_CONFORMING_DOCUMENT_KEY } from '../forms/uploads';
import { amountColumnWriting, parseCents } from '../locale/money';
import { emailVerdict } from '../fields/email';
import type { Language } from '../constants';
import { cellText, isUnreadable, readHeader, uploadDate, type UploadCell, type UploadReason } from './memberUpload';

/**
 * Bulk upload of payments (POST /v1/payments/bulk-upload): a bank statement or a payroll file, one payment
 * a row, on the member upload's job machinery (chunks, lease, checkpoints, report). Pure: the API parses the file,
 * this module checks the header and validates every row before anything is written. docs/api.md documents the format.
 */

/** What the file is: the header `mode`. Each gives the payments' method. */
export const PAYMENT_UPLOAD_MODES = ['BANK', 'PAYROLL'] as const;
export const paymentUploadModeSchema = z.enum(PAYMENT_UPLOAD_MODES);
export type PaymentUploadMode = (typeof PAYMENT_UPLOAD_MODES)[number];
export const PAYMENT_UPLOAD_METHOD: Record<PaymentUploadMode, PaymentMethod> = { BANK: 'BONIFICO', PAYROLL: 'PAYROLL' };

/** Columns every file has. */
export const PAYMENT_UPLOAD_COLUMNS = ['paydate', 'amount'] as const;
/**
 * The columns naming the payer: the file has at least one, each row a value in one. In this order they say who paid:
 * a row with several must name one member by all of them (functions: payments/uploads/uploadPayers.ts). The email
 * is how CiviCRM's and Wild Apricot's exports name a payer (their contact ids mean nothing to Tessera).
 */
export const PAYMENT_UPLOAD_KEY_COLUMNS = ['taxcode', 'cardnumber', 'email'] as const;
export type PaymentKeyColumn = (typeof PAYMENT_UPLOAD_KEY_COLUMNS)[number];
/**
 * Optional columns: `payyear` (else the header `value`), `object` (else the membership fee's wording), `notes`, and
 * `fee` — whether the row is the membership fee of its year (yes when blank), which renews the member's card.
 */
export const PAYMENT_UPLOAD_OPTIONAL_COLUMNS = ['payyear', 'object', 'notes', 'fee'] as const;
/** Every column a payment file may have, in the order a column mapping offers them. */
export const PAYMENT_UPLOAD_ALL_COLUMNS = [
  ...PAYMENT_UPLOAD_KEY_COLUMNS,
  ...PAYMENT_UPLOAD_COLUMNS,
  ...PAYMENT_UPLOAD_OPTIONAL_COLUMNS,
] as const;
export type PaymentColumn = (typeof PAYMENT_UPLOAD_ALL_COLUMNS)[number];

/** The object of a membership fee a row does not name one for (stored in Italian, like the receipts it prints on). */
export const feeObject = (payYear: number): string => `Quota associativa ${payYear}`;

/** A valid row, as stored in a chunk. */
export interface PaymentUploadRowData {
  ssn?: string;
  cardNumber?: string;
  /** trimmed and lower-cased, as members' emails are stored */
  email?: string;
  /** ISO YYYY-MM-DD, not after the day the file was read */
  payDate: string;
  payYear: number;
  /** cents, positive */
  amount: number;
  object: string;
  notes: string;
  membershipFee: boolean;
}

export type ParsedPaymentRow =
  { line: number; ok: true; data: PaymentUploadRowData } | { line: number; ok: false; reason: UploadReason; column?: string };

export type PaymentHeaderCheck =
  | { ok: true; columns: Partial<Record<PaymentColumn, number>> }
  | { ok: false; error: typeof NON_CONFORMING_DOCUMENT_KEY; missing: string[]; unexpected: string[]; duplicated: string[] };

/** The header conforms with paydate and amount, one or more of taxcode, cardnumber and email, the optional columns; nothing else. */
export function checkPaymentUploadHeader(headers: readonly unknown[]): PaymentHeaderCheck {
  const known: readonly string[] = PAYMENT_UPLOAD_ALL_COLUMNS;
  const { seen, missing, unexpected, duplicated } = readHeader(headers, known, PAYMENT_UPLOAD_COLUMNS);
  // no payer column: the first one is what is missing
  if (!PAYMENT_UPLOAD_KEY_COLUMNS.some((c) => seen.has(c))) missing.push(`${PAYMENT_UPLOAD_KEY_COLUMNS.join('|')}`);
  if (missing.length || unexpected.length || duplicated.length)
    return { ok: false, error: NON_CONFORMING_DOCUMENT_KEY, missing, unexpected, duplicated };
  return { ok: true, columns: Object.fromEntries(known.filter((c) => seen.has(c)).map((c) => [c, seen.get(c)!])) };
}

/**
 * An amount cell → cents, by the one amount rule (locale/money.ts parseCents): a number cell as euro (12.5 → 1250), text
 * in its column's writing (paymentAmountWriting): Italian ('1.234,56', '1234,5', '€ 30') unless the column is English
 * throughout ('1,234.56', '25.00'). Null when it is neither, has more than two decimals, is ambiguous ('1.500', '1,500',
 * '0,123'), is written the other way ('25.50' in an Italian column), or is not positive or above PAYMENT_AMOUNT_MAX.
 */
export function uploadAmount(cell: UploadCell, writing: Language = 'it'): number | null {
  const cents = typeof cell === 'number' ? parseCents(cell) : typeof cell === 'string' ? parseCents(cell, writing) : null;
  return cents !== null && cents > 0 && cents <= PAYMENT_AMOUNT_MAX ? cents : null;
}

const YES = ['yes', 'si', 'sì', 'true', '1', 'x', 'y', 's'];
const NO = ['no', 'false', '0', 'n'];

/**
 * The writing a file's amount column is read in, decided once for the whole column (locale/money.ts
 * amountColumnWriting): the preview says it, and the upload reads the rows with the same decision.
 */
export function paymentAmountWriting(rows: readonly (readonly UploadCell[])[], columns: Partial<Record<PaymentColumn, number>>): Language {
  const at = columns.amount;
  if (at === undefined) return 'it';
  // a number cell reads the same in both writings: only text says which one the column uses
  return amountColumnWriting(rows.map((cells) => (typeof cells[at] === 'string' ? cells[at] : null)));
}

/** The first key column a file has, in the order they name the payer: where a row missing its payer is reported. */
const firstKeyColumn = (columns: Partial<Record<PaymentColumn, number>>): PaymentKeyColumn =>
  PAYMENT_UPLOAD_KEY_COLUMNS.find((c) => columns[c] !== undefined) ?? 'taxcode';

/** The first key a valid row names its payer by (tax code, card number, email): where its payer's problems are reported. */
export const paymentKeyColumn = (data: Pick<PaymentUploadRowData, 'ssn' | 'cardNumber'>): PaymentKeyColumn =>
  data.ssn ? 'taxcode' : data.cardNumber ? 'cardnumber' : 'email';

function validateRow(
  cells: readonly UploadCell[],
  columns: Partial<Record<PaymentColumn, number>>,
  defaults: { payYear: number; today: string; writing: Language },
): { ok: true; data: PaymentUploadRowData } | { ok: false; reason: UploadReason; column?: string } {
  const cell = (c: PaymentColumn) => (columns[c] === undefined ? undefined : cells[columns[c]!]);
  const fail = (reason: UploadReason, column?: string) => ({ ok: false as const, reason, column });
  for (const c of Object.keys(columns) as PaymentColumn[]) if (isUnreadable(cell(c))) return fail('UNREADABLE_CELL', c);

  const taxCode = cellText(cell('taxcode')) ? taxCodeVerdict(cellText(cell('taxcode'))) : null;
  if (taxCode && !taxCode.ok) return fail('INVALID_TAX_CODE', 'taxcode');
  const ssn = taxCode?.ok ? taxCode.value : '';
  const cardNumber = cellText(cell('cardnumber'));
  if (cardNumber && !cardNumberSchema.safeParse(cardNumber).success) return fail('INVALID_CARD_NUMBER', 'cardnumber');
  const emailText = cellText(cell('email'));
  const emailCheck = emailText ? emailVerdict(emailText) : null;
  if (emailCheck && !emailCheck.ok) return fail('INVALID_EMAIL', 'email');
  const email = emailCheck?.ok ? emailCheck.value : '';
  if (!ssn && !cardNumber && !email) return fail('NO_MATCH_KEY', firstKeyColumn(columns));

  if (!cellText(cell('paydate'))) return fail('REQUIRED', 'paydate');
  const payDate = uploadDate(cell('paydate') ?? null);
  if (!payDate || payDate > defaults.today) return fail('INVALID_DATE', 'paydate');
  if (!cellText(cell('amount'))) return fail('REQUIRED', 'amount');
  const amount = uploadAmount(cell('amount'), defaults.writing);
  if (amount === null) return fail('INVALID_AMOUNT', 'amount');

  let payYear = defaults.payYear;
  const yearText = cellText(cell('payyear'));
  if (yearText) {
    if (!/^\d{4}$/.test(yearText)) return fail('INVALID_YEAR', 'payyear');
    payYear = Number(yearText);
  }
  if (payYear < PAY_YEAR_MIN || payYear > PAY_YEAR_MAX) return fail('INVALID_YEAR', 'payyear');

  const feeText = cellText(cell('fee')).toLowerCase();
  if (feeText && !YES.includes(feeText) && !NO.includes(feeText)) return fail('INVALID_VALUE', 'fee');
  const membershipFee = !NO.includes(feeText);
  const object = cellText(cell('object')) || (membershipFee ? feeObject(payYear) : '');
  if (!object) return fail('REQUIRED', 'object');
  if (object.length > PAYMENT_OBJECT_MAX) return fail('TOO_LONG', 'object');
  const notes = cellText(cell('notes'));
  if (notes.length > PAYMENT_NOTES_MAX) return fail('TOO_LONG', 'notes');
  return {
    ok: true,
    data: {
      ...(ssn ? { ssn } : {}),
      ...(cardNumber ? { cardNumber } : {}),
      ...(email ? { email } : {}),
      payDate,
      payYear,
      amount,
      object,
      notes,
      membershipFee,
    },
  };
}

/**
 * Validates every data row (line 1 is the header; blank rows are ignored but keep their line), the amounts in the
 * writing of their column (paymentAmountWriting). A row repeating an
 * earlier one (the same payer key, day, amount and year) is refused as DUPLICATE_IN_FILE: a statement listing a
 * transfer twice records it once.
 */
export function parsePaymentUploadRows(
  rows: readonly (readonly UploadCell[])[],
  columns: Partial<Record<PaymentColumn, number>>,
  defaults: { payYear: number; today: string },
  firstLine = 2,
): ParsedPaymentRow[] {
  const out: ParsedPaymentRow[] = [];
  const seen = new Set<string>();
  const rowDefaults = { ...defaults, writing: paymentAmountWriting(rows, columns) };
  rows.forEach((cells, i) => {
    const line = firstLine + i;
    if (cells.every((c) => cellText(c) === '' && !isUnreadable(c))) return;
    const v = validateRow(cells, columns, rowDefaults);
    if (!v.ok) return void out.push({ line, ok: false, reason: v.reason, ...(v.column ? { column: v.column } : {}) });
    const { ssn, cardNumber, email, payDate, amount, payYear } = v.data;
    const key = `${ssn ?? ''}|${cardNumber ?? ''}|${email ?? ''}|${payDate}|${amount}|${payYear}`;
    if (seen.has(key)) return void out.push({ line, ok: false, reason: 'DUPLICATE_IN_FILE', column: paymentKeyColumn(v.data) });
    seen.add(key);
    out.push({ line, ok: true, data: v.data });
  });
  return out;
}

/**
 * What identifies one uploaded payment: the payer, the day, the amount, the year and the method. The payment's id is
 * derived from it (functions: a hash), so the same transfer uploaded again — in a resumed job or in another file — finds
 * the payment already there and is not recorded twice.
 */
export const uploadedPaymentKey = (p: { memberId: string; payDate: string; amount: number; payYear: number; method: string }): string =>
  [p.memberId, p.payDate, p.amount, p.payYear, p.method].join('|');
