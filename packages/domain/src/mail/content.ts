import type { Language } from '../constants';
import { formatDate, formatTimeOfDay } from '../locale/dates';
import { formatCents } from '../locale/money';

/** One paragraph, a link or a code: a message's text and HTML bodies are both built from the same parts. */
export type MailPart = { p: string } | { link: string; label: string } | { code: string };

/** What a template says in one language, before it is rendered (render.ts). */
export interface MailContent {
  subject: string;
  parts: MailPart[];
}

/** A template: its text in each language, from its merge fields `D` and the name of the organization that signs it. */
export type MailTexts<D> = Record<Language, (data: D, orgName: string) => MailContent>;

/**
 * A merge field as text: nothing for a missing one. Templates read their data through it because the data reaches the
 * renderer from the outbox's stored payload, which a message queued by an older version may have shaped differently.
 */
export const field = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** Plain text the sender wrote (a campaign's confirmation, a generic message's body): paragraphs split on blank lines. */
export const paragraphsOf = (text: unknown): string[] =>
  field(text)
    .split(/\n\s*\n/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Dates and amounts as every message writes them, the one rule for all templates: callers pass ISO dates, ISO
 * date-times and integer cents, and the template writes them for its reader (locale/dates.ts, locale/money.ts).
 */

/**
 * A day: an ISO date, or the Italian day of an ISO date-time, as dd/MM/yyyy ('31/12/2026', the product's own writing
 * in both languages). Any other text (a message queued before its caller passed ISO dates) is printed as it is.
 */
export const mailDate = (value: unknown): string => {
  const text = field(value);
  return formatDate(text) || text;
};

/** An instant, on the Italian clock: '31/12/2026 alle 10:00' / '31/12/2026 at 10:00'; other text as it is. */
export const mailDateTime = (value: unknown, lang: Language): string => {
  const text = field(value);
  const time = formatTimeOfDay(text);
  if (!time) return text;
  return `${formatDate(text, undefined, { timeZone: 'Europe/Rome' })} ${lang === 'it' ? 'alle' : 'at'} ${time}`;
};

/** Integer cents as money: '€ 1.234,56' / '€1,234.56'; nothing for a value that is not cents. */
export const mailAmount = (value: unknown, lang: Language): string => {
  const cents = Number(value ?? 0);
  return Number.isSafeInteger(cents) ? formatCents(cents, lang) : '';
};
