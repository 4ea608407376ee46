import { toE164 } from '../phone';

/**
 * CSV/formula injection (OWASP "CSV Injection"): a spreadsheet opening an exported file runs a cell that starts
 * with `=`, `+`, `-` or `@` as a formula (`=HYPERLINK(…)`, `+cmd|…`, `@SUM(…)`), and TAB or CR at the start let
 * one hide behind them. Member data is typed by members and uploaders, so every text cell of every export goes
 * through formulaSafe before it is written.
 */
const FORMULA_LEAD = /^[=+\-@\t\r]/;

/**
 * A phone number as people write it, `+39 333 1234567`: after the `+` only digits and spaces, and a number the
 * SMS helper accepts (7–15 digits). Without letters, parentheses, quotes or other operators such a "formula"
 * can name no function and no cell, so it is harmless, and it stays readable (no apostrophe in front).
 */
export function isPlainPhoneNumber(value: string): boolean {
  return /^\+[0-9][0-9 ]*$/.test(value) && toE164(value) !== null;
}

/** Whether a spreadsheet could take the value as a formula (see FORMULA_LEAD and isPlainPhoneNumber). */
export function isFormulaRisk(value: string): boolean {
  return FORMULA_LEAD.test(value) && !isPlainPhoneNumber(value);
}

/**
 * Whether the export marks the value: a formula risk, or a value that is apostrophes in front of one (`'=1+1` as
 * typed gets its own mark too), so that withoutFormulaMark can tell the mark from an apostrophe of the value.
 */
const needsMark = (value: string) => isFormulaRisk(value.replace(/^'+/, ''));

/**
 * The value as a spreadsheet reads it as text: a formula-leading value gets a leading `'` (OWASP's advice;
 * spreadsheets show such a cell as text). Everything else is returned unchanged.
 */
export function formulaSafe(value: string): string {
  return needsMark(value) ? `'${value}` : value;
}

/**
 * A text file's cell as it was before formulaSafe: the leading `'` taken off exactly where formulaSafe puts one
 * (`'=HYPERLINK(…)`, `'+39 000`), so an export uploaded again stores what it was made from. Any other apostrophe
 * (`'Ndrangheta studies`, `'+39 333 1234567`, which the export never marks) is the value's own and stays.
 */
export function withoutFormulaMark(value: string): string {
  return value.startsWith("'") && needsMark(value.slice(1)) ? value.slice(1) : value;
}
