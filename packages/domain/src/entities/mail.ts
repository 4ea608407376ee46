import { z } from 'zod';
import { email } from './common';

/**
 * The mail outbox (organizations/{org}/mail/{id}): a transactional state machine, like Firebase's
 * "Trigger Email" extension: PENDING → PROCESSING (with a lease) → SUCCESS | ERROR | RETRY (→ PROCESSING …).
 * QUOTAS_EXCEEDED ends a message the plan's monthly quota cannot cover; it is never sent. UNCERTAIN: a mailshot's
 * message whose sender died after claiming it, waiting for the provider's events to say whether it went out
 * (docs/mailshots.md).
 */
export const MAIL_STATES = ['PENDING', 'PROCESSING', 'SUCCESS', 'ERROR', 'RETRY', 'QUOTAS_EXCEEDED', 'UNCERTAIN'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** What the product sends. Each template renders in Italian and English; its texts and merge fields: mail/registry.ts. */
export const MAIL_TEMPLATES = [
  'card',
  'otp',
  'emailCode',
  'passwordReset',
  'deceasedPropagated',
  'usernameChanged',
  'adminInvitation',
  'emailVerification',
  'requestDecided',
  'feeReminder',
  'renewalCharged',
  'renewalFailed',
  'paymentRefunded',
  'seatUnavailable',
  'waitlistOffer',
  'campaignRegistration',
  'purchaseConfirmed',
  'registrationCancelled',
  'paymentRecorded',
  'passwordChanged',
  'generic',
  /** a member of the register invited into the personal area (functions/src/invitations) */
  'memberInvitation',
  /** the convocation of a members' assembly to each entitled member (functions/src/assemblies/convocation.ts) */
  'assemblyConvocation',
  /** a mailshot's message: rendered from the mailshot and the recipient's merge values (functions/src/mailshots/render.ts) */
  'mailshot',
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

export const mailAttachment = z.object({
  fileName: z.string().min(1).max(200),
  contentType: z.string().min(1),
  /** base64 content, kept in the private payload, never in the readable outbox document */
  contentBase64: z.string().min(1),
  /** shown inside the message (an image its HTML links as cid:…) rather than offered as a file */
  contentId: z.string().min(1).optional(),
});
export type MailAttachment = z.infer<typeof mailAttachment>;

/** Files one message carries at most (a purchase attaches the QR codes of its first tickets). */
export const MAIL_MAX_ATTACHMENTS = 5;

export const mailRequest = z.object({
  orgId: z.string().min(1),
  to: email,
  template: z.enum(MAIL_TEMPLATES),
  lang: z.enum(['it', 'en']),
  /** template data (the template's merge fields); may hold secrets (codes, links): stored in the private payload only */
  data: z.record(z.string(), z.unknown()),
  attachments: z.array(mailAttachment).max(MAIL_MAX_ATTACHMENTS).default([]),
  memberId: z.string().optional(),
  /** a mailshot's test send: the message is rendered from this mailshot (template `mailshot`) */
  mailshotId: z.string().optional(),
});

/** Delivery tries before a message ends as ERROR. */
export const MAIL_MAX_ATTEMPTS = 4;
/** How long a claim (PROCESSING) holds before the sweeper may end it as ERROR ("lease expired"). */
export const MAIL_LEASE_MS = 2 * 60_000;
/**
 * A message still PENDING this long after its last write never had its trigger run (the creation's event lost: a
 * function instance that failed to start, say): the sweeper kicks it, and it is sent once like any other.
 */
export const MAIL_PENDING_STALE_MS = 10 * 60_000;
/** Backoff before try n+1 after n failed tries: 1 min, 2 min, 4 min … */
export const MAIL_RETRY_BASE_MS = 60_000;
export const mailRetryDelayMs = (attempts: number) => MAIL_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1);

/** The readable error a lease that ran out leaves on the message. */
export const MAIL_LEASE_EXPIRED = 'lease expired';

/** Top-level collection of the local mail sink (no SendGrid key): the dev mailbox reads it; no client rule. */
export const DEV_MAILBOX_COLLECTION = 'devMailbox';

/** Quota months follow the Italian calendar: `YYYY-MM` in Europe/Rome. */
export function mailMonth(at: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit' }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}`;
}
/** Counter document id (in organizations/{org}/counters) of a month's mail usage. It has no `group` field. */
export const mailCounterId = (month: string) => `mail_${month}`;

/**
 * Code mails (emailed verification codes, password-reset links) are asked for by anonymous visitors: they are
 * counted on their own monthly counter with their own cap (CODE_MAIL_QUOTA_PER_MONTH), never against the plan's
 * quota, so nobody outside can use up the mail an organization pays for.
 */
export const CODE_MAIL_TEMPLATES: readonly MailTemplate[] = ['emailCode', 'passwordReset'];
export const isCodeMail = (template: unknown) => (CODE_MAIL_TEMPLATES as readonly unknown[]).includes(template);
/** Counter document id (in organizations/{org}/counters) of a month's code mails. It has no `group` field. */
export const codeMailCounterId = (month: string) => `mailCodes_${month}`;

/** organizations/{org}/counters/mail_{YYYY-MM} (and mailCodes_{YYYY-MM}, same shape) */
export interface MailUsageCounter {
  month: string;
  /** messages claimed for delivery this month (a message counts once, whatever its retries) */
  sent: number;
  /** EMAIL_QUOTA_PER_MONTH of the organization's plan (CODE_MAIL_QUOTA_PER_MONTH for code mails) when last counted */
  quota: number;
}

/** A message as the local sink records it (devMailbox/{id}) and GET /v1/dev/mailbox answers it. */
export const devMailboxEntrySchema = z.looseObject({
  id: z.string(),
  orgId: z.string(),
  mailId: z.string(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  attachments: z.array(
    z.looseObject({
      fileName: z.string(),
      contentType: z.string(),
      size: z.number(),
      contentId: z.string().optional().describe('an image shown inside the message (linked as cid:…), not a file'),
    }),
  ),
  /** the inline images by content id, as data: links (the page links them as cid:…) */
  inline: z.record(z.string(), z.string()).optional().describe('the inline images by content id, as data: links'),
  /** ISO 8601, UTC */
  createdAt: z.iso.datetime({ offset: false }),
});
export type DevMailboxEntry = z.infer<typeof devMailboxEntrySchema>;
