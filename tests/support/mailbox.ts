import { expect } from 'vitest';
import { DEV_MAILBOX_COLLECTION } from '@tessera/domain/entities/mail';
import { db } from './admin';

/** The link of the newest administrator invitation to `to`, as the local mail sink delivered it (waits up to a minute). */
export async function invitationLink(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const snap = await db.collection(DEV_MAILBOX_COLLECTION).where('to', '==', to).get();
        const text = snap.docs.map((d) => String(d.get('text'))).find((t) => /invite=1/.test(t));
        link = text ? /(http\S+recover\?mode=resetPassword&oobCode=[\w-]+&invite=1)/.exec(text)?.[1] : undefined;
        return link;
      },
      { timeout: 60_000, interval: 1000 },
    )
    .toBeTruthy();
  return link!;
}
