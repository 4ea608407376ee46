import type { Language } from '../constants';

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
