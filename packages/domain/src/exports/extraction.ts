import { z } from 'zod';
import { docId } from '../entities/common';
import { ACCOUNT_STATUSES, CARD_STATUSES } from '../entities/member';
import { EXPORT_FORMATS } from '../constants';
import { MAX_CUSTOM_FIELDS } from '../settings/customFields';

/**
 * Extraction: the columns an admin may pick, with the Italian header each has in the file.
 * `kind` says how the cell is written: text (CAPs, tax codes, card numbers keep their leading zeros), date
 * (a real date cell in XLSX, dd/MM/yyyy in CSV/TXT) or list (a list value id shown by its name).
 */
export const EXTRACTION_COLUMNS = {
  surname: { header: 'Cognome', kind: 'text' },
  name: { header: 'Nome', kind: 'text' },
  ssn: { header: 'Codice fiscale', kind: 'text' },
  email: { header: 'Email', kind: 'text' },
  phone: { header: 'Telefono', kind: 'text' },
  gender: { header: 'Sesso', kind: 'text' },
  birthDate: { header: 'Data di nascita', kind: 'date' },
  birthPlace: { header: 'Luogo di nascita', kind: 'text' },
  birthProvince: { header: 'Provincia di nascita', kind: 'text' },
  address: { header: 'Indirizzo', kind: 'text' },
  zip: { header: 'CAP', kind: 'text' },
  city: { header: 'Comune', kind: 'text' },
  province: { header: 'Provincia', kind: 'text' },
  group: { header: 'Gruppo', kind: 'list' },
  section: { header: 'Sezione territoriale', kind: 'list' },
  category: { header: 'Categoria', kind: 'list' },
  accountStatus: { header: 'Stato account', kind: 'text' },
  cardNumber: { header: 'Numero tessera', kind: 'text' },
  cardStatus: { header: 'Stato tessera', kind: 'text' },
  registeredAt: { header: 'Data iscrizione', kind: 'date' },
  lastPaymentAt: { header: 'Ultimo pagamento', kind: 'date' },
} as const satisfies Record<string, { header: string; kind: 'text' | 'date' | 'list' }>;
export type ExtractionColumn = keyof typeof EXTRACTION_COLUMNS;
export const EXTRACTION_COLUMN_KEYS = Object.keys(EXTRACTION_COLUMNS) as ExtractionColumn[];
/**
 * The columns the organization's preferences let the caller extract: the group and the section follow the screens
 * (settings/shownFields.ts), so a hidden field is not extracted either.
 */
export function extractableColumns(shown: { group: boolean; section: boolean }): ExtractionColumn[] {
  return EXTRACTION_COLUMN_KEYS.filter((c) => (c !== 'group' || shown.group) && (c !== 'section' || shown.section));
}

/** What the dialog ticks at first. */
export const DEFAULT_EXTRACTION_COLUMNS: ExtractionColumn[] = ['surname', 'name', 'ssn', 'email', 'birthDate', 'zip', 'cardNumber'];

/** Most rows one extraction returns. */
export const EXTRACTION_MAX_ROWS = 50_000;

const filterId = z.string({ error: 'validation.id' }).trim().min(1, 'validation.required').max(100, 'validation.tooLong');

export const extractionRequest = z.object({
  filters: z
    .object({
      group: filterId.optional(),
      section: filterId.optional(),
      category: filterId.optional(),
      accountStatus: z.enum(ACCOUNT_STATUSES, { error: 'validation.notAllowed' }).optional(),
      cardStatus: z.enum(CARD_STATUSES, { error: 'validation.notAllowed' }).optional(),
      search: z.string({ error: 'validation.required' }).trim().max(100, 'validation.tooLong').optional(),
    })
    .default({}),
  columns: z
    .array(z.enum(EXTRACTION_COLUMN_KEYS as [ExtractionColumn, ...ExtractionColumn[]], { error: 'validation.notAllowed' }))
    .min(1, 'validation.required')
    .max(EXTRACTION_COLUMN_KEYS.length),
  /** custom fields (their ids) as more columns, after the chosen ones, in the settings order; headed by their names */
  customFields: z.array(docId).max(MAX_CUSTOM_FIELDS, 'validation.tooManyValues').default([]),
  format: z.enum(EXPORT_FORMATS, { error: 'validation.notAllowed' }),
});
export type ExtractionRequest = z.infer<typeof extractionRequest>;

export const EXTRACTION_MIME = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv;charset=utf-8',
  txt: 'text/plain;charset=utf-8',
} as const;
