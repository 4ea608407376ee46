import { FieldValue, Timestamp, type DocumentData, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { furthestState, type DeliveryState } from '@tessera/domain/mailshots/deliveryEvents';
import type { MergeValues, StoredMailshot } from '@tessera/domain/mailshots/mailshot';
import { appUrl, MAIL_UNSUBSCRIBE_SECRET } from '../config';
import type { RenderedMail } from '@tessera/domain/mail/render';
import type { MailLook } from '@tessera/domain/mail/look';
import { renderMailshot } from './render';
import { deliveries, mailshots, moveCount } from './store';
import { unsubscribeToken } from './unsubscribeToken';
import { senders } from '../settings/senderStore';
import { describeFile, fileBytes } from '../files/storedFiles';
import type { MailAttachment } from '@tessera/domain/entities/mail';

/**
 * What the outbox does for a mailshot's messages (registered with mail/outboxHooks.ts by wiring.ts; docs/mailshots.md): a message
 * `{mailshotId, recipientKey}` is one recipient's delivery, whose state follows the message's result (SENT or FAILED;
 * SENDING with the error while it is tried again) in the result's transaction, with the monitor's counts. The claim
 * leaves the delivery alone: a recipient's delivery is written once per change the monitor shows.
 */

/** The message's delivery, when it is one recipient's of a mailshot (a test send is not). */
export const linkedDelivery = (orgId: string, mail: DocumentData | undefined) =>
  recipientOf(mail) ? deliveries(orgId, mail!.mailshotId as string).doc(mail!.recipientKey as string) : null;

/** A recipient's message names its mailshot and recipient (a test send names only the mailshot). */
const recipientOf = (mail: DocumentData | undefined) => typeof mail?.mailshotId === 'string' && typeof mail.recipientKey === 'string';

/**
 * A recipient's messages share their mailshot's letterhead (mail/outboxHooks.ts): the association is read once per
 * mailshot an instance sends, as the mailshot's own content is (below). A test send reads it afresh.
 */
export const letterheadOfMailshot = (mail: DocumentData): string | null => (recipientOf(mail) ? String(mail.mailshotId) : null);

/** Whether a field's stored value is already the one given (a timestamp by its instant): writing it again changes nothing. */
export const sameValue = (stored: unknown, value: unknown) =>
  stored instanceof Timestamp && value instanceof Timestamp ? stored.isEqual(value) : stored === value;

const holds = (snap: DocumentSnapshot, field: string, value: unknown) => sameValue(snap.get(field), value);

/**
 * Moves a delivery forward (never back: deliveryEvents.ts order), with its count, in the caller's transaction. A
 * delivery already there, whose extra fields already hold those values, is not written again (the result's SENT
 * after the provider's `delivered`, an error of null on one that has none). `record`: bookkeeping written in the same
 * single write (an event's id), which alone changes nothing the monitor shows (`updatedAt` stays).
 */
export function advanceDelivery(
  tx: Transaction,
  orgId: string,
  snap: DocumentSnapshot,
  next: DeliveryState,
  extra: Record<string, unknown> = {},
  record: Record<string, unknown> = {},
): DeliveryState {
  const current = (snap.get('state') as DeliveryState | undefined) ?? 'QUEUED';
  const to = furthestState(current, next);
  if (to === current) {
    const changed = Object.entries(extra).filter(([field, value]) => !holds(snap, field, value));
    if (changed.length) tx.update(snap.ref, { ...Object.fromEntries(changed), ...record, updatedAt: FieldValue.serverTimestamp() });
    else if (Object.keys(record).length) tx.update(snap.ref, record);
    return current;
  }
  const mailshotId = snap.ref.parent.parent!.id;
  tx.update(snap.ref, { ...extra, ...record, state: to, updatedAt: FieldValue.serverTimestamp() });
  moveCount(tx, orgId, mailshotId, snap.id, current, to);
  return to;
}

type Content = { mailshot: StoredMailshot; from: { email: string; name: string } | null; attachments: MailAttachment[] } | undefined;

// A mailshot no longer changes once it is queued: its content and sender are read once per instance.
const sentContent = new Map<string, Promise<Content>>();

async function readContent(orgId: string, id: string): Promise<Content> {
  const mailshot = (await mailshots(orgId).doc(id).get()).data() as StoredMailshot | undefined;
  if (!mailshot) return undefined;
  const sender = (await senders(orgId).doc(mailshot.senderId).get()).data();
  const from = sender?.verified === true ? { email: String(sender.email), name: String(sender.name ?? '') } : null;
  const attachments = await Promise.all(
    (mailshot.attachments ?? []).map(async (a) => {
      const [file, bytes] = await Promise.all([describeFile(orgId, a.fileId), fileBytes(orgId, a.fileId)]);
      if (!bytes) throw new Error(`attachment ${a.fileId} of mailshot ${id} is gone`);
      return { fileName: file.fileName, contentType: file.contentType, contentBase64: bytes.toString('base64') };
    }),
  );
  return { mailshot, from, attachments };
}

async function contentOf(orgId: string, id: string): Promise<Content> {
  const key = `${orgId}/${id}`;
  const cached = sentContent.get(key);
  if (cached) return cached;
  const read = readContent(orgId, id);
  const content = await read;
  if (content && content.mailshot.state !== 'DRAFT') sentContent.set(key, read);
  return content;
}

/**
 * A mailshot message rendered for its recipient, From the sender the mailshot chose (when still verified), with the
 * RFC 8058 headers: the one-click POST address and the
 * visible link to the page that asks to confirm (mail scanners follow links; only a POST unsubscribes).
 */
export async function renderMailshotMessage(
  orgId: string,
  mail: DocumentData,
  payload: DocumentData | undefined,
  orgName: string,
  look: MailLook,
): Promise<{
  rendered: RenderedMail;
  headers: Record<string, string>;
  from: { email: string; name: string } | null;
  attachments: MailAttachment[];
}> {
  const content = await contentOf(orgId, String(mail.mailshotId));
  if (!content) throw new Error(`mailshot ${String(mail.mailshotId)} not found`);
  const { mailshot, from, attachments } = content;
  const delivery = linkedDelivery(orgId, mail);
  if (!delivery) {
    // a test send: the values came with the message, and no recipient to unsubscribe
    const values = ((payload?.data as DocumentData | undefined)?.values ?? {}) as MergeValues;
    return { rendered: renderMailshot(mailshot, values, orgName, null, look), headers: {}, from, attachments };
  }
  const values = ((await delivery.get()).get('values') ?? {}) as MergeValues;
  const token = unsubscribeToken(MAIL_UNSUBSCRIBE_SECRET.value(), { org: orgId, mailshotId: mail.mailshotId, key: mail.recipientKey });
  const base = appUrl.value().replace(/\/+$/, '');
  return {
    from,
    attachments,
    rendered: renderMailshot(mailshot, values, orgName, `${base}/unsubscribe/${token}?lang=${mailshot.lang}`, look),
    headers: {
      'List-Unsubscribe': `<${base}/v1/mail/unsubscribe?t=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
