import { z } from 'zod';
import { EXPORT_FORMATS } from '../constants';
import { isoDate } from '../entities/common';
import { PAYMENT_FILTERS, PAYMENT_SORTS, type PaymentFilterKey } from '../lists/specs';

/**
 * The payments' export: the columns of the file, with their Italian headers (like the members'
 * extraction) and how each cell is written — text (card numbers keep their leading zeros), a date (a date cell in
 * XLSX, dd/MM/yyyy in CSV/TXT), a whole number, or euros (a number cell with two decimals; `1234,56` in CSV/TXT).
 * Fixed: an accountant wants the same ledger every time.
 */
export const PAYMENT_EXTRACTION_COLUMNS = [
  { key: 'payDate', header: 'Data pagamento', kind: 'date' },
  { key: 'payYear', header: 'Anno', kind: 'number' },
  { key: 'holder', header: 'Associato', kind: 'text' },
  { key: 'cardNumber', header: 'Numero tessera', kind: 'text' },
  { key: 'group', header: 'Gruppo', kind: 'text' },
  { key: 'amount', header: 'Importo (€)', kind: 'euros' },
  { key: 'mode', header: 'Metodo', kind: 'text' },
  { key: 'status', header: 'Stato', kind: 'text' },
  { key: 'object', header: 'Oggetto', kind: 'text' },
  { key: 'quantity', header: 'Quantità', kind: 'number' },
  { key: 'vatPercent', header: 'IVA %', kind: 'number' },
  { key: 'cardPayment', header: 'Quota associativa', kind: 'text' },
  { key: 'cluster', header: 'Convenzione', kind: 'text' },
  { key: 'operation', header: 'Operazione', kind: 'text' },
  { key: 'b1Aggregate', header: 'Aggregato B1', kind: 'text' },
  { key: 'project', header: 'Progetto', kind: 'text' },
  { key: 'account', header: 'Conto', kind: 'text' },
  { key: 'cdc', header: 'CDC', kind: 'text' },
  { key: 'receipt', header: 'Ricevuta n.', kind: 'text' },
  { key: 'refundedAmount', header: 'Rimborsato (€)', kind: 'euros' },
  { key: 'creditNote', header: 'Nota di credito n.', kind: 'text' },
  { key: 'operator', header: 'Operatore', kind: 'text' },
  { key: 'notes', header: 'Note', kind: 'text' },
] as const satisfies readonly { key: string; header: string; kind: 'text' | 'date' | 'number' | 'euros' }[];
export type PaymentExtractionColumn = (typeof PAYMENT_EXTRACTION_COLUMNS)[number]['key'];

/** Most payments one export returns (a year of a large association; a bigger set: narrow the filters). */
export const PAYMENT_EXTRACTION_MAX_ROWS = 50_000;

const filterValue = z.string({ error: 'validation.required' }).trim().max(100, 'validation.tooLong').optional();
const optionalDay = z.union([isoDate, z.literal('')]).nullish();

/**
 * POST /v1/payments/extraction: what the payments page shows — its filters, search, date range and order — and the
 * format. Filters are read exactly as the list reads them (lists/query.ts), so the file holds the rows the page counts.
 */
export const paymentExtractionRequest = z.object({
  filters: z
    .object(Object.fromEntries(PAYMENT_FILTERS.map((k) => [k, filterValue])) as Record<PaymentFilterKey, typeof filterValue>)
    .default({}),
  search: z.string({ error: 'validation.required' }).trim().max(100, 'validation.tooLong').optional(),
  range: z.object({ from: optionalDay, to: optionalDay }).nullish(),
  sort: z.object({ key: z.enum(PAYMENT_SORTS), dir: z.enum(['asc', 'desc']) }).optional(),
  format: z.enum(EXPORT_FORMATS, { error: 'validation.notAllowed' }),
});
export type PaymentExtractionRequest = z.input<typeof paymentExtractionRequest>;
