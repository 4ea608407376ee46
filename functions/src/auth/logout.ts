import { FieldValue } from 'firebase-admin/firestore';
import { accountPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { accountRoute } from '../http/route';

/**
 * GET /auth/logout — records the logout. The client then signs out and clears its session (spec §4).
 * Refresh tokens are not revoked: that would sign the user out of every other device too.
 */
export const logout = accountRoute({
  method: 'GET',
  path: '/auth/logout',
  whileRestricted: ['second-factor', 'password-change'],
  async handle({ principal }) {
    await db.doc(accountPath(principal.uid)).set({ lastLogoutAt: FieldValue.serverTimestamp() }, { merge: true });
    return { ok: true };
  },
});
