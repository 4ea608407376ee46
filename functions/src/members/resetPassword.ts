import { accountPath, col } from '@tessera/domain/paths';
import type { Claims } from '@tessera/domain/claims';
import { adminAuth, db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { loadAccount } from '../accounts/account';
import { profilesOf } from '../accounts/profiles';
import { sendResetLink } from '../accounts/recoverLinks';
import { rewriteRestriction } from '../accounts/sessionClaims';
import { resetPasswordContract } from '@tessera/domain/contracts/members';

/**
 * The tax code may become the password only of a sign-in that is nothing but a member of the caller's organization:
 * the caller reads that tax code, and a sign-in holding other profiles (an administrator elsewhere, a member of
 * another organization) would open them to this organization's administrators.
 */
async function onlyMemberHere(uid: string, claims: Claims): Promise<boolean> {
  return (await profilesOf(uid)).every((p) => p.role === 'member' && p.orgId === claims.org);
}

/**
 * POST /v1/members/reset-password { id } → { done: true, mode }. The sign-in is found through the member's profile
 * (role member); a member without one → USER_NOT_FOUND.
 * - `temporary-password`: the sign-in is only a member of the caller's organization. Its password becomes the
 *   tax code and the account is marked `mustChangePassword`: the claims restrict its sessions to the forced change.
 * - `reset-link`: the sign-in holds more. Nothing changes on it; the member is mailed the recover step's reset link.
 */
export const resetPassword = route(resetPasswordContract, async ({ claims, body, scope }) => {
  const { data } = await scope.member(body.id);
  const profiles = await db
    .collection(col.profiles)
    .where('orgId', '==', claims.org)
    .where('memberId', '==', body.id)
    .where('role', '==', 'member')
    .limit(1)
    .get();
  const uid = profiles.docs[0]?.get('uid') as string | undefined;
  if (!uid) throw new ApiError('USER_NOT_FOUND');
  if (!(await onlyMemberHere(uid, claims))) {
    const email = (await adminAuth.getUser(uid).catch(() => null))?.email;
    if (!email) throw new ApiError('USER_NOT_FOUND');
    await sendResetLink({ email, orgId: claims.org, lang: (await loadAccount(uid)).lang ?? 'it' });
    return { done: true, mode: 'reset-link' };
  }
  const ssn = String(data.ssn ?? '').toUpperCase();
  // A tax code is 16 characters; sign-in passwords need at least 6.
  if (ssn.length < 6) throw new ApiError('INVALID_REQUEST', [{ path: 'member.ssn', message: 'validation.taxCodeInvalid' }]);
  try {
    await adminAuth.updateUser(uid, { password: ssn });
  } catch (e) {
    if ((e as { code?: string }).code === 'auth/user-not-found') throw new ApiError('USER_NOT_FOUND');
    throw e;
  }
  await db.doc(accountPath(uid)).set({ mustChangePassword: true }, { merge: true });
  await rewriteRestriction(uid);
  return { done: true, mode: 'temporary-password' };
});
