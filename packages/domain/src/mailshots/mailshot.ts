import { z } from 'zod';
import { docId, isEmailAddress } from '../entities/common';
import { escapeHtml } from '../html';
import { EXPORT_FORMATS } from '../constants';
import { DELIVERY_STATES, type DeliveryState, type SuppressionReason } from './deliveryEvents';

/**
 * A mailshot (docs/mailshots.md): a newsletter to many recipients, composed as a draft and sent once.
 * Sending cannot be stopped: DRAFT → QUEUED (recipients resolved, quota reserved) → SENDING (expanded into
 * deliveries page by page) → DONE (every delivery queued in the outbox). Nothing goes back.
 */
export const MAILSHOT_STATES = ['DRAFT', 'QUEUED', 'SENDING', 'DONE'] as const;
export type MailshotState = (typeof MAILSHOT_STATES)[number];

/** Recipients expanded per step of the job: one page in memory, one cursor step, 2 writes per recipient in one transaction (under its 500). */
export const MAILSHOT_PAGE_SIZE = 200;
/** Recipients kept per stored batch of the resolved list (`mailshots/{id}/batches/{n}`), well under a document's 1 MiB. */
export const MAILSHOT_BATCH_SIZE = 1000;
/** Messages per minute an organization's mailshots hand to the outbox (the job paces its pages to it). */
export const MAILSHOT_RATE_PER_MINUTE = 6000;
/** How long a message whose sender died waits for the provider's word (a `processed` event) before it is sent again. */
export const MAIL_UNCERTAIN_WAIT_MS = 30 * 60_000;
/** Largest body, rich text as stored. */
export const MAILSHOT_BODY_MAX = 100_000;
/** Attachments of one mailshot: how many, and their bytes together (every recipient's message carries them). */
export const MAILSHOT_MAX_ATTACHMENTS = 3;
export const MAILSHOT_ATTACHMENTS_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Where the recipients come from: always chosen by the sender, never assumed. Every member is a choice of its own
 * (`all`); a selection of lists must choose something (nothing chosen used to mean every member, the accident this
 * rules out).
 */
export const recipientsSource = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('all') }),
  z.strictObject({ kind: z.literal('search'), searchId: docId.describe('a saved advanced search (members or cards mode)') }),
  z
    .strictObject({
      kind: z.literal('lists'),
      /** every member of any of these; none chosen in a list: that list does not narrow */
      groups: z.array(docId).max(50, 'validation.tooMany').default([]),
      sections: z.array(docId).max(50, 'validation.tooMany').default([]),
      categories: z.array(docId).max(50, 'validation.tooMany').default([]),
    })
    .refine((l) => l.groups.length + l.sections.length + l.categories.length > 0, {
      path: ['groups'],
      message: 'validation.chooseOne',
    }),
  z.strictObject({ kind: z.literal('campaign'), campaignId: docId.describe('a campaign: its registrants') }),
  z.strictObject({
    kind: z.literal('file'),
    fileId: docId.describe('a recipients file checked by POST /v1/mailshots/recipients-file'),
    fileName: z.string().trim().max(200),
  }),
]);
export type RecipientsSource = z.infer<typeof recipientsSource>;
export const RECIPIENT_KINDS = ['all', 'search', 'lists', 'campaign', 'file'] as const;

/**
 * A stored draft's audience, or null when it has none to send to: none chosen yet, or one stored before the audience
 * had to be chosen (a selection of lists with nothing chosen, which meant every member). Such a draft is sent only
 * after the sender chooses again (docs/mailshots.md).
 */
export function audienceOf(stored: unknown): RecipientsSource | null {
  const parsed = recipientsSource.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/** The draft as the compose form sends it (every field). */
export const mailshotInput = z.object({
  subject: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(200, 'validation.tooLong'),
  senderId: docId.describe('a verified sender of the organization (settings → mail senders)'),
  bodyHtml: z.string().max(MAILSHOT_BODY_MAX, 'validation.tooLong').describe('rich text, sanitized with an allow-list when stored'),
  lang: z.enum(['it', 'en']).default('it').describe('the language of the footer (unsubscribe link)'),
  recipients: recipientsSource.nullable().describe('the audience; null: not chosen yet (the draft cannot be sent)'),
  attachments: z
    .array(z.strictObject({ fileId: docId, fileName: z.string().trim().max(200) }))
    .max(MAILSHOT_MAX_ATTACHMENTS, 'validation.tooMany')
    .default([])
    .describe('files stored by POST /v1/mailshots/attachment (PDF or images), at most 5 MB together'),
});
export type MailshotInput = z.infer<typeof mailshotInput>;

/**
 * The merge fields a body or subject may use, as `{{name}}`; custom fields as `{{custom.<field name>}}`; a recipients
 * file's other columns by their header (`{{nome}}`).
 */
export const MERGE_FIELDS = ['name', 'surname', 'email', 'cardNumber', 'cardValidUntil'] as const;
export type MergeValues = Record<string, string>;

const MERGE_TAG = /\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g;

const isKnown = (field: string) => (MERGE_FIELDS as readonly string[]).includes(field) || field.startsWith('custom.');

/**
 * The text with each `{{field}}` replaced by the recipient's value ('' when they have none); `html` escapes values
 * (a member's name is data). A tag neither known nor among the values is left as it is, so a typo shows in the preview
 * instead of vanishing.
 */
export function mergeText(template: string, values: MergeValues, mode: 'html' | 'text'): string {
  return template.replace(MERGE_TAG, (tag, field: string) => {
    if (!isKnown(field) && !(field in values)) return tag;
    const value = values[field] ?? '';
    return mode === 'html' ? escapeHtml(value) : value;
  });
}

/** The merge fields the texts use: the only values a send keeps per recipient. */
export function usedMergeFields(...templates: string[]): string[] {
  return [...new Set(templates.flatMap((t) => [...t.matchAll(MERGE_TAG)].map(([, field]) => field!)))];
}

/** The merge fields a text uses that are not known (shown under the editor). */
export function unknownMergeFields(template: string): string[] {
  const out = new Set<string>();
  for (const [, field] of template.matchAll(MERGE_TAG)) if (!isKnown(field!)) out.add(field!);
  return [...out];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/**
 * The plain-text part of a message from its (sanitized) HTML: paragraphs and line breaks kept, list items as
 * dashes, a link as "text (address)", every other tag dropped, entities decoded.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, text: string) => {
      const label = text.replace(/<[^>]+>/g, '').trim();
      return label && label !== href ? `${label} (${href})` : href;
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/(p|h2|h3|li|blockquote|ul|ol)>/gi, '\n')
    .replace(/<hr\s*\/?>/gi, '\n---\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#?\w+);/g, (m, name: string) => ENTITIES[name] ?? m)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** One address as every list of recipients compares it: trimmed, lower-case. */
export const normalizeRecipient = (email: string) => email.trim().toLowerCase();

/** What resolving the recipients found, before sending (the confirmation shows it) and at sending. */
export const recipientsCount = z.strictObject({
  recipients: z.number().int().nonnegative().describe('messages the send will queue'),
  duplicates: z.number().int().nonnegative().describe('addresses listed more than once (sent once)'),
  invalid: z.number().int().nonnegative().describe('rows or members without a valid address'),
  suppressed: z.number().int().nonnegative().describe('unsubscribed, bounced or complained addresses'),
  noConsent: z.number().int().nonnegative().describe('members who have not given their newsletter consent'),
});
export type RecipientsCount = z.infer<typeof recipientsCount>;

/** One recipient of a resolved list: the address, the member when it is one, the merge values. */
export interface Recipient {
  email: string;
  memberId?: string;
  values: MergeValues;
}

/**
 * Dedupes and filters a list of candidates in order, counting what is left out: a candidate is dropped for an
 * invalid address, a duplicate, a suppression, or (a member) no newsletter consent. Pure: the API's count and the
 * send's resolution share it.
 */
export function selectRecipients(
  candidates: Iterable<{ email: unknown; memberId?: string; consent?: boolean; values: MergeValues }>,
  suppressed: (email: string) => boolean,
): { recipients: Recipient[]; count: RecipientsCount } {
  const seen = new Set<string>();
  const recipients: Recipient[] = [];
  const count = { recipients: 0, duplicates: 0, invalid: 0, suppressed: 0, noConsent: 0 };
  for (const c of candidates) {
    const email = typeof c.email === 'string' ? normalizeRecipient(c.email) : '';
    if (!email || !isEmailAddress(email)) count.invalid++;
    else if (seen.has(email)) count.duplicates++;
    else {
      seen.add(email);
      if (suppressed(email)) count.suppressed++;
      else if (c.consent === false) count.noConsent++;
      else recipients.push({ email, ...(c.memberId ? { memberId: c.memberId } : {}), values: { ...c.values, email } });
    }
  }
  count.recipients = recipients.length;
  return { recipients, count };
}

/** The monitor's counts, by delivery state (deliveryEvents.ts DELIVERY_STATES), summed over the count shards. */
export const MAILSHOT_COUNT_SHARDS = 10;

/** A delivery's columns in the monitor's export (Italian headers, like every export). */
export const DELIVERY_COLUMNS = [
  { key: 'email', header: 'Email', kind: 'text' },
  { key: 'state', header: 'Stato', kind: 'text' },
  { key: 'error', header: 'Motivo', kind: 'text' },
  { key: 'updatedAt', header: 'Aggiornato il', kind: 'date' },
] as const;

export const deliveriesExportRequest = z.object({
  id: docId.describe('the mailshot'),
  state: z.enum(DELIVERY_STATES).optional().describe('only the deliveries in this state'),
  format: z.enum(EXPORT_FORMATS, { error: 'validation.required' }),
});

/**
 * The documents the screens read (under the rules): the mailshot, its count shards (summed: `counts/{0..9}`, a field
 * per delivery state), its deliveries (`deliveries/{recipientKey}`), the organization's suppressions.
 */
export interface StoredMailshot extends Omit<MailshotInput, 'recipients'> {
  /** read through audienceOf: a draft stored before the audience had to be chosen may hold none */
  recipients: unknown;
  state: MailshotState;
  /** what the send resolved (set when queued) */
  count?: RecipientsCount;
  createdBy: { uid: string; email: string };
  createdAt: unknown;
  updatedAt: unknown;
  queuedAt?: unknown;
  doneAt?: unknown;
}
export interface StoredDelivery {
  email: string;
  memberId?: string;
  state: DeliveryState;
  error?: string | null;
  /** when each event first reached the delivery */
  events?: Partial<Record<'sent' | 'delivered' | 'opened' | 'bounced' | 'complained', unknown>>;
  updatedAt: unknown;
}
export interface StoredSuppression {
  email: string;
  reason: SuppressionReason;
  at: unknown;
  softBounces: number;
}
