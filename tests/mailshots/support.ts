import { createPrivateKey, sign } from 'node:crypto';
import { DEV_MAILBOX_COLLECTION } from '@tessera/domain/entities/mail';
import { DELIVERY_STATES } from '@tessera/domain/mailshots/deliveryEvents';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../support/admin';
import { api } from '../support/api';
import { functionsUrl } from '../support/env';
import { localSecret } from '../support/localSecrets';

// Helpers of the mailshots' tests: a verified sender, a draft, a recipients file, what the sink and the monitor hold.

export type Failure = { err?: string; issues?: { path: string; message: string }[] };

export const SENDER_ID = 'sender-verified';

/** The organization's verified default sender, as settings leave one after its code was confirmed. */
export async function verifiedSender(org: string): Promise<void> {
  await db
    .doc(`${orgCol(org, 'mailSenders')}/${SENDER_ID}`)
    .set({ name: 'Segreteria', email: 'segreteria@esempio.it', verified: true, default: true });
  await db
    .doc(`${orgCol(org, 'mailSenders')}/sender-unverified`)
    .set({ name: 'Altro', email: 'altro@esempio.it', verified: false, default: false });
}

export const draft = (recipients: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  subject: 'Notizie per {{name}}',
  senderId: SENDER_ID,
  bodyHtml: '<p>Ciao {{name}} {{surname}},</p><p>la tessera {{cardNumber}} ti aspetta.</p>',
  lang: 'it',
  recipients,
  ...extra,
});

export const saveDraft = (token: string, body: unknown, id?: string) =>
  api<{ id: string } & Failure>('POST', '/v1/mailshots/one', { token, body, ...(id ? { headers: { id } } : {}) });

export const sendDraft = (token: string, id: string) =>
  api<{ count: Record<string, number> } & Failure>('POST', '/v1/mailshots/send', { token, headers: { id } });

/** A CSV of recipients: the header, then one line per row. */
export const csv = (lines: string[]) => Buffer.from(lines.join('\n')).toString('base64');

export async function uploadRecipients(token: string, fileName: string, contentBase64: string) {
  return api<{ fileId: string; fileName: string; rows: number; valid: number; invalidCount: number; duplicateCount: number } & Failure>(
    'POST',
    '/v1/mailshots/recipients-file',
    { token, body: { fileName, contentBase64 } },
  );
}

export const mailshotDoc = async (org: string, id: string) => (await db.doc(`${orgCol(org, 'mailshots')}/${id}`).get()).data() ?? {};

/** The monitor's totals: the count shards summed per delivery state. */
export async function countsOf(org: string, id: string): Promise<Record<string, number>> {
  const shards = await db.collection(`${orgCol(org, 'mailshots')}/${id}/counts`).get();
  const out: Record<string, number> = {};
  for (const s of shards.docs)
    for (const state of DELIVERY_STATES) out[state] = (out[state] ?? 0) + ((s.get(state) as number | undefined) ?? 0);
  return Object.fromEntries(Object.entries(out).filter(([, n]) => n !== 0));
}

/** What the local sink received for a mailshot's messages, by address: each must be there exactly once. */
export async function sinkByAddress(org: string, mailshotId: string): Promise<Map<string, number>> {
  const snap = await db.collection(DEV_MAILBOX_COLLECTION).where('orgId', '==', org).get();
  const out = new Map<string, number>();
  for (const d of snap.docs)
    if (String(d.get('mailId')).startsWith(`${mailshotId}_`)) out.set(String(d.get('to')), (out.get(String(d.get('to'))) ?? 0) + 1);
  return out;
}

/** Posts events to the Event Webhook function signed as SendGrid signs them (the local key pair's private half). */
export async function postEvents(events: unknown[], opts: { forge?: boolean } = {}) {
  const body = JSON.stringify(events);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const key = createPrivateKey({
    key: Buffer.from(localSecret('SENDGRID_EVENT_TEST_PRIVATE_KEY'), 'base64'),
    format: 'der',
    type: 'pkcs8',
  });
  const signature = sign('sha256', Buffer.from(timestamp + body), key).toString('base64');
  const res = await fetch(`${functionsUrl()}/mailEvents`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-twilio-email-event-webhook-timestamp': timestamp,
      'x-twilio-email-event-webhook-signature': opts.forge ? Buffer.from('not a signature').toString('base64') : signature,
    },
    body,
  });
  return { status: res.status, body: (await res.json()) as Record<string, number | string> };
}
