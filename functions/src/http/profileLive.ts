import { z } from 'zod';
import { profileGrant, type Claims } from '@tessera/domain/claims';
import { can } from '@tessera/domain/permissions';
import { ROLES } from '@tessera/domain/roles';
import { profilePath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from './apiError';
import { readTogether } from '../shared/readTogether';

/** What the check reads of a profile document (entities/profile.ts); a document without a role grants nothing. */
const liveProfile = z.object({
  orgId: z.string(),
  role: z.enum(ROLES),
  groups: z.array(z.string()).default([]),
  memberId: z.string().nullable().default(null),
  suspended: z.boolean().optional(),
});

/**
 * The claims a privileged call runs with: the token's, with what the profile grants read from the profile as it is NOW.
 * A role or a local admin's groups changed in settings hold from the caller's next call, not when its token is next
 * refreshed; the rules compare the token with the same document (firestore.rules hasProfile), and the web app
 * validates again as soon as its profile changes, so its next token carries the new claims.
 * PROFILE_NOT_SELECTED when the profile is gone or its organization suspended (the web app validates again and is given
 * another profile, or signed out). Revoking the sessions (settings/deleteAdmin.ts) does not suffice alone: the identity
 * service counts revocation in whole seconds, so a token from the same second passes.
 * A platform admin impersonating (claims.imp) keeps the general admin's claims while its profile may still impersonate.
 */
export async function liveClaims(claims: Claims): Promise<Claims> {
  const snap = await readTogether(db.doc(profilePath(claims.pid)));
  const profile = liveProfile.safeParse(snap.data());
  if (!profile.success || profile.data.suspended === true) throw new ApiError('PROFILE_NOT_SELECTED');
  if (claims.imp) {
    if (!can(profile.data.role, 'organizations.impersonate')) throw new ApiError('PROFILE_NOT_SELECTED');
    return claims;
  }
  return { ...claims, ...profileGrant({ id: snap.id, ...profile.data }) };
}
