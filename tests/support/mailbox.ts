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

/** The link of the newest administrator invitation to `to`, once at least `count` invitations have arrived. */
export const invitationLink = (to: string, count = 1) =>
  newestMatch(to, /(http\S+recover\?mode=resetPassword&oobCode=[\w-]+&invite=1)/, count);

/**
 * The token of the newest member invitation into card activation delivered to `to` (an invitation mail, or a card mail
 * that carries one), once at least `count` such messages have arrived.
 */
export const memberInvitationToken = (to: string, count = 1) => newestMatch(to, /\/activate\?invitation=([\w-]+)/, count);
