import { profileGrant, type Claims } from '@tessera/domain/claims';
import type { Profile } from '@tessera/domain/entities/profile';
import { can } from '@tessera/domain/permissions';
import { restrictionClaims } from '@tessera/domain/secondFactor';
import { adminAuth } from '../shared/admin';
import { loadAccount, type Account } from './account';

/** The claims of a chosen profile, with what the account still owes (second factor, forced password change). */
export function claimsOf(p: Profile, account: Account): Claims {
  return { ...profileGrant(p), ...restrictionClaims(account) };
}

/**
 * A platform admin's claims while it acts inside `orgId` as that organization's general admin: the
 * general admin's role there, no groups, no member, and its own organization kept in `imp` for the way back.
 */
export function impersonationClaims(p: Profile, account: Account, orgId: string): Claims {
  return { ...claimsOf(p, account), org: orgId, role: 'organization', groups: [], member: null, imp: p.orgId };
}

function sameClaims(current: Claims, want: Claims): boolean {
  return (
    current.pid === want.pid &&
    current.org === want.org &&
    current.role === want.role &&
    current.member === want.member &&
    current.mfaUntil === want.mfaUntil &&
    current.pwdChange === want.pwdChange &&
    current.imp === want.imp &&
    current.groups.length === want.groups.length &&
    current.groups.every((g, i) => g === want.groups[i])
  );
}

/** True when the token's claims are exactly what the profile grants and the account owes today. */
export function claimsMatch(current: Claims | null, p: Profile, account: Account): boolean {
  return !!current && sameClaims(current, claimsOf(p, account));
}

/** True when the token holds a platform profile's impersonation as impersonate wrote it, and the account owes the same. */
export function impersonationHolds(current: Claims | null, p: Profile, account: Account): current is Claims & { imp: string } {
  return !!current?.imp && can(p.role, 'organizations.impersonate') && sameClaims(current, impersonationClaims(p, account, current.org));
}

/**
 * Rewrites the restriction part of the sign-in's claims after the account changed (SMS check recorded, second
 * factor on or off, password reset or changed). Claims persist across sign-ins, so this is what the next token of
 * any session carries; the calling client refreshes its own. Without a chosen profile there is nothing to rewrite:
 * choosing one writes the claims whole.
 */
export async function rewriteRestriction(uid: string): Promise<void> {
  const [user, account] = await Promise.all([adminAuth.getUser(uid), loadAccount(uid)]);
  const current = user.customClaims;
  if (!current || typeof current.pid !== 'string') return;
  const { mfaUntil: _m, pwdChange: _p, ...rest } = current;
  await adminAuth.setCustomUserClaims(uid, { ...rest, ...restrictionClaims(account) });
}
