import { DEV_MAILBOX_COLLECTION, type DevMailboxEntry } from '@tessera/domain/entities/mail';
import { onEmulator } from '../config';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { db } from '../shared/admin';
import { toJson } from '../shared/serialize';
import { DEV_MAILBOX_LIMIT, devMailboxContract } from '@tessera/domain/contracts/mail';

/**
 * GET /v1/dev/mailbox — the latest 50 messages of the local mail sink, newest first:
 * `{ messages: [{id, orgId, mailId, to, from, subject, text, html, attachments: [{fileName, contentType, size, contentId?}], inline?: {contentId: dataUrl}, createdAt}] }`.
 * A local development tool: public, and only on the emulator; anywhere else it answers NOT_FOUND.
 */
export const devMailbox = route(devMailboxContract, async () => {
  if (!onEmulator()) throw new ApiError('NOT_FOUND');
  const snap = await db.collection(DEV_MAILBOX_COLLECTION).orderBy('createdAt', 'desc').limit(DEV_MAILBOX_LIMIT).get();
  return { messages: snap.docs.map((d) => toJson({ id: d.id, ...d.data() }) as DevMailboxEntry) };
});
