import type { Language } from '../constants';

/**
 * Euro amounts for display and input. Amounts are integer cents (money.ts). The output is fixed rather than
 * Intl's, which puts the € after the number in it-IT and uses non-breaking spaces:
 * - it: '€ 1.234,56' (normal space after €), '-€ 1.234,56', '€ 0,00';
 * - en: '€1,234.56', '-€1,234.56', '€0.00'.
 */
const SEPARATORS: Record<Language, { thousands: string; decimal: string; symbol: string }> = {
  it: { thousands: '.', decimal: ',', symbol: '€ ' },
  en: { thousands: ',', decimal: '.', symbol: '€' },
};

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`amount in cents must be a safe integer, got ${cents}`);
}

/** Integer cents → '€ 1.234,56' (it) or '€1,234.56' (en). Throws RangeError on a non-integer amount. */
export function formatCents(cents: number, lang: Language = 'it'): string {
  assertCents(cents);
  const { thousands, decimal, symbol } = SEPARATORS[lang];
  const abs = Math.abs(cents);
  const units = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  const sign = cents < 0 ? '-' : '';
  return `${sign}${symbol}${units}${decimal}${String(abs % 100).padStart(2, '0')}`;
}

/** An amount as an input field shows it, without the € (it: 1.234,56; en: 1,234.56): what parseCents reads back. */
export const amountText = (cents: number, lang: Language = 'it') => formatCents(cents, lang).replace(/^-?€\s?/, '');

/**
 * How amounts are read, the one rule for every input (forms, uploads, spreadsheet cells): exact or refused, never
 * guessed. A text is read in one writing, the language's own (uploads are Italian; a form reads the language it is
 * shown in), so a separator means one thing only: in Italian `,` marks the decimals and `.` groups thousands, in
 * English the reverse. Accepted: digits, thousands grouped in exact threes, at most two decimals, a `€` before or
 * after, a leading `-`. Refused:
 * - more than two decimals ('0,123', '30,123', '12,345' in Italian);
 * - the other writing's decimal separator ('25.50' in Italian, '25,50' in English): it would make a separator mean two
 *   things in one file;
 * - a single separator followed by exactly three digits and nothing else ('1.500', '1.234' in Italian, '1,500' in
 *   English): a thousands group to one writer, three decimals to the other, so ambiguous; '1500', '1.500,00' and
 *   '1.234.567' are not;
 * - loose grouping ('1.23,00'), spaces inside the number, exponents, two signs or two symbols.
 */
const NUMBER_PATTERN: Record<Language, RegExp> = {
  it: /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/,
  en: /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/,
};
/** One thousands separator, exactly three digits after it, no decimals: '1.500' (it), '1,500' (en). */
const AMBIGUOUS_GROUP = /^\d{1,3}[.,]\d{3}$/;

/** Sign, digits and at most two decimals → integer cents, computed on the digits (no floating point). */
function digitsToCents(negative: boolean, units: string, decimals: string): number | null {
  const cents = Number(units) * 100 + Number(decimals.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return negative && cents !== 0 ? -cents : cents;
}

/** From here on a number's 15 significant digits no longer hold two decimals (10,000 billion euro). */
const NUMBER_CELL_LIMIT = 1e13;

/**
 * A spreadsheet's number cell (12.5 is € 12,50) → cents, or null with more than two decimals. The value is read at the
 * 15 significant digits a spreadsheet keeps, so a computed 0.1 + 0.2 (0.30000000000000004) is € 0,30 while 12.345 is
 * refused.
 */
function numberToCents(value: number): number | null {
  if (!Number.isFinite(value) || Math.abs(value) >= NUMBER_CELL_LIMIT) return null;
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(String(Number(value.toPrecision(15))));
  return m ? digitsToCents(m[1] === '-', m[2]!, m[3] ?? '') : null;
}

/**
 * An amount → integer cents, or null when it is not one (see NUMBER_PATTERN for what is read and what is refused).
 * Text in `lang`'s writing — it: '1.234,56', '1234,5', '50', '€ 50', '50 €', '-€ 5,00', '€ -5'; en: '1,234.56',
 * '€12.5', '-12' — or a number, as a spreadsheet cell gives it, in euro.
 */
export function parseCents(input: string | number, lang: Language = 'it'): number | null {
  if (typeof input === 'number') return numberToCents(input);
  if (typeof input !== 'string') return null;
  let s = input.replace(/[\u00a0\u202f]/g, ' ').trim();
  let negative = false;
  const takeSign = () => {
    if (s.startsWith('-') && !negative) {
      negative = true;
      s = s.slice(1).trim();
    }
  };
  takeSign();
  if (s.startsWith('€')) s = s.slice(1).trim();
  else if (s.endsWith('€')) s = s.slice(0, -1).trim();
  takeSign();
  if (AMBIGUOUS_GROUP.test(s)) return null;
  const m = NUMBER_PATTERN[lang].exec(s);
  return m ? digitsToCents(negative, m[1]!.replace(/[.,]/g, ''), m[2] ?? '') : null;
}

/**
 * The writing a file's column of amounts is read in (an upload's amount column): Italian, as parseCents reads uploads,
 * unless the column is English throughout, as some tools export it ('25.00', '1,250.00'). A value counts for one
 * writing when it reads in that writing only ('25.00' and '1,250.00' English, '25,00' and '1.250,00' Italian); a value
 * that reads the same in both (an integer, a number cell) or in neither ('1.500', 'n/a', refused either way) says
 * nothing. English when some value is English only and none is Italian only: each amount is then read exactly, in the
 * one writing the whole column uses. A column with both writings stays Italian, so its English values are refused as
 * before: which writing a lone '1,250' of such a column meant would be a guess.
 */
export function amountColumnWriting(values: readonly (string | number | null | undefined)[]): Language {
  let english = false;
  for (const v of values) {
    if (typeof v !== 'string' || !v.trim()) continue;
    const it = parseCents(v, 'it') !== null;
    const en = parseCents(v, 'en') !== null;
    if (it && !en) return 'it';
    if (en && !it) english = true;
  }
  return english ? 'en' : 'it';
}
