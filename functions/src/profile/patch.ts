import { profilePatchInput } from '@tessera/domain/entities/profile';
import { accountPath, profilePath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { profileRoute } from '../http/route';
import { loadAccount } from '../auth/account';

/** PATCH /v1/profile/patch — the user's own language, phone number and display name. */
export const patchProfile = profileRoute({
  method: 'PATCH',
  path: '/v1/profile/patch',
  access: 'profile.update',
  body: profilePatchInput,
  async handle({ principal, claims, body }) {
    const batch = db.batch();
    const { display_name, ...accountFields } = body;
    if (Object.keys(accountFields).length > 0) batch.set(db.doc(accountPath(principal.uid)), accountFields, { merge: true });
    if (display_name !== undefined) batch.update(db.doc(profilePath(claims.pid)), { display_name });
    await batch.commit();
    return { account: await loadAccount(principal.uid), data_updated: true };
  },
});
