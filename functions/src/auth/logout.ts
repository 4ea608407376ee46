import { FieldValue } from 'firebase-admin/firestore';
import { accountPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { route } from '../http/route';
import { logoutContract } from '@tessera/domain/contracts/auth';
import { stopImpersonating } from './endImpersonation';

/**
 * GET /auth/logout — records the logout on the account, if it still exists, and ends an impersonation (its claims would outlive the session otherwise).
 * The client then signs out and clears its session. Refresh tokens are not revoked: that would sign the
 * user out of every other device too.
 */
export const logout = route(logoutContract, async ({ principal }) => {
  await stopImpersonating(principal);
  // an update, not a merge: a sign-in whose account is gone (its member erased or deleted, the page still holding a
  // valid token) logs out without writing the account back into existence
  await db
    .doc(accountPath(principal.uid))
    .update({ lastLogoutAt: FieldValue.serverTimestamp() })
    .catch((e: { code?: number }) => {
      if (e.code !== 5) throw e; // 5: NOT_FOUND
    });
  return { ok: true };
});
