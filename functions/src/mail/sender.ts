import { FieldValue } from 'firebase-admin/firestore';
import { DEV_MAILBOX_COLLECTION, type MailAttachment, type MailTemplate } from '@tessera/domain/entities/mail';
import { db } from '../shared/admin';
import type { RenderedMail } from '@tessera/domain/mail/render';
import { deliverEvents } from './outboxHooks';

/** What a sender delivers: the rendered message with its attachments and the try it belongs to. */
export interface OutgoingMail extends RenderedMail {
  orgId: string;
  mailId: string;
  template: MailTemplate;
  /** 1 for the first try */
  attempt: number;
  to: string;
  from: { email: string; name: string };
  attachments: MailAttachment[];
  /** extra headers (a newsletter's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058) */
  headers?: Record<string, string>;
}

/**
 * Delivers one message or throws (the outbox then retries it); answers the provider's message id, and what the
 * provider does next that the outbox runs once it has recorded the send (the local sink's simulated events).
 */
export type MailSender = (mail: OutgoingMail) => Promise<{ providerMessageId: string; afterRecorded?: () => Promise<void> }>;

/** A failure that no retry can fix (the outbox marks the message ERROR at once). */
export class PermanentMailError extends Error {}

/** Domain of addresses the local sink refuses on purpose, for the retry tests. */
export const FAIL_TEST_DOMAIN = 'fail.test';

/**
 * How many tries the local sink fails for an address: any address @fail.test fails its first N tries,
 * N being the first number in the local part (`fail2@fail.test` fails twice, then is delivered);
 * with no number it always fails (`never@fail.test`). Other addresses never fail.
 */
export function sinkFailures(to: string): number {
  const [local, domain] = to.toLowerCase().split('@');
  if (domain !== FAIL_TEST_DOMAIN) return 0;
  const n = /\d+/.exec(local ?? '');
  return n ? Number(n[0]) : Number.POSITIVE_INFINITY;
}

/**
 * The local sink, used on the emulator when no SendGrid key is configured: records the rendered message in
 * `devMailbox/{id}` (no client rule reads it) for the development mailbox and the e2e tests.
 * Attachments are recorded by name, type and size only.
 */
export const localSink: MailSender = async (mail) => {
  if (mail.attempt <= sinkFailures(mail.to)) {
    throw new Error(`local sink: delivery to ${mail.to} refused on purpose (try ${mail.attempt})`);
  }
  const ref = db.collection(DEV_MAILBOX_COLLECTION).doc();
  await ref.set({
    orgId: mail.orgId,
    mailId: mail.mailId,
    attempt: mail.attempt,
    to: mail.to,
    from: mail.from.email,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers ?? {},
    attachments: mail.attachments.map((a) => ({
      fileName: a.fileName,
      contentType: a.contentType,
      size: Buffer.from(a.contentBase64, 'base64').length,
      ...(a.contentId ? { contentId: a.contentId } : {}),
    })),
    // the images the page shows by content id, so the dev mailbox can draw the message as a mail client would
    inline: Object.fromEntries(
      mail.attachments.flatMap((a) => (a.contentId ? [[a.contentId, `data:${a.contentType};base64,${a.contentBase64}`]] : [])),
    ),
    createdAt: FieldValue.serverTimestamp(),
  });
  return {
    providerMessageId: `local-${ref.id}`,
    // SendGrid posts a message's events after it answered the send: the outbox has recorded it by then
    ...(mail.template === 'mailshot' ? { afterRecorded: () => simulateEvents(mail, ref.id) } : {}),
  };
};

/** Domains whose addresses the local sink's simulated events bounce (hard, soft) or report as spam. */
export const SINK_EVENT_DOMAINS = { hardBounce: 'bounce.test', softBounce: 'soft.test', complaint: 'complaint.test' } as const;

/**
 * What SendGrid would post for a mailshot's message, through the same handler as its Event Webhook (the sink the
 * mailshots register in outboxHooks.ts), once the outbox has recorded the send (as SendGrid's posts come after its
 * answer): `processed`, then delivered (and for complaint.test addresses a spam report) or a bounce for the test domains.
 */
async function simulateEvents(mail: OutgoingMail, sinkId: string): Promise<void> {
  const domain = mail.to.split('@')[1];
  const base = { email: mail.to, timestamp: Math.floor(Date.now() / 1000), orgId: mail.orgId, mailId: mail.mailId };
  const events: Record<string, unknown>[] = [{ ...base, sg_event_id: `${sinkId}-processed`, event: 'processed' }];
  if (domain === SINK_EVENT_DOMAINS.hardBounce)
    events.push({ ...base, sg_event_id: `${sinkId}-bounce`, event: 'bounce', type: 'bounce', reason: '550 5.1.1 user unknown' });
  else if (domain === SINK_EVENT_DOMAINS.softBounce)
    events.push({ ...base, sg_event_id: `${sinkId}-bounce`, event: 'bounce', type: 'blocked', reason: '452 mailbox full' });
  else {
    events.push({ ...base, sg_event_id: `${sinkId}-delivered`, event: 'delivered' });
    if (domain === SINK_EVENT_DOMAINS.complaint) events.push({ ...base, sg_event_id: `${sinkId}-spam`, event: 'spamreport' });
  }
  await deliverEvents(events);
}

/** SendGrid with an API key: the organization's verified sender is the From address. */
export function sendgridSender(apiKey: string): MailSender {
  return async (mail) => {
    // loaded on first delivery: the API's instances never send mail themselves
    const { default: sgMail } = await import('@sendgrid/mail');
    sgMail.setApiKey(apiKey);
    const [response] = await sgMail.send({
      to: mail.to,
      from: mail.from,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments.map((a) => ({
        content: a.contentBase64,
        filename: a.fileName,
        type: a.contentType,
        ...(a.contentId ? { disposition: 'inline', content_id: a.contentId } : { disposition: 'attachment' }),
      })),
      customArgs: { orgId: mail.orgId, mailId: mail.mailId },
      ...(mail.headers && Object.keys(mail.headers).length ? { headers: mail.headers } : {}),
    });
    const id = response.headers['x-message-id'];
    return { providerMessageId: typeof id === 'string' ? id : `sendgrid-${mail.mailId}` };
  };
}

/** Outside the emulator without a key: every message fails, and says why, instead of being marked sent unseen. */
export const missingKeySender: MailSender = async () => {
  throw new PermanentMailError('SENDGRID_API_KEY is not set: mail cannot be delivered (docs/deploy.md)');
};

/**
 * Which sender delivers: SendGrid with a key; without one the local sink only on the emulator (fail closed: a
 * production without a key must not record mail as sent that nobody received).
 */
export function chooseSender(apiKey: string, emulator: boolean): MailSender {
  if (apiKey) return sendgridSender(apiKey);
  return emulator ? localSink : missingKeySender;
}
