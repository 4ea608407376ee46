import { FieldValue } from 'firebase-admin/firestore';
import { accountPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { route } from '../http/route';
import { logoutContract } from '@tessera/domain/contracts/auth';
import { stopImpersonating } from './endImpersonation';

/**
 * GET /auth/logout — records the logout, and ends an impersonation (its claims would outlive the session otherwise).
 * The client then signs out and clears its session. Refresh tokens are not revoked: that would sign the
 * user out of every other device too.
 */
export const logout = route(logoutContract, async ({ principal }) => {
  await stopImpersonating(principal);
  await db.doc(accountPath(principal.uid)).set({ lastLogoutAt: FieldValue.serverTimestamp() }, { merge: true });
  return { ok: true };
});
