import { expect } from 'vitest';
import { DEV_MAILBOX_COLLECTION } from '@tessera/domain/entities/mail';
import { db } from './admin';

/**
 * The link of the newest administrator invitation to `to`, as the local mail sink delivered it, once at least `count`
 * invitations have arrived (waits up to a minute).
 */
export async function invitationLink(to: string, count = 1): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const snap = await db.collection(DEV_MAILBOX_COLLECTION).where('to', '==', to).get();
        const invitations = snap.docs
          .filter((d) => /invite=1/.test(String(d.get('text'))))
          .sort((a, b) => b.get('createdAt').toMillis() - a.get('createdAt').toMillis());
        const text = invitations.length >= count ? String(invitations[0]!.get('text')) : undefined;
        link = text ? /(http\S+recover\?mode=resetPassword&oobCode=[\w-]+&invite=1)/.exec(text)?.[1] : undefined;
        return link;
      },
      { timeout: 60_000, interval: 1000 },
    )
    .toBeTruthy();
  return link!;
}

/** A message as the local sink delivered it. */
export interface DeliveredMail {
  subject: string;
  text: string;
  html: string;
  attachments: { fileName: string; contentType: string; size: number }[];
}

/**
 * The messages the local sink delivered to `to` whose subject matches, once there are `count` of them, oldest first.
 * Waits up to two minutes: the first message of a run waits for the Functions emulator to load the outbox's trigger,
 * which a loaded machine takes more than a minute to do.
 */
export async function deliveredMails(to: string, subject: RegExp, count = 1): Promise<DeliveredMail[]> {
  let found: DeliveredMail[] = [];
  await expect
    .poll(
      async () => {
        const snap = await db.collection(DEV_MAILBOX_COLLECTION).where('to', '==', to).get();
        found = snap.docs
          .filter((d) => subject.test(String(d.get('subject'))))
          .sort((a, b) => a.get('createdAt').toMillis() - b.get('createdAt').toMillis())
          .map((d) => ({
            subject: String(d.get('subject')),
            text: String(d.get('text')),
            html: String(d.get('html')),
            attachments: (d.get('attachments') as DeliveredMail['attachments'] | undefined) ?? [],
          }));
        return found.length;
      },
      { timeout: 120_000, interval: 500 },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** What no message for a reader may show: an ISO date (a day is written dd/MM/yyyy). */
export const ISO_DATE_IN_TEXT = /\d{4}-\d{2}-\d{2}/;
