import { memberPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { route } from '../http/route';
import { loadAccount } from '../accounts/account';
import { profilesOf, publicProfile } from '../accounts/profiles';
import { ownMemberView } from '../members/ownMemberView';
import { myProfileContract } from '@tessera/domain/contracts/my-area';

/**
 * GET /v1/profile/my — the current profile, the account, the member record when there is one (member-visible fields
 * only: ownMemberView), and all profiles (`users`).
 */
export const myProfile = route(myProfileContract, async ({ principal, claims }) => {
  const [profiles, account, member] = await Promise.all([
    profilesOf(principal.uid),
    loadAccount(principal.uid),
    claims.member ? db.doc(memberPath(claims.org, claims.member)).get() : null,
  ]);
  const current = profiles.find((p) => p.id === claims.pid);
  return {
    profile: current ? publicProfile(current) : null,
    account,
    member: member ? await ownMemberView(claims.org, member) : null,
    users: profiles.map(publicProfile),
  };
});
