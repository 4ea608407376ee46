import { route } from '../http/route';
import { ApiError } from '../http/apiError';
import { loadAccount } from '../accounts/account';
import { makeCurrent, profilesOf, publicProfile } from '../accounts/profiles';
import { chooseProfileContract } from '@tessera/domain/contracts/auth';

/**
 * POST /auth/choose-profile {profileId} — the profile dialog's finalize: the claims must be set server-side,
 * never by the client.
 */
export const chooseProfile = route(chooseProfileContract, async ({ principal, body }) => {
  const chosen = (await profilesOf(principal.uid)).find((p) => p.id === body.profileId);
  if (!chosen) throw new ApiError('USER_NOT_FOUND');
  await makeCurrent(principal.uid, chosen, await loadAccount(principal.uid));
  return { refresh: true, profile: publicProfile(chosen) };
});
