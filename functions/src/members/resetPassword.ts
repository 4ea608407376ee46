import { resetPasswordInput } from '@tessera/domain/entities/member';
import { accountPath, col } from '@tessera/domain/paths';
import { adminAuth, db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { profileRoute } from '../http/route';
import { scopedMember } from './scoped';

/**
 * POST /v1/members/reset-password { id } → { done: true }: the member's sign-in password becomes its tax code
 * and the account is marked `mustChangePassword`, so the app forces a change at first access. The sign-in is
 * found through the member's profile (role member); a member without one → USER_NOT_FOUND.
 */
export const resetPassword = profileRoute({
  method: 'POST',
  path: '/v1/members/reset-password',
  access: 'members.write',
  body: resetPasswordInput,
  async handle({ claims, body }) {
    const { data } = await scopedMember(claims, body.id);
    const profiles = await db
      .collection(col.profiles)
      .where('orgId', '==', claims.org)
      .where('memberId', '==', body.id)
      .where('role', '==', 'member')
      .limit(1)
      .get();
    const uid = profiles.docs[0]?.get('uid') as string | undefined;
    if (!uid) throw new ApiError('USER_NOT_FOUND');
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
    return { done: true };
  },
});
