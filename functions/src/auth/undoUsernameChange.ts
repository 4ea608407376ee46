import { adminAuth } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { moveUsername } from '../users/username';
import { undoRef } from '../users/usernameUndo';
import { undoUsernameChangeContract } from '@tessera/domain/contracts/auth';

/**
 * POST /auth/undo-username-change {token} — the link mailed to the old address after a username change
 * (users/usernameUndo.ts): puts the old email back on the sign-in, account, profiles and members (the change's own
 * code path), spends the link in the same transaction, and ends every session of the sign-in (refresh tokens
 * revoked): whoever changed it is out. An unknown, used or expired link → UNDO_LINK_INVALID; the old address taken
 * meanwhile → EMAIL_ALREADY_USED. POST only: mail scanners open links with GET.
 */
export const undoUsernameChange = route(undoUsernameChangeContract, async ({ body }) => {
  const ref = undoRef(body.token);
  const undo = (await ref.get()).data();
  if (!undo || undo.usedAt !== null || Date.now() > (undo.expiresAt as number)) throw new ApiError('UNDO_LINK_INVALID');
  const uid = undo.uid as string;
  const user = await adminAuth.getUser(uid).catch(() => null);
  if (!user) throw new ApiError('UNDO_LINK_INVALID');
  await moveUsername(uid, user.email, undo.oldEmail as string, async (tx) => {
    // spent once: a second click (or a concurrent one) finds it used
    if ((await tx.get(ref)).get('usedAt') !== null) throw new ApiError('UNDO_LINK_INVALID');
    tx.update(ref, { usedAt: Date.now() });
  });
  await adminAuth.revokeRefreshTokens(uid);
  return { email: undo.oldEmail as string };
});
