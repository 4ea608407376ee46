import { emailVerdict } from '../fields/email';
import { taxCodeVerdict } from '../fields/taxCode';
import { birthDateAsOf, readWrittenDate } from '../fields/dates';
import { memberInput } from '../entities/member';
import { todayInItaly, toIsoDate } from '../locale/dates';
import { MEMBER_UPLOAD_COLUMNS, NON_CONFORMING_DOCUMENT_KEY, normalizeHeader, type MemberUploadMode } from '../forms/uploads';
import { excelSerialToIsoDate, spreadsheetDay } from './spreadsheetDates';
import { customFieldValueSchema, type CustomFieldDefinition, type CustomFieldValue } from '../forms/customFields';
import { EXTRACTION_COLUMN_KEYS, EXTRACTION_COLUMNS, type ExtractionColumn } from '../exports/extraction';

/**
 * Bulk upload of members. Pure: the API parses the file (CSV or XLSX) into a
 * header and cell rows, this module checks the header and validates every row before anything is written.
 * docs/api.md documents the format.
 */

/** Optional known columns beside the six standard ones (any order, each at most once). */
export const MEMBER_UPLOAD_OPTIONAL_COLUMNS = ['taxcode', 'cardnumber', 'group', 'zip', 'city', 'province'] as const;
export type MemberUploadOptionalColumn = (typeof MEMBER_UPLOAD_OPTIONAL_COLUMNS)[number];
export type MemberUploadAnyColumn = (typeof MEMBER_UPLOAD_COLUMNS)[number] | MemberUploadOptionalColumn;

/**
 * The optional columns a file may carry for this uploader: `group` only while groups are shown to them (settings
 * showGroups, domain shownMemberFields: a group admin keeps it), as the member form and the extraction do.
 */
export function uploadOptionalColumns(shown: { group: boolean }): readonly MemberUploadOptionalColumn[] {
  return MEMBER_UPLOAD_OPTIONAL_COLUMNS.filter((c) => c !== 'group' || shown.group);
}

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
  'IMPLAUSIBLE_BIRTH_DATE',
  'INVALID_ZIP',
  'INVALID_PHONE',
  'UNREADABLE_CELL',
  'INVALID_TAX_CODE',
  'INVALID_CARD_NUMBER',
  'TOO_LONG',
  'NO_MATCH_KEY',
  'DUPLICATE_IN_FILE',
  'DUPLICATE_CARD_IN_FILE',
  /** a custom field's cell its definition does not take (a value not allowed, not a number, not a date) */
  'INVALID_VALUE',
  /** a payment upload's amount that is not a positive amount in euro (or exceeds PAYMENT_AMOUNT_MAX) */
  'INVALID_AMOUNT',
  /** a payment upload's pay year outside PAY_YEAR_MIN…PAY_YEAR_MAX */
  'INVALID_YEAR',
  // found while applying
  'NOT_FOUND',
  'UNKNOWN_GROUP',
  'OUT_OF_SCOPE',
  'CARD_NUMBER_ALREADY_USED',
  'EMAIL_ALREADY_USED',
  'TAX_CODE_ALREADY_USED',
  'CARD_NUMBER_MISMATCH',
  'KEYS_CONFLICT',
  /** a payment upload's row whose payment an earlier upload recorded (the same member, day, amount, year and method) */
  'ALREADY_RECORDED',
  /** a row naming a member whose personal data was erased before the row was applied: the row's cells are gone */
  'ERASED',
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
  /** custom fields' values by name: those members see (kept on the member record) */
  customFields?: Record<string, CustomFieldValue>;
  /** and the back-office-only ones (kept in the member's back-office document) */
  adminCustomFields?: Record<string, CustomFieldValue>;
}

/** A custom field as the upload reads it: the definition, and the side its values are kept on. */
export type UploadCustomField = CustomFieldDefinition & { visibleToMember?: boolean };
/** A custom field's column in the file. */
export interface UploadCustomColumn {
  field: UploadCustomField;
  index: number;
}

/** The keys a row names a member by (a valid email, a valid tax code). */
export interface UploadMatchKeys {
  email?: string;
  ssn?: string;
}

export type ParsedUploadRow =
  | { line: number; ok: true; data: UploadRowData }
  /** `keys`: the member a refused row still names, so RESET leaves that member's card alone */
  /** `column`: a standard column, or a custom field's name */
  | { line: number; ok: false; reason: UploadReason; column?: string; keys?: UploadMatchKeys };

/** One line of the report. */
export interface UploadReportRow {
  line: number;
  outcome: UploadRowOutcome;
  reason?: UploadReason;
  column?: string;
  /** the member the row changed, or (refused) the member it names */
  memberId?: string;
  /** APPLIED (not DELETE): the fields the row changed or set, residence parts as `residence.line` … */
  changes?: string[];
  /** a payment upload: the payment the row recorded (or, ALREADY_RECORDED, found) */
  paymentId?: string;
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
  | { ok: true; columns: Partial<Record<MemberUploadAnyColumn, number>>; custom: UploadCustomColumn[] }
  | { ok: false; error: typeof NON_CONFORMING_DOCUMENT_KEY; missing: string[]; unexpected: string[]; duplicated: string[] };

/**
 * Where each known column of a header is (0-based, names normalized), and what is wrong with it: required columns
 * missing, unknown ones, repeated ones. Blank header cells are ignored. Every upload's header check starts here.
 */
export function readHeader(headers: readonly unknown[], known: readonly string[], required: readonly string[]) {
  const seen = new Map<string, number>();
  const duplicated = new Set<string>();
  const unexpected: string[] = [];
  headers.map(normalizeHeader).forEach((n, i) => {
    if (!n) return;
    if (seen.has(n)) duplicated.add(n);
    else seen.set(n, i);
    if (!known.includes(n) && !unexpected.includes(n)) unexpected.push(n);
  });
  return { seen, missing: required.filter((c) => !seen.has(c)), unexpected, duplicated: [...duplicated] };
}

/** The member upload's column each extraction column fills when an extraction comes back as an upload. */
const EXTRACTION_FILLS: Partial<Record<ExtractionColumn, MemberUploadAnyColumn>> = {
  name: 'firstname',
  surname: 'lastname',
  email: 'email',
  birthDate: 'dob',
  address: 'address',
  phone: 'telephone',
  ssn: 'taxcode',
  cardNumber: 'cardnumber',
  group: 'group',
  zip: 'zip',
  city: 'city',
  province: 'province',
};
/** The extraction's headers in English, as the extraction dialog names the columns in English. */
const EXTRACTION_HEADERS_EN: Record<ExtractionColumn, string> = {
  surname: 'Surname',
  name: 'Name',
  ssn: 'Tax code',
  email: 'Email',
  phone: 'Phone',
  gender: 'Gender',
  birthDate: 'Birth date',
  birthPlace: 'Birthplace',
  birthProvince: 'Birth province',
  address: 'Address',
  zip: 'ZIP',
  city: 'City',
  province: 'Province',
  group: 'Group',
  section: 'Territorial section',
  category: 'Category',
  accountStatus: 'Account status',
  cardNumber: 'Card number',
  cardStatus: 'Card status',
  registeredAt: 'Registration date',
  lastPaymentAt: 'Last payment',
};
/**
 * An extraction's header (Italian, as the file has it, or English), normalized → the upload column it fills, or null
 * for a column the upload does not set (status, registration date, …): read-only there, ignored here.
 */
export const EXTRACTION_HEADER_FILLS: ReadonlyMap<string, MemberUploadAnyColumn | null> = new Map<string, MemberUploadAnyColumn | null>(
  EXTRACTION_COLUMN_KEYS.flatMap((c) =>
    [EXTRACTION_COLUMNS[c].header, EXTRACTION_HEADERS_EN[c]].map((h) => [normalizeHeader(h), EXTRACTION_FILLS[c] ?? null] as const),
  ),
);

/**
 * The header as the upload's own column names: an extraction's headers become the columns they fill, its read-only
 * columns blank (ignored), so that an extraction re-uploads as it is. A custom field's name stays its own column.
 */
function asUploadHeader(headers: readonly unknown[], customNames: ReadonlySet<string>): unknown[] {
  return headers.map((h) => {
    const n = normalizeHeader(h);
    if (customNames.has(n)) return h;
    const fills = EXTRACTION_HEADER_FILLS.get(n);
    return fills === undefined ? h : (fills ?? '');
  });
}

/**
 * Whether the header is a member extraction's: every cell (blank ones and custom fields' names aside) is one of the
 * extraction's headers, Italian or English. A file written by hand uses the upload's own column names instead.
 */
function isExtractionHeader(headers: readonly unknown[], customNames: ReadonlySet<string>): boolean {
  const names = headers.map(normalizeHeader).filter((n) => n && !customNames.has(n));
  return names.length > 0 && names.every((n) => EXTRACTION_HEADER_FILLS.has(n));
}

/**
 * What an extraction must carry to come back: the names and a key to find the member by (the email or the tax code,
 * reported as a missing email). The other columns may be left out of it, as the extraction dialog lets the
 * administrator choose: a column the file does not have changes nothing on the members it updates.
 */
function missingFromExtraction(seen: ReadonlyMap<string, number>): string[] {
  const missing = (['firstname', 'lastname'] as const).filter((c) => !seen.has(c)) as string[];
  if (!seen.has('email') && !seen.has('taxcode')) missing.push('email');
  return missing;
}

/**
 * The header conforms when it has the six standard columns, each once, plus optionally the `optional` columns
 * (uploadOptionalColumns) and columns named after the organization's custom fields, each once; nothing else (blank
 * header cells are ignored). Order is free; names are case-insensitive. A member extraction's headers, Italian or
 * English, count as the columns they fill (asUploadHeader), and an extraction needs only the columns that name its
 * members (missingFromExtraction): the default extraction has no address or phone. So does a header the administrator
 * mapped (`mapped`, uploads/columnMapping.ts): another tool's file has the columns it has.
 */
export function checkMemberUploadHeader(
  headers: readonly unknown[],
  customFields: readonly UploadCustomField[] = [],
  optional: readonly MemberUploadOptionalColumn[] = MEMBER_UPLOAD_OPTIONAL_COLUMNS,
  mapped = false,
): HeaderCheck {
  const standard: readonly string[] = [...MEMBER_UPLOAD_COLUMNS, ...optional];
  // a custom field named like a standard column is not a column of its own: the standard one wins
  const custom = new Map(
    customFields.map((f) => [normalizeHeader(f.name), f]).filter(([n]) => !standard.includes(n as string)) as [string, UploadCustomField][],
  );
  const customNames = new Set(custom.keys());
  const extraction = mapped || isExtractionHeader(headers, customNames);
  const read = readHeader(asUploadHeader(headers, customNames), [...standard, ...custom.keys()], extraction ? [] : MEMBER_UPLOAD_COLUMNS);
  const { seen, unexpected, duplicated } = read;
  const missing = extraction ? missingFromExtraction(seen) : read.missing;
  if (missing.length || unexpected.length || duplicated.length) {
    return { ok: false, error: NON_CONFORMING_DOCUMENT_KEY, missing, unexpected, duplicated };
  }
  const columns: Partial<Record<MemberUploadAnyColumn, number>> = {};
  for (const c of standard) if (seen.has(c)) columns[c as MemberUploadAnyColumn] = seen.get(c)!;
  const customColumns = [...custom].filter(([n]) => seen.has(n)).map(([n, field]) => ({ field, index: seen.get(n)! }));
  return { ok: true, columns, custom: customColumns };
}

/**
 * A spreadsheet cell whose value the file does not hold: a formula saved without its result (written by a program
 * that does not calculate) or an error (#DIV/0!, #REF!). The row is refused rather than stored with a guess.
 */
export interface UnreadableCell {
  unreadable: 'formula' | 'error';
}

/** A cell as the parsers give it: text (CSV), or text, number, Date, nothing or an unreadable cell (XLSX). */
export type UploadCell = string | number | boolean | Date | UnreadableCell | null | undefined;

export const isUnreadable = (cell: UploadCell): cell is UnreadableCell => typeof cell === 'object' && cell !== null && 'unreadable' in cell;

/** A cell as trimmed text (a date cell as its ISO day; an unreadable cell as nothing). */
export function cellText(cell: UploadCell): string {
  if (cell == null || isUnreadable(cell)) return '';
  if (cell instanceof Date) return spreadsheetDay(cell) ?? toIsoDate(cell) ?? '';
  return String(cell).trim();
}

/**
 * A date cell → ISO date, null when not a date: text as people write it (the date field's rule, fields/dates.ts), a
 * spreadsheet date cell, or a spreadsheet number (an Excel serial in a cell left in the General format). Spreadsheet
 * days follow Excel's calendar (see spreadsheetDates.ts), so 1900-01-15 stays 1900-01-15.
 */
export function uploadDate(cell: UploadCell): string | null {
  if (cell instanceof Date) return spreadsheetDay(cell);
  if (typeof cell === 'number') return excelSerialToIsoDate(cell);
  return readWrittenDate(cellText(cell));
}

/**
 * Where each standard column goes in the API's member input (entities/member.ts memberInput), and what the report says
 * when that field's rule refuses the cell: `refused`, or TOO_LONG for a value over the length a `tooLong` column allows
 * (the free-text columns have no other rule, so their refusal is TOO_LONG). In the order a row's first problem is
 * reported, after any cell over its length.
 */
const ROW_FIELDS: Record<MemberUploadAnyColumn, { path: string; refused: UploadReason | null; tooLong?: true }> = {
  firstname: { path: 'name', refused: 'TOO_LONG' },
  lastname: { path: 'surname', refused: 'TOO_LONG' },
  address: { path: 'residence.line', refused: 'TOO_LONG' },
  telephone: { path: 'phone', refused: 'INVALID_PHONE', tooLong: true },
  // an id or a group's name (the planner looks both up): only the id rule's length applies to a name
  group: { path: 'group', refused: null, tooLong: true },
  city: { path: 'residence.city', refused: 'TOO_LONG' },
  province: { path: 'residence.state', refused: 'TOO_LONG' },
  zip: { path: 'residence.zip', refused: 'INVALID_ZIP' },
  email: { path: 'email', refused: 'INVALID_EMAIL' },
  dob: { path: 'birthDate', refused: 'IMPLAUSIBLE_BIRTH_DATE' },
  taxcode: { path: 'ssn', refused: 'INVALID_TAX_CODE' },
  cardnumber: { path: 'cardNumber', refused: 'INVALID_CARD_NUMBER' },
};
const ROW_ORDER = Object.keys(ROW_FIELDS) as MemberUploadAnyColumn[];
const COLUMN_OF_PATH = new Map(ROW_ORDER.map((c) => [ROW_FIELDS[c].path, c]));

/**
 * The member fields a row can fill, checked by the API's own schema (memberInput): a row fills only some of them. The
 * birth date is plausible up to the day the upload is read (`today`), by the same rule.
 */
const rowSchema = (today: string) =>
  memberInput
    .pick({ name: true, surname: true, phone: true, group: true, email: true, ssn: true, cardNumber: true, residence: true })
    .partial()
    .extend({ birthDate: birthDateAsOf(today).optional() });
type RowSchema = ReturnType<typeof rowSchema>;

/** A row's problem found by the member schema: which column and the report's reason. */
interface RowIssue {
  column: MemberUploadAnyColumn;
  reason: UploadReason;
}

/** The first problem of a row, as the report names it: a cell over its length first, then by column (ROW_FIELDS). */
function firstIssue(issues: readonly RowIssue[]): RowIssue | undefined {
  const rank = (i: RowIssue) => (i.reason === 'TOO_LONG' ? 0 : ROW_ORDER.length) + ROW_ORDER.indexOf(i.column);
  return [...issues].sort((a, b) => rank(a) - rank(b))[0];
}

/**
 * The row's standard cells as the API's member input, checked by its schema, with the issues mapped back to the
 * columns. The birth date comes read already (uploadDate: a spreadsheet's date cells and serials too); null, a cell
 * that is not a date, is INVALID_DATE.
 */
function checkRowFields(cell: (c: MemberUploadAnyColumn) => UploadCell, birthDate: string | null | undefined, schema: RowSchema) {
  const issues: RowIssue[] = [];
  const text = (c: MemberUploadAnyColumn) => cellText(cell(c)) || undefined;
  if (birthDate === null) issues.push({ column: 'dob', reason: 'INVALID_DATE' });
  // the file has no country column: its addresses are Italian, the product's default country
  const residence = { line: text('address'), city: text('city'), state: text('province'), zip: text('zip') };
  const input = {
    name: text('firstname'),
    surname: text('lastname'),
    phone: text('telephone'),
    group: text('group'),
    email: text('email'),
    ssn: text('taxcode'),
    cardNumber: text('cardnumber'),
    birthDate: birthDate ?? undefined,
    residence: Object.values(residence).some(Boolean) ? residence : undefined,
  };
  const parsed = schema.safeParse(input);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const column = COLUMN_OF_PATH.get(issue.path.join('.'));
    if (!column) continue;
    const { refused, tooLong } = ROW_FIELDS[column];
    const reason = tooLong && issue.message === 'validation.tooLong' ? 'TOO_LONG' : refused;
    if (reason) issues.push({ column, reason });
  }
  return issues;
}

/** The valid keys among a row's email and tax code cells, as their fields' rules store them. */
function matchKeys(emailCell: UploadCell, taxCodeCell: UploadCell): UploadMatchKeys {
  const email = emailVerdict(cellText(emailCell));
  const ssn = taxCodeVerdict(cellText(taxCodeCell));
  return { ...(email.ok ? { email: email.value } : {}), ...(ssn.ok ? { ssn: ssn.value } : {}) };
}

/**
 * A custom field's cell as its value (undefined when blank), checked by the one validator of custom values
 * (forms/customFields.ts): dates as uploadDate reads them, a multiselect's choices separated by `,` or `;`. Whether a
 * field is required is the planner's question (only a new member must have it).
 */
function customValue(field: UploadCustomField, cell: UploadCell): { ok: true; value?: CustomFieldValue } | { ok: false } {
  if (isUnreadable(cell) || cellText(cell) === '') return { ok: true };
  let raw: unknown = typeof cell === 'number' ? cell : cellText(cell);
  if (field.type === 'DATE') raw = uploadDate(cell) ?? cellText(cell);
  if (field.type === 'MULTISELECT')
    raw = cellText(cell)
      .split(/[;,]/)
      .map((v) => v.trim())
      .filter(Boolean);
  const parsed = customFieldValueSchema({ ...field, required: false }).safeParse(raw);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false };
}

function validateRow(
  cells: readonly UploadCell[],
  columns: Partial<Record<MemberUploadAnyColumn, number>>,
  mode: MemberUploadMode,
  schema: RowSchema,
  custom: readonly UploadCustomColumn[],
) {
  const cell = (c: MemberUploadAnyColumn) => (columns[c] === undefined ? undefined : cells[columns[c]!]);
  const keys = matchKeys(cell('email'), cell('taxcode'));
  const fail = (reason: UploadReason, column?: string) => ({ ok: false as const, reason, column, keys });
  const data: UploadRowData = {};
  for (const col of Object.keys(columns) as MemberUploadAnyColumn[]) if (isUnreadable(cell(col))) return fail('UNREADABLE_CELL', col);
  for (const { field, index } of custom) {
    if (isUnreadable(cells[index])) return fail('UNREADABLE_CELL', field.name);
    const v = customValue(field, cells[index]);
    if (!v.ok) return fail('INVALID_VALUE', field.name);
    if (v.value === undefined) continue;
    const side = field.visibleToMember ? 'customFields' : 'adminCustomFields';
    (data[side] ??= {})[field.name] = v.value;
  }
  const birthDate = cellText(cell('dob')) ? uploadDate(cell('dob')) : undefined;
  const issue = firstIssue(checkRowFields(cell, birthDate, schema));
  if (issue) return fail(issue.reason, issue.column);
  const put = (key: Exclude<keyof UploadRowData, 'customFields' | 'adminCustomFields'>, v: string | null | undefined) => {
    if (v) data[key] = v;
  };
  put('name', cellText(cell('firstname')));
  put('surname', cellText(cell('lastname')));
  put('address', cellText(cell('address')));
  put('phone', cellText(cell('telephone')));
  put('group', cellText(cell('group')));
  put('zip', cellText(cell('zip')));
  put('city', cellText(cell('city')));
  put('province', cellText(cell('province')));
  // the keys as their fields store them (lower-cased email, tax code without spaces)
  put('email', keys.email);
  put('birthDate', birthDate);
  put('ssn', keys.ssn);
  put('cardNumber', cellText(cell('cardnumber')));
  if (!data.email && !data.ssn) return fail('NO_MATCH_KEY', 'email');
  if (mode !== 'DELETE') {
    if (!data.name) return fail('REQUIRED', 'firstname');
    if (!data.surname) return fail('REQUIRED', 'lastname');
  }
  return { ok: true as const, data };
}

/**
 * Validates data rows one at a time, in file order (line numbers count the header as line 1; blank rows are ignored
 * but keep their line): the validator answers a row's outcome, or undefined for a blank row. Duplicates inside the
 * file are refused from their second occurrence: the same email or tax code (DUPLICATE_IN_FILE) or the same card
 * number (DUPLICATE_CARD_IN_FILE). One row at a time lets a large file's cells go as soon as each row is validated.
 */
export function memberRowValidator(
  columns: Partial<Record<MemberUploadAnyColumn, number>>,
  mode: MemberUploadMode,
  firstLine = 2,
  today = todayInItaly(),
  custom: readonly UploadCustomColumn[] = [],
): (cells: readonly UploadCell[], index: number) => ParsedUploadRow | undefined {
  const schema = rowSchema(today);
  const keys = new Set<string>();
  const cards = new Set<string>();
  return (cells, i) => {
    const line = firstLine + i;
    if (cells.every((c) => !isUnreadable(c) && cellText(c) === '')) return undefined;
    const v = validateRow(cells, columns, mode, schema, custom);
    const refuse = (reason: UploadReason, column: string | undefined, rowKeys: UploadMatchKeys): ParsedUploadRow => ({
      line,
      ok: false,
      reason,
      ...(column ? { column } : {}),
      ...(rowKeys.email || rowKeys.ssn ? { keys: rowKeys } : {}),
    });
    if (!v.ok) return refuse(v.reason, v.column, v.keys);
    const rowKeys = { ...(v.data.email ? { email: v.data.email } : {}), ...(v.data.ssn ? { ssn: v.data.ssn } : {}) };
    const ids = [v.data.email && `e:${v.data.email}`, v.data.ssn && `s:${v.data.ssn}`].filter(Boolean) as string[];
    if (ids.some((k) => keys.has(k))) return refuse('DUPLICATE_IN_FILE', v.data.email ? 'email' : 'taxcode', rowKeys);
    if (v.data.cardNumber && cards.has(v.data.cardNumber)) return refuse('DUPLICATE_CARD_IN_FILE', 'cardnumber', rowKeys);
    ids.forEach((k) => keys.add(k));
    if (v.data.cardNumber) cards.add(v.data.cardNumber);
    return { line, ok: true, data: v.data };
  };
}

/** Validates every data row at once (memberRowValidator). */
export function parseMemberUploadRows(
  rows: readonly (readonly UploadCell[])[],
  columns: Partial<Record<MemberUploadAnyColumn, number>>,
  mode: MemberUploadMode,
  firstLine = 2,
  today = todayInItaly(),
  custom: readonly UploadCustomColumn[] = [],
): ParsedUploadRow[] {
  const validate = memberRowValidator(columns, mode, firstLine, today, custom);
  const out: ParsedUploadRow[] = [];
  rows.forEach((cells, i) => {
    const row = validate(cells, i);
    if (row) out.push(row);
  });
  return out;
}

/** "pending-counters": the upload jobs the browser started and still shows. */
export const PENDING_COUNTERS_KEY = 'pending-counters';
