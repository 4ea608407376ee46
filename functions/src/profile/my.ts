import { memberPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { toJson } from '../shared/serialize';
import { profileRoute } from '../http/route';
import { loadAccount } from '../auth/account';
import { profilesOf, publicProfile } from '../auth/profiles';

/** GET /v1/profile/my — the current profile, the account, the member record when there is one, and all profiles (`users`). */
export const myProfile = profileRoute({
  method: 'GET',
  path: '/v1/profile/my',
  access: 'profile.read',
  async handle({ principal, claims }) {
    const [profiles, account, member] = await Promise.all([
      profilesOf(principal.uid),
      loadAccount(principal.uid),
      claims.member ? db.doc(memberPath(claims.org, claims.member)).get() : null,
    ]);
    const current = profiles.find((p) => p.id === claims.pid);
    return {
      profile: current ? publicProfile(current) : null,
      account,
      member: member?.exists ? toJson({ ...member.data(), id: member.id }) : null,
      users: profiles.map(publicProfile),
    };
  },
});
