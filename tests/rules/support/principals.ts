import type { Claims } from '@tessera/domain/claims';
import { profileId } from '@tessera/domain/paths';
import type { Role } from '@tessera/domain/roles';

/** Who calls: the Auth uid (null = not signed in) and the custom claims of the chosen profile (null = none chosen yet). */
export interface Principal {
  /** Short id, used in document ids the write tests try to create. */
  key: string;
  /** How the principal reads in test names. */
  label: string;
  uid: string | null;
  claims: Claims | null;
}

export const ORG_A = 'A';
export const ORG_B = 'B';
/** The group admin's groups; records in g3 are outside them. */
export const ADMIN_GROUPS = ['g1', 'g2'];

function profile(key: string, label: string, org: string, role: Role, extra: Partial<Pick<Claims, 'groups' | 'member'>> = {}): Principal {
  const uid = `u-${key}`;
  return {
    key,
    label,
    uid,
    claims: { pid: profileId(uid, org, role), org, role, groups: extra.groups ?? [], member: extra.member ?? null },
  };
}

export const anonymous: Principal = { key: 'anon', label: 'anonymous', uid: null, claims: null };
// Signed in but before choosing a profile: the token has no custom claims at all.
export const noProfile: Principal = { key: 'noprofile', label: 'signed in without profile', uid: 'u-noprofile', claims: null };
export const memberA1 = profile('member-a1', 'member', ORG_A, 'member', { member: 'mA1' });
export const memberA2 = profile('member-a2', 'other member', ORG_A, 'member', { member: 'mA2' });
export const staffA = profile('staff-a', 'staff', ORG_A, 'staff');
export const managementA = profile('management-a', 'management', ORG_A, 'management');
export const groupAdminA = profile('group-a', 'group admin', ORG_A, 'group', { groups: ADMIN_GROUPS });
export const orgAdminA = profile('org-a', 'organization admin', ORG_A, 'organization');
export const orgAdminB = profile('org-b', 'admin of org B', ORG_B, 'organization');
// Its profile sits in org B on purpose: the platform role must read every organization, not only its own.
export const platformAdmin = profile('platform', 'platform admin', ORG_B, 'platform');

export const PRINCIPALS: readonly Principal[] = [
  anonymous,
  noProfile,
  memberA1,
  memberA2,
  staffA,
  managementA,
  groupAdminA,
  orgAdminA,
  orgAdminB,
  platformAdmin,
];
