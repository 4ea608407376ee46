import { expect } from 'vitest';
import { DEV_MAILBOX_COLLECTION } from '@tessera/domain/entities/mail';
import { db } from './admin';

/**
 * What `pattern`'s first group captures in the newest message to `to` that it matches, as the local mail sink delivered
 * it, once at least `count` such messages have arrived (waits up to a minute).
 */
async function newestMatch(to: string, pattern: RegExp, count: number): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const snap = await db.collection(DEV_MAILBOX_COLLECTION).where('to', '==', to).get();
        const matches = snap.docs
          .map((d) => ({ at: d.get('createdAt').toMillis() as number, value: pattern.exec(String(d.get('text')))?.[1] }))
          .filter((m) => m.value)
          .sort((a, b) => b.at - a.at);
        found = matches.length >= count ? matches[0]!.value : undefined;
        return found;
      },
      { timeout: 60_000, interval: 1000 },
    )
    .toBeTruthy();
  return found!;
}

/** A message as the local sink delivered it. */
export interface DeliveredMail {
  subject: string;
  text: string;
  html: string;
  attachments: { fileName: string; contentType: string; size: number; contentId?: string }[];
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

/** The link of the newest administrator invitation to `to`, once at least `count` invitations have arrived. */
export const invitationLink = (to: string, count = 1) =>
  newestMatch(to, /(http\S+recover\?mode=resetPassword&oobCode=[\w-]+&invite=1)/, count);

/**
 * The token of the newest member invitation into card activation delivered to `to` (an invitation mail, or a card mail
 * that carries one), once at least `count` such messages have arrived.
 */
export const memberInvitationToken = (to: string, count = 1) => newestMatch(to, /\/activate\?invitation=([\w-]+)/, count);
