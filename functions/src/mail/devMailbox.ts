import { DEV_MAILBOX_COLLECTION } from '@tessera/domain/entities/mail';
import { onEmulator } from '../config';
import { ApiError } from '../http/apiError';
import { publicRoute } from '../http/route';
import { db } from '../shared/admin';
import { toJson } from '../shared/serialize';

export const DEV_MAILBOX_LIMIT = 50;

/**
 * GET /v1/dev/mailbox — the latest 50 messages of the local mail sink, newest first:
 * `{ messages: [{id, orgId, mailId, to, from, subject, text, html, attachments: [{fileName, contentType, size}], createdAt}] }`.
 * A local development tool: public, and only on the emulator; anywhere else it answers NOT_FOUND.
 */
export const devMailbox = publicRoute({
  method: 'GET',
  path: '/v1/dev/mailbox',
  async handle() {
    if (!onEmulator()) throw new ApiError('NOT_FOUND');
    const snap = await db.collection(DEV_MAILBOX_COLLECTION).orderBy('createdAt', 'desc').limit(DEV_MAILBOX_LIMIT).get();
    return { messages: snap.docs.map((d) => toJson({ id: d.id, ...d.data() })) };
  },
});
