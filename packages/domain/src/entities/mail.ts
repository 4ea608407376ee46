import { z } from 'zod';

/**
 * The mail outbox (organizations/{org}/mail/{id}): a transactional state machine, like Firebase's
 * "Trigger Email" extension: PENDING → PROCESSING (with a lease) → SUCCESS | ERROR | RETRY (→ PROCESSING …).
 * QUOTAS_EXCEEDED ends a message the plan's monthly quota cannot cover; it is never sent.
 */
export const MAIL_STATES = ['PENDING', 'PROCESSING', 'SUCCESS', 'ERROR', 'RETRY', 'QUOTAS_EXCEEDED'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** What the product sends. Each template renders in Italian and English. */
export const MAIL_TEMPLATES = ['card', 'otp', 'passwordReset', 'generic'] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

export const mailAttachment = z.object({
  fileName: z.string().min(1).max(200),
  contentType: z.string().min(1),
  /** base64 content, kept in the private payload, never in the readable outbox document */
  contentBase64: z.string().min(1),
});
export type MailAttachment = z.infer<typeof mailAttachment>;

export const mailRequest = z.object({
  orgId: z.string().min(1),
  to: z.string().email(),
  template: z.enum(MAIL_TEMPLATES),
  lang: z.enum(['it', 'en']),
  /** template data; may hold secrets (codes, links): stored in the private payload only */
  data: z.record(z.string(), z.unknown()),
  attachments: z.array(mailAttachment).max(5).default([]),
  memberId: z.string().optional(),
});
export type MailRequest = z.input<typeof mailRequest>;
