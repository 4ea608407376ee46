import { z } from 'zod';
import { EXPORT_FORMATS } from '../constants';
import { searchQuery } from './query';
import { fieldsOf, type CustomFieldRef, type FieldType, type SearchMode } from './fields';
import type { SearchCell } from './run';
import { METHOD_IT, PAYMENT_STATUS_IT } from '../payments/italianNames';

/**
 * Downloads of an advanced search: every match of a
 * query as XLSX (sheet "Estrazione"), CSV or TXT. Up to SEARCH_DOWNLOAD_INLINE_MAX rows the file comes back in the
 * answer; more are written by a background job (docs/search.md "Downloads"), whose progress the screen follows.
 */
export const SEARCH_DOWNLOAD_INLINE_MAX = 5_000;
/** Most rows one download holds (the largest association of the benchmark, with room). */
export const SEARCH_DOWNLOAD_MAX_ROWS = 200_000;
/** How often a job records its progress, in rows. */
export const SEARCH_EXPORT_PROGRESS_EVERY = 5_000;
/** How long a background download and its file are kept: then the daily sweep deletes both (a file of members' data
 * should not outlive its use; the admin runs the search again for a fresh one). */
export const SEARCH_EXPORT_KEEP_DAYS = 7;

export const searchDownloadRequest = z.strictObject({
  query: searchQuery,
  format: z.enum(EXPORT_FORMATS, { error: 'validation.notAllowed' }),
});
export type SearchDownloadRequest = z.infer<typeof searchDownloadRequest>;

/** A background download: QUEUED → RUNNING → DONE (its file ready) or FAILED (`error` says why). */
export const SEARCH_EXPORT_STATUSES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
export type SearchExportStatus = (typeof SEARCH_EXPORT_STATUSES)[number];

/** A download job as its owner's screen reads it (`organizations/{org}/searchExports/{id}`). */
export interface SearchExportView {
  status: SearchExportStatus;
  format: (typeof EXPORT_FORMATS)[number];
  /** rows written so far, and the rows the query matched when the job began */
  done: number;
  total: number;
  fileName: string;
  ownerUid: string;
}

/** The Italian header of each field in a downloaded file (Italian headers; custom fields by their names). */
export const SEARCH_HEADERS: Record<string, string> = {
  surname: 'Cognome',
  name: 'Nome',
  ssn: 'Codice fiscale',
  email: 'Email',
  phone: 'Telefono',
  gender: 'Sesso',
  birthDate: 'Data di nascita',
  birthPlace: 'Luogo di nascita',
  birthProvince: 'Provincia di nascita',
  age: 'Età',
  group: 'Gruppo',
  section: 'Sezione territoriale',
  category: 'Categoria',
  maritalStatus: 'Stato civile',
  accountStatus: 'Stato account',
  cardNumber: 'Numero tessera',
  cardStatus: 'Stato tessera',
  cardValidUntil: 'Tessera valida fino al',
  registeredAt: 'Data di iscrizione',
  lastPaymentAt: 'Ultimo pagamento',
  residenceAddress: 'Indirizzo di residenza',
  residenceZip: 'CAP di residenza',
  residenceCity: 'Comune di residenza',
  residenceProvince: 'Provincia di residenza',
  deceased: 'Deceduto',
  cancellationRequested: 'Recesso richiesto',
  feeYears: 'Quote pagate',
  holder: 'Intestatario',
  payDate: 'Data pagamento',
  payYear: 'Anno di riferimento',
  amount: 'Importo',
  mode: 'Metodo di pagamento',
  status: 'Stato pagamento',
  object: 'Oggetto',
  membershipFee: 'Quota associativa',
  refunded: 'Rimborsato',
  clusterName: 'Convenzione',
};

/** The Italian names of the fixed options a file writes (the Italian screen's words: web locales, checked by a test). */
export const SEARCH_OPTION_NAMES: Record<string, Record<string, string>> = {
  gender: { M: 'Maschio', F: 'Femmina' },
  accountStatus: { ACTIVE: 'Attivo', INACTIVE: 'Non attivo', PENDING: 'In attesa', SUSPENDED: 'Sospeso' },
  cardStatus: { ACTIVE: 'Attiva', INACTIVE: 'Non attiva', NOT_FOUND: 'Assente' },
  // payments: the names receipts and the payments' export use
  mode: METHOD_IT,
  status: PAYMENT_STATUS_IT,
};

/** How a column's cells are written: text (tax codes, card numbers, CAPs keep their zeros), a date cell, a number. */
export type DownloadCellKind = 'text' | 'date' | 'number' | 'euros';
const KIND_OF: Record<FieldType, DownloadCellKind> = {
  text: 'text',
  number: 'number',
  date: 'date',
  select: 'text',
  boolean: 'text',
  years: 'text',
};

export interface DownloadColumn {
  field: string;
  header: string;
  kind: DownloadCellKind;
  type: FieldType;
  /** a select whose values are the organization's list values: the cell shows the value's name */
  list: boolean;
}

/** The file's columns for the fields shown, with their headers and kinds (custom fields headed by their names). */
export function downloadColumns(
  mode: SearchMode,
  shown: readonly string[],
  custom: readonly (CustomFieldRef & { name: string })[],
): DownloadColumn[] {
  const fields = new Map(fieldsOf(mode, custom).map((f) => [f.id, f]));
  const names = new Map(custom.map((d) => [`custom.${d.id}`, d.name]));
  return shown.flatMap((id) => {
    const f = fields.get(id);
    if (!f) return [];
    const kind = f.cents ? 'euros' : KIND_OF[f.type];
    return [{ field: id, header: names.get(id) ?? SEARCH_HEADERS[id] ?? id, kind, type: f.type, list: !!f.list }];
  });
}

/** The file's name: `ricerca-<mode>-<day>.<format>`. */
export const searchFileName = (mode: SearchMode, day: string, format: (typeof EXPORT_FORMATS)[number]) =>
  `ricerca-${mode}-${day}.${format}`;

/**
 * A result's cell as the file writes it: a day as a date (midnight UTC), a number as a number, a list value or a fixed
 * option (gender, statuses) by its Italian name,
 * yes/no for flags (an absent flag is no), several values (fee years, a multi-select) joined. Text stays text.
 */
export function downloadCell(
  column: DownloadColumn,
  value: SearchCell,
  listNames: ReadonlyMap<string, string>,
): string | number | Date | null {
  if (column.type === 'boolean') return value === true ? 'Sì' : 'No';
  if (value === null || value === '') return null;
  const options = SEARCH_OPTION_NAMES[column.field];
  const named = (v: string | number) => (column.list ? (listNames.get(String(v)) ?? String(v)) : (options?.[String(v)] ?? String(v)));
  if (Array.isArray(value)) return value.length ? value.map(named).join(', ') : null;
  if (column.kind === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T00:00:00Z`);
  if (column.kind === 'number' && typeof value === 'number') return value;
  if (column.kind === 'euros' && typeof value === 'number') return value / 100;
  return typeof value === 'boolean' ? (value ? 'Sì' : 'No') : named(value);
}
