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

const NUMBER_PATTERN: Record<Language, RegExp> = {
  // 1.234,56 | 1234,5 | 12 — grouped thousands must be exact groups of three
  it: /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/,
  en: /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/,
};

/**
 * What a user typed → integer cents, or null when it is not an amount in that language's format.
 * Accepted (it): '1.234,56', '1234,5', '12', '€ 12', '12 €', '-€ 5,00', '€ -5'; (en): '1,234.56', '€12.5', '-12'.
 * Refused: garbage, more than 2 decimals, the other language's separators where they would be ambiguous
 * ('12.50' in Italian is neither 12,50 nor 1.250), loose grouping ('1.23,00'), two signs or two symbols.
 */
export function parseCents(input: string, lang: Language = 'it'): number | null {
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
  const m = NUMBER_PATTERN[lang].exec(s);
  if (!m) return null;
  const units = Number(m[1]!.replace(/[.,]/g, ''));
  const fraction = Number((m[2] ?? '').padEnd(2, '0'));
  const cents = units * 100 + fraction;
  if (!Number.isSafeInteger(cents)) return null;
  return negative && cents !== 0 ? -cents : cents;
}
