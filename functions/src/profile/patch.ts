import { profilePatchInput } from '@tessera/domain/entities/profile';
import { accountPath, profilePath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { profileRoute } from '../http/route';
import { loadAccount } from '../auth/account';

/** PATCH /v1/profile/patch — the user's own language, phone number and display name. */
export const patchProfile = profileRoute({
  method: 'PATCH',
  path: '/v1/profile/patch',
  access: 'profile.update',
  body: profilePatchInput,
  async handle({ principal, claims, body }) {
    const { display_name, ...accountFields } = body;
    await db.runTransaction(async (tx) => {
      const profile = db.doc(profilePath(claims.pid));
      // The token may outlive its profile (deleted since): nothing is written then.
      if (!(await tx.get(profile)).exists) throw new ApiError('PROFILE_NOT_SELECTED');
      if (Object.keys(accountFields).length > 0) tx.set(db.doc(accountPath(principal.uid)), accountFields, { merge: true });
      if (display_name !== undefined) tx.update(profile, { display_name });
    });
    return { account: await loadAccount(principal.uid), data_updated: true };
  },
});
