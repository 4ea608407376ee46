import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from 'firebase-admin/firestore';
import { col } from '@tessera/domain/paths';
import { UNDO_USERNAME_PAGE } from '@tessera/domain/constants';
import { USERNAME_UNDO_TTL_MS } from '@tessera/domain/users/usernameUndo';
import { appUrl } from '../config';
import { db } from '../shared/admin';
import { enqueueMail } from '../mail/enqueue';

/** The undo record's id: the token's hash, so the database never holds a usable link. */
export const undoRef = (token: string) => db.collection(col.usernameUndos).doc(createHash('sha256').update(token).digest('hex'));

/**
 * In the username change's transaction: records a single-use undo (valid USERNAME_UNDO_TTL_MS) and queues the mail
 * to the OLD address saying the login changed, with the link to the app's undo page.
 */
export function queueUsernameUndo(
  tx: Transaction,
  change: { uid: string; oldEmail: string; newEmail: string; orgId: string; lang: 'it' | 'en' },
): Promise<unknown> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  tx.create(undoRef(token), {
    uid: change.uid,
    oldEmail: change.oldEmail,
    newEmail: change.newEmail,
    createdAt: now,
    expiresAt: now + USERNAME_UNDO_TTL_MS,
    usedAt: null,
  });
  const link = `${appUrl.value().replace(/\/+$/, '')}${UNDO_USERNAME_PAGE}?token=${token}`;
  return enqueueMail(
    {
      orgId: change.orgId,
      to: change.oldEmail,
      template: 'usernameChanged',
      lang: change.lang,
      data: { link, oldEmail: change.oldEmail, newEmail: change.newEmail, days: Math.round(USERNAME_UNDO_TTL_MS / 86_400_000) },
    },
    tx,
  );
}
