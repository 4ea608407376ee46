import { accountRoute } from '../http/route';
import { ApiError } from '../http/apiError';
import { claimsMatch, clearCurrent, makeCurrent, profilesOf, publicProfile } from './profiles';
import { loadAccount } from './account';

/**
 * GET /auth/validate — checks the token and tells the client where the session stands:
 * - `users`: every profile of the sign-in (the profile dialog opens when there are several);
 * - `profile`: the current one, when the token carries it;
 * - `refresh`: the claims were (re)written and the client must refresh its ID token.
 * A sign-in with a single profile gets it chosen here. A sign-in with no profile is refused.
 */
export const validate = accountRoute({
  method: 'GET',
  path: '/auth/validate',
  async handle({ principal }) {
    const profiles = await profilesOf(principal.uid);
    if (profiles.length === 0) throw new ApiError('NO_USER_ALLOWED');
    let current = profiles.find((p) => p.id === principal.claims?.pid) ?? null;
    let refresh = false;
    if (!current && profiles.length === 1) current = profiles[0]!;
    if (current && !claimsMatch(principal.claims, current)) {
      await makeCurrent(principal.uid, current);
      refresh = true;
    } else if (!current && principal.claims) {
      // The token names a profile that is gone: its rights must not outlive it. Choose again.
      await clearCurrent(principal.uid);
      refresh = true;
    }
    const account = await loadAccount(principal.uid);
    return {
      accessToken: principal.token,
      refresh,
      profile: current ? publicProfile(current) : null,
      users: profiles.map(publicProfile),
      account,
    };
  },
});
