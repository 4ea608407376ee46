import { isEmailAddress } from '../entities/common';
import { isValidTaxCode } from '../codiceFiscale';
import { isIsoDate, parseDate, toIsoDate } from '../locale/dates';
import { MEMBER_UPLOAD_COLUMNS, NON_CONFORMING_DOCUMENT_KEY, normalizeHeader, type MemberUploadMode } from '../forms/uploads';

/**
 * Bulk upload of members (spec §4 "Bulk upload modes", §5). Pure: the API parses the file (CSV or XLSX) into a
 * header and cell rows, this module checks the header and validates every row before anything is written.
 * docs/api.md documents the format.
 */

/** Optional known columns beside the six standard ones (any order, each at most once). */
export const MEMBER_UPLOAD_OPTIONAL_COLUMNS = ['taxcode', 'cardnumber', 'group', 'zip', 'city', 'province'] as const;
export type MemberUploadOptionalColumn = (typeof MEMBER_UPLOAD_OPTIONAL_COLUMNS)[number];
export type MemberUploadAnyColumn = (typeof MEMBER_UPLOAD_COLUMNS)[number] | MemberUploadOptionalColumn;

/** Largest accepted file (decoded bytes) and number of data rows. */
export const MEMBER_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const MEMBER_UPLOAD_MAX_ROWS = 50_000;
/** Rows per chunk document (`uploads/{jobId}/chunks/{n}`) and per report document. */
export const MEMBER_UPLOAD_CHUNK_ROWS = 500;

export const UPLOAD_JOB_STATES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
export type UploadJobState = (typeof UPLOAD_JOB_STATES)[number];
export const UPLOAD_ROW_OUTCOMES = ['APPLIED', 'SKIPPED', 'REFUSED'] as const;
export type UploadRowOutcome = (typeof UPLOAD_ROW_OUTCOMES)[number];

/** Why a row was refused or skipped (translated by the web under `uploads.reasons.<REASON>`). */
export const UPLOAD_REASONS = [
  // found while reading the file
  'REQUIRED',
  'INVALID_EMAIL',
  'INVALID_DATE',
  'INVALID_TAX_CODE',
  'INVALID_CARD_NUMBER',
  'TOO_LONG',
  'NO_MATCH_KEY',
  'DUPLICATE_IN_FILE',
  'DUPLICATE_CARD_IN_FILE',
  // found while applying
  'NOT_FOUND',
  'UNKNOWN_GROUP',
  'OUT_OF_SCOPE',
  'CARD_NUMBER_ALREADY_USED',
  'EMAIL_ALREADY_USED',
  'CARD_NUMBER_MISMATCH',
] as const;
export type UploadReason = (typeof UPLOAD_REASONS)[number];

/** A valid row, as stored in a chunk: only the cells that were filled. */
export interface UploadRowData {
  name?: string;
  surname?: string;
  email?: string;
  /** ISO YYYY-MM-DD */
  birthDate?: string;
  address?: string;
  phone?: string;
  ssn?: string;
  cardNumber?: string;
  group?: string;
  zip?: string;
  city?: string;
  province?: string;
}

export type ParsedUploadRow =
  { line: number; ok: true; data: UploadRowData } | { line: number; ok: false; reason: UploadReason; column?: MemberUploadAnyColumn };

/** One line of the report. */
export interface UploadReportRow {
  line: number;
  outcome: UploadRowOutcome;
  reason?: UploadReason;
  column?: string;
  memberId?: string;
}

/** The job document `organizations/{org}/uploads/{jobId}` (timestamps as the reader sees them). */
export interface UploadJob {
  mode: MemberUploadMode;
  fileName: string;
  state: UploadJobState;
  total: number;
  processed: number;
  applied: number;
  skipped: number;
  refused: number;
  chunks: number;
  createdBy: string;
  createdAt: unknown;
  finishedAt?: unknown;
  /** the claim of the run applying the job (RUNNING only): renewed at every checkpoint, cleared at the end */
  leaseId?: string | null;
  leaseExpiresAt?: unknown;
  /** how many times POST /v1/members/bulk-upload-resume set the job back to QUEUED */
  resumes?: number;
  /** RESET: how many ACTIVE cards not in the file became INACTIVE */
  invalidatedCards?: number;
  error?: string;
}

/**
 * How long a run's claim on a job holds without a checkpoint. A chunk of MEMBER_UPLOAD_CHUNK_ROWS takes seconds;
 * a run silent for this long has crashed or timed out, and the job may be resumed.
 */
export const UPLOAD_LEASE_MS = 2 * 60_000;

/**
 * Whether POST /v1/members/bulk-upload-resume may put a job back to QUEUED at `now` (ms): a RUNNING job whose
 * lease expired (or that has none) and a FAILED one may be resumed; a live lease or a QUEUED job is busy; DONE is finished.
 * The web shows the Resume button with the same answer.
 */
export function uploadJobResumability(
  state: UploadJobState,
  leaseExpiresAtMs: number | null,
  now: number,
): 'RESUMABLE' | 'UPLOAD_JOB_BUSY' | 'UPLOAD_JOB_FINISHED' {
  if (state === 'DONE') return 'UPLOAD_JOB_FINISHED';
  if (state === 'FAILED') return 'RESUMABLE';
  if (state === 'RUNNING' && (leaseExpiresAtMs === null || leaseExpiresAtMs <= now)) return 'RESUMABLE';
  return 'UPLOAD_JOB_BUSY';
}

export type HeaderCheck =
  | { ok: true; columns: Partial<Record<MemberUploadAnyColumn, number>> }
  | { ok: false; error: typeof NON_CONFORMING_DOCUMENT_KEY; missing: string[]; unexpected: string[]; duplicated: string[] };

/**
 * The header conforms when it has the six standard columns, each once, plus optionally the known optional
 * columns, each once; nothing else (blank header cells are ignored). Order is free; names are case-insensitive.
 */
export function checkMemberUploadHeader(headers: readonly unknown[]): HeaderCheck {
  const known: readonly string[] = [...MEMBER_UPLOAD_COLUMNS, ...MEMBER_UPLOAD_OPTIONAL_COLUMNS];
  const seen = new Map<string, number>();
  const duplicated = new Set<string>();
  const unexpected: string[] = [];
  headers.map(normalizeHeader).forEach((n, i) => {
    if (!n) return;
    if (seen.has(n)) duplicated.add(n);
    else seen.set(n, i);
    if (!known.includes(n) && !unexpected.includes(n)) unexpected.push(n);
  });
  const missing = MEMBER_UPLOAD_COLUMNS.filter((c) => !seen.has(c));
  if (missing.length || unexpected.length || duplicated.size) {
    return { ok: false, error: NON_CONFORMING_DOCUMENT_KEY, missing, unexpected, duplicated: [...duplicated] };
  }
  const columns: Partial<Record<MemberUploadAnyColumn, number>> = {};
  for (const c of known) if (seen.has(c)) columns[c as MemberUploadAnyColumn] = seen.get(c)!;
  return { ok: true, columns };
}

/** A cell as the parsers give it: text (CSV), or text, number, Date or nothing (XLSX). */
export type UploadCell = string | number | boolean | Date | null | undefined;

function text(cell: UploadCell): string {
  if (cell == null) return '';
  if (cell instanceof Date) return toIsoDate(cell) ?? '';
  return String(cell).trim();
}

/** dd/MM/yyyy (also d/M/yyyy, with - or .), ISO yyyy-MM-dd, or a spreadsheet date cell → ISO date; null when not a date. */
export function uploadDate(cell: UploadCell): string | null {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : toIsoDate(cell);
  const s = text(cell);
  if (/^\d{4}-\d{2}-\d{2}(T.*)?$/.test(s)) return isIsoDate(s.slice(0, 10)) ? s.slice(0, 10) : null;
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s);
  if (!m) return null;
  return parseDate(`${m[1]!.padStart(2, '0')}/${m[2]!.padStart(2, '0')}/${m[3]}`, 'dd/MM/yyyy');
}

const LIMITS: Partial<Record<MemberUploadAnyColumn, number>> = {
  firstname: 100,
  lastname: 100,
  address: 200,
  telephone: 30,
  group: 100,
  zip: 6,
  city: 100,
  province: 100,
};

function validateRow(cells: readonly UploadCell[], columns: Partial<Record<MemberUploadAnyColumn, number>>, mode: MemberUploadMode) {
  const cell = (c: MemberUploadAnyColumn) => (columns[c] === undefined ? undefined : cells[columns[c]!]);
  const fail = (reason: UploadReason, column?: MemberUploadAnyColumn) => ({ ok: false as const, reason, column });
  const data: UploadRowData = {};
  for (const [col, max] of Object.entries(LIMITS) as [MemberUploadAnyColumn, number][]) {
    const v = text(cell(col));
    if (v.length > max) return fail('TOO_LONG', col);
  }
  const put = (key: keyof UploadRowData, v: string) => {
    if (v) data[key] = v;
  };
  put('name', text(cell('firstname')));
  put('surname', text(cell('lastname')));
  put('address', text(cell('address')));
  put('phone', text(cell('telephone')));
  put('group', text(cell('group')));
  put('zip', text(cell('zip')));
  put('city', text(cell('city')));
  put('province', text(cell('province')));

  const email = text(cell('email')).toLowerCase();
  if (email) {
    if (!isEmailAddress(email)) return fail('INVALID_EMAIL', 'email');
    data.email = email;
  }
  const dob = cell('dob');
  if (text(dob)) {
    const iso = uploadDate(dob);
    if (!iso) return fail('INVALID_DATE', 'dob');
    data.birthDate = iso;
  }
  const ssn = text(cell('taxcode')).toUpperCase();
  if (ssn) {
    if (!isValidTaxCode(ssn)) return fail('INVALID_TAX_CODE', 'taxcode');
    data.ssn = ssn;
  }
  const card = text(cell('cardnumber'));
  if (card) {
    if (!/^\d{1,12}$/.test(card)) return fail('INVALID_CARD_NUMBER', 'cardnumber');
    data.cardNumber = card;
  }
  if (!data.email && !data.ssn) return fail('NO_MATCH_KEY', 'email');
  if (mode !== 'DELETE') {
    if (!data.name) return fail('REQUIRED', 'firstname');
    if (!data.surname) return fail('REQUIRED', 'lastname');
  }
  return { ok: true as const, data };
}

/**
 * Validates every data row (line numbers count the header as line 1; blank rows are ignored but keep their
 * line). Duplicates inside the file are refused from their second occurrence: the same email or tax code
 * (DUPLICATE_IN_FILE) or the same card number (DUPLICATE_CARD_IN_FILE).
 */
export function parseMemberUploadRows(
  rows: readonly (readonly UploadCell[])[],
  columns: Partial<Record<MemberUploadAnyColumn, number>>,
  mode: MemberUploadMode,
  firstLine = 2,
): ParsedUploadRow[] {
  const out: ParsedUploadRow[] = [];
  const keys = new Set<string>();
  const cards = new Set<string>();
  rows.forEach((cells, i) => {
    const line = firstLine + i;
    if (cells.every((c) => text(c) === '')) return;
    const v = validateRow(cells, columns, mode);
    if (!v.ok) {
      out.push({ line, ok: false, reason: v.reason, ...(v.column ? { column: v.column } : {}) });
      return;
    }
    const ids = [v.data.email && `e:${v.data.email}`, v.data.ssn && `s:${v.data.ssn}`].filter(Boolean) as string[];
    if (ids.some((k) => keys.has(k))) {
      out.push({ line, ok: false, reason: 'DUPLICATE_IN_FILE', column: v.data.email ? 'email' : 'taxcode' });
      return;
    }
    if (v.data.cardNumber && cards.has(v.data.cardNumber)) {
      out.push({ line, ok: false, reason: 'DUPLICATE_CARD_IN_FILE', column: 'cardnumber' });
      return;
    }
    ids.forEach((k) => keys.add(k));
    if (v.data.cardNumber) cards.add(v.data.cardNumber);
    out.push({ line, ok: true, data: v.data });
  });
  return out;
}

/** "pending-counters" (spec §3 Local storage): the upload jobs the browser started and still shows. */
export const PENDING_COUNTERS_KEY = 'pending-counters';
