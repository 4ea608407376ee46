import { DATE_FORMATS, DEFAULT_DATE_FORMAT } from '../constants';

/**
 * Calendar dates (dd/MM/yyyy or MM/dd/yyyy, dd/MM/yyyy by default).
 *
 * A calendar date travels as an ISO `YYYY-MM-DD` string and is stored as midnight UTC (docs/data-model.md), so
 * a `Date` is read with its **UTC** parts unless a time zone is asked for: a birth date never moves a day
 * whatever the browser's zone. For instants (a payment's time) pass `{ timeZone: 'Europe/Rome' }`.
 */
export type DateFormat = (typeof DATE_FORMATS)[number];

export interface DateOptions {
  /** IANA zone whose calendar day a `Date` (or ISO date-time) falls on; default 'UTC' */
  timeZone?: string;
}

export function isDateFormat(value: unknown): value is DateFormat {
  return typeof value === 'string' && (DATE_FORMATS as readonly string[]).includes(value);
}

function isLeap(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** A real day of the proleptic Gregorian calendar, years 1 to 9999. */
export function isValidCalendarDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Strict ISO calendar date: the shape `YYYY-MM-DD` and a day that exists (no 2020-02-30). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = ISO_DATE.exec(value);
  return !!m && isValidCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

interface Ymd {
  year: number;
  month: number;
  day: number;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const ymdToIso = ({ year, month, day }: Ymd) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;

// Building a formatter costs far more than using one (the seed dates 100,000 members): one per zone, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string) => {
  let f = formatters.get(timeZone);
  if (!f) formatters.set(timeZone, (f = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' })));
  return f;
};

function dateParts(date: Date, timeZone: string): Ymd | null {
  if (Number.isNaN(date.getTime())) return null;
  if (timeZone === 'UTC') return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  const parts = formatterFor(timeZone).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

function toYmd(value: Date | string, timeZone: string): Ymd | null {
  if (value instanceof Date) return dateParts(value, timeZone);
  if (typeof value !== 'string') return null;
  const s = value.trim();
  if (isIsoDate(s)) {
    const [year, month, day] = s.split('-').map(Number) as [number, number, number];
    return { year, month, day };
  }
  // A full ISO date-time (how the API answers timestamps): an instant, read in the zone asked for.
  if (ISO_DATE_TIME.test(s)) return dateParts(new Date(s), timeZone);
  return null;
}

/**
 * The ISO `YYYY-MM-DD` of a `Date`, an ISO date or an ISO date-time; null when it is not a valid date.
 * Date-only strings are taken literally (no time-zone shift).
 */
export function toIsoDate(value: Date | string, opts: DateOptions = {}): string | null {
  const ymd = toYmd(value, opts.timeZone ?? 'UTC');
  return ymd ? ymdToIso(ymd) : null;
}

/**
 * A date in the organization's format: `formatDate('2024-03-05')` → '05/03/2024',
 * `formatDate('2024-03-05', 'MM/dd/yyyy')` → '03/05/2024'. Empty or invalid input gives '' (a display helper
 * must not throw in the middle of a table).
 */
export function formatDate(
  value: Date | string | null | undefined,
  format: DateFormat = DEFAULT_DATE_FORMAT,
  opts: DateOptions = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  const ymd = toYmd(value, opts.timeZone ?? 'UTC');
  if (!ymd) return '';
  const dd = pad(ymd.day, 2);
  const mm = pad(ymd.month, 2);
  const yyyy = pad(ymd.year, 4);
  return format === 'MM/dd/yyyy' ? `${mm}/${dd}/${yyyy}` : `${dd}/${mm}/${yyyy}`;
}

const TYPED_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * Parses what a user typed in the organization's format back to an ISO `YYYY-MM-DD`, or null.
 * Strict: the separator is '/', day and month take 1 or 2 digits, the year exactly 4 (1000–9999; a 2-digit
 * year is refused rather than guessed), and the day must exist (31/02/2020 is refused). Surrounding spaces are ignored.
 */
export function parseDate(input: string, format: DateFormat = DEFAULT_DATE_FORMAT): string | null {
  if (typeof input !== 'string') return null;
  const m = TYPED_DATE.exec(input.trim());
  if (!m) return null;
  const [a, b, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [day, month] = format === 'MM/dd/yyyy' ? [b, a] : [a, b];
  if (year < 1000 || !isValidCalendarDate(year, month, day)) return null;
  return ymdToIso({ year, month, day });
}

/** Today's calendar day in Italy (`YYYY-MM-DD`): what card validity, signups and the lists measure against. */
/** `YYYY-MM-DD` plus `days` (UTC arithmetic: calendar dates have no time zone). */
export function isoPlusDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function todayInItaly(now = new Date()): string {
  return toIsoDate(now, { timeZone: 'Europe/Rome' })!;
}

/**
 * The earliest birth date the product accepts. Nobody alive was born before it, and it is where spreadsheets'
 * calendars start: an earlier date in a file is a typing mistake (1850 for 1950), as is one after today.
 */
export const BIRTH_DATE_MIN = '1900-01-01';

/** Whether an ISO birth date is plausible: from BIRTH_DATE_MIN up to today in Italy. */
export function isPlausibleBirthDate(iso: string, today = todayInItaly()): boolean {
  return iso >= BIRTH_DATE_MIN && iso <= today;
}

const timeFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The hour and minute of an instant (a `Date` or an ISO date-time) on the clock of `timeZone`, Italy by default:
 * '09:05', 24-hour in every language. '' when it is not an instant.
 */
export function formatTimeOfDay(value: Date | string | null | undefined, opts: DateOptions = {}): string {
  const at = value instanceof Date ? value : typeof value === 'string' && ISO_DATE_TIME.test(value.trim()) ? new Date(value) : null;
  if (!at || Number.isNaN(at.getTime())) return '';
  const timeZone = opts.timeZone ?? 'Europe/Rome';
  let f = timeFormatters.get(timeZone);
  if (!f)
    timeFormatters.set(
      timeZone,
      (f = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })),
    );
  return f.format(at);
}
