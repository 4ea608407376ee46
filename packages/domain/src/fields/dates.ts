import { z } from 'zod';
import { isIsoDate, isPlausibleBirthDate, parseDate } from '../locale/dates';
import { verdictOf } from './verdict';

/**
 * A calendar date as people write it, the same on every path that takes one from a person (the member's dates in the
 * API and the form, the bulk upload's text cells): ISO `yyyy-MM-dd` (what date inputs and the API send; a time after
 * it, as spreadsheets export dates, is ignored), or day first as Italians write it, `dd/MM/yyyy` with `/`, `-` or
 * `.` and one or two digits for day and month. The year has four digits: `15/03/80` is refused rather than guessed,
 * and so is a day that does not exist. The value kept is the ISO date.
 */
export function readWrittenDate(text: string): string | null {
  const s = text.trim();
  if (/^\d{4}-\d{2}-\d{2}(T.*)?$/.test(s)) return isIsoDate(s.slice(0, 10)) ? s.slice(0, 10) : null;
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s);
  return m ? parseDate(`${m[1]}/${m[2]}/${m[3]}`, 'dd/MM/yyyy') : null;
}

/** A date field: a written date (readWrittenDate) becomes its ISO day; anything else says validation.date. */
export const dateField = z
  .string({ error: 'validation.date' })
  .overwrite((s) => readWrittenDate(s) ?? s)
  .refine(isIsoDate, 'validation.date')
  .describe('a date: YYYY-MM-DD, or dd/MM/yyyy (also with - or .), stored as YYYY-MM-DD');

/**
 * A birth date: a date (dateField) that is plausible, from BIRTH_DATE_MIN to `today` (validation.birthDate). Without
 * `today`, the day of each check in Italy; a bulk upload checks all its rows against the one day it started.
 */
export const birthDateAsOf = (today?: string) =>
  dateField
    .refine((iso) => isPlausibleBirthDate(iso, today), { error: 'validation.birthDate', abort: true })
    .describe('a birth date: YYYY-MM-DD, or dd/MM/yyyy (also with - or .), from 1900-01-01 up to today; stored as YYYY-MM-DD');

export const birthDateField = birthDateAsOf();

export const dateVerdict = (value: unknown) => verdictOf(dateField, value);
export const birthDateVerdict = (value: unknown) => verdictOf(birthDateField, value);
