import { z } from 'zod';
import { isIsoDate, isPlausibleBirthDate, parseDate } from '../locale/dates';
import { verdictOf } from './verdict';

/**
 * Month names as Italian and English write them, whole or cut to three letters (`set` and `sept` too): every name
 * and every cut names one month in both languages (`mar` is March either way), so a named month is never a guess.
 */
const MONTHS: readonly (readonly string[])[] = [
  ['gennaio', 'january', 'gen', 'jan'],
  ['febbraio', 'february', 'feb'],
  ['marzo', 'march', 'mar'],
  ['aprile', 'april', 'apr'],
  ['maggio', 'may', 'mag'],
  ['giugno', 'june', 'giu', 'jun'],
  ['luglio', 'july', 'lug', 'jul'],
  ['agosto', 'august', 'ago', 'aug'],
  ['settembre', 'september', 'set', 'sep', 'sept'],
  ['ottobre', 'october', 'ott', 'oct'],
  ['novembre', 'november', 'nov'],
  ['dicembre', 'december', 'dic', 'dec'],
];
const MONTH_OF = new Map(MONTHS.flatMap((names, i) => names.map((n) => [n, i + 1] as const)));

/** `1 gennaio 1980`, `1° gen. 1980`, `01-Jan-1980`, `January 1, 1980` → the day, month and year; null otherwise. */
function namedMonthDate(s: string): [number, number, string] | null {
  const dayFirst = /^(\d{1,2})°?[\s-]+([a-z]+)\.?[\s-]+(\d{4})$/i.exec(s);
  const monthFirst = /^([a-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})$/i.exec(s);
  const [day, name, year] = dayFirst
    ? [dayFirst[1]!, dayFirst[2]!, dayFirst[3]!]
    : monthFirst
      ? [monthFirst[2]!, monthFirst[1]!, monthFirst[3]!]
      : [];
  const month = name ? MONTH_OF.get(name.toLowerCase()) : undefined;
  return month && day && year ? [Number(day), month, year] : null;
}

/**
 * A calendar date as people write it, the same on every path that takes one from a person (the member's dates in the
 * API and the form, the bulk upload's text cells): ISO `yyyy-MM-dd` (what date inputs and the API send; a time after
 * it, as spreadsheets and CiviCRM export dates — `T10:15:00Z`, ` 10:15:00` — is ignored), day first as Italians write it, `dd/MM/yyyy` with `/`, `-` or `.`
 * and one or two digits for day and month, or with the month named in Italian or English (`1 gennaio 1980`,
 * `1 Jan 1980`, `January 1, 1980`: the name says which number is the month). The year has four digits: `15/03/80` is
 * refused rather than guessed, and so is a day that does not exist. The value kept is the ISO date.
 */
export function readWrittenDate(text: string): string | null {
  const s = text.trim();
  if (/^\d{4}-\d{2}-\d{2}(T.*| \d{1,2}:\d{2}(:\d{2}(\.\d+)?)?)?$/.test(s)) return isIsoDate(s.slice(0, 10)) ? s.slice(0, 10) : null;
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s);
  if (m) return parseDate(`${m[1]}/${m[2]}/${m[3]}`, 'dd/MM/yyyy');
  const named = namedMonthDate(s);
  return named ? parseDate(`${named[0]}/${named[1]}/${named[2]}`, 'dd/MM/yyyy') : null;
}

/** A date field: a written date (readWrittenDate) becomes its ISO day; anything else says validation.date. */
export const dateField = z
  .string({ error: 'validation.date' })
  .overwrite((s) => readWrittenDate(s) ?? s)
  .refine(isIsoDate, 'validation.date')
  .describe('a date: YYYY-MM-DD, dd/MM/yyyy (also with - or .), or with the month named (1 gennaio 1980); stored as YYYY-MM-DD');

/**
 * A birth date: a date (dateField) that is plausible, from BIRTH_DATE_MIN to `today` (validation.birthDate). Without
 * `today`, the day of each check in Italy; a bulk upload checks all its rows against the one day it started.
 */
export const birthDateAsOf = (today?: string) =>
  dateField
    .refine((iso) => isPlausibleBirthDate(iso, today), { error: 'validation.birthDate', abort: true })
    .describe(
      'a birth date: YYYY-MM-DD, dd/MM/yyyy (also with - or .) or with the month named (1 gennaio 1980), from 1900-01-01 up to today; stored as YYYY-MM-DD',
    );

export const birthDateField = birthDateAsOf();

export const dateVerdict = (value: unknown) => verdictOf(dateField, value);
export const birthDateVerdict = (value: unknown) => verdictOf(birthDateField, value);
