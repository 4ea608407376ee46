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

/**
 * The token of the newest member invitation into card activation delivered to `to` (an invitation mail, or a card mail
 * that carries one), once at least `count` such messages have arrived (waits up to a minute).
 */
export async function memberInvitationToken(to: string, count = 1): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const snap = await db.collection(DEV_MAILBOX_COLLECTION).where('to', '==', to).get();
        const links = snap.docs
          .map((d) => ({
            at: d.get('createdAt').toMillis() as number,
            token: /\/activate\?invitation=([\w-]+)/.exec(String(d.get('text')))?.[1],
          }))
          .filter((m) => m.token)
          .sort((a, b) => b.at - a.at);
        token = links.length >= count ? links[0]!.token : undefined;
        return token;
      },
      { timeout: 60_000, interval: 1000 },
    )
    .toBeTruthy();
  return token!;
}
