import type { Claims } from '@tessera/domain/claims';
import { profilePath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from './apiError';

/**
 * The profile the token names still exists and its organization is not suspended (PROFILE_NOT_SELECTED otherwise: the web app validates again and is
 * given another profile, or signed out). The rules check the same (firestore.rules hasProfile): an administrator
 * removed in settings loses the API and every read at once. Revoking the sessions (settings/deleteAdmin.ts) does not
 * suffice alone: the identity service counts revocation in whole seconds, so a token from the same second passes.
 */
export async function assertProfileLive(claims: Claims): Promise<void> {
  const profile = await db.doc(profilePath(claims.pid)).get();
  if (!profile.exists || profile.get('suspended') === true) throw new ApiError('PROFILE_NOT_SELECTED');
}
