import { route } from '../http/route';
import { ApiError } from '../http/apiError';
import { clearCurrent, clearInvitations, makeCurrent, markMembersSignedIn, profilesOf, publicProfile } from '../accounts/profiles';
import { orgPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { claimsMatch, impersonationHolds } from '../accounts/sessionClaims';
import { loadAccount } from '../accounts/account';
import { validateContract } from '@tessera/domain/contracts/auth';

/**
 * GET /auth/validate — checks the token and tells the client where the session stands:
 * - `users`: every profile of the sign-in (the profile dialog opens when there are several);
 * - `profile`: the current one, when the token carries it;
 * - `refresh`: the claims were (re)written and the client must refresh its ID token (also when what the account
 *   owes changed: second factor, forced password change).
 * A sign-in with a single profile gets it chosen here. A sign-in with no profile is refused.
 */
export const validate = route(validateContract, async ({ principal }) => {
  const profiles = await profilesOf(principal.uid);
  if (profiles.length === 0) throw new ApiError('NO_USER_ALLOWED');
  const account = await loadAccount(principal.uid);
  await Promise.all([clearInvitations(profiles), markMembersSignedIn(profiles)]);
  let current = profiles.find((p) => p.id === principal.claims?.pid) ?? null;
  let refresh = false;
  if (!current && profiles.length === 1) current = profiles[0]!;
  // a platform admin impersonating (organizations/impersonate.ts) keeps it while the organization exists
  const impersonated =
    current && impersonationHolds(principal.claims, current, account) ? await db.doc(orgPath(principal.claims.org)).get() : null;
  if (impersonated?.exists) {
    // claims as impersonate wrote them: nothing to rewrite
  } else if (current && !claimsMatch(principal.claims, current, account)) {
    await makeCurrent(principal.uid, current, account);
    refresh = true;
  } else if (!current && principal.claims) {
    // The token names a profile that is gone: its rights must not outlive it. Choose again.
    await clearCurrent(principal.uid);
    refresh = true;
  }
  return {
    accessToken: principal.token,
    refresh,
    profile: current ? publicProfile(current) : null,
    users: profiles.map(publicProfile),
    impersonating: impersonated?.exists
      ? { orgId: impersonated.id, orgName: String(impersonated.get('publicInfo.name') ?? impersonated.id) }
      : null,
    account,
  };
});
