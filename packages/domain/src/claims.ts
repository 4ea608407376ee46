import { z } from 'zod';
import { ROLES } from './roles';

/**
 * Custom claims of the current profile, set by the API when a profile is chosen.
 * Rules and the API read them from the ID token, so they need no extra reads.
 * Kept short: custom claims are limited to 1000 bytes.
 */
export const claimsSchema = z.object({
  /** profile id */
  pid: z.string().min(1),
  /** organization id */
  org: z.string().min(1),
  role: z.enum(ROLES),
  /** groups (places) a `group` role administers; empty for other roles */
  groups: z.array(z.string()).max(30),
  /** member id when the profile is (also) a member, else null */
  member: z.string().nullable(),
  /**
   * With the SMS second factor on: the moment (ms) until which the last check holds (last_mfa + MFA_RECHECK_MS).
   * Past it the session is restricted (secondFactor.ts sessionRestriction), with no call needed to notice.
   */
  mfaUntil: z.number().int().optional(),
  /** an admin reset forced a new password: the session is restricted until it is set */
  pwdChange: z.literal(true).optional(),
  /**
   * Impersonation: a platform admin acting inside `org` as its general admin (`role` organization)
   * carries its own organization here; POST /auth/end-impersonation puts its platform claims back.
   */
  imp: z.string().min(1).optional(),
});
export type Claims = z.infer<typeof claimsSchema>;

/** Firestore `in` filters take at most 30 values: a group admin holds at most 30 groups. */
export const MAX_GROUPS_PER_ADMIN = 30;

/** What a profile grants, as claims: the part of the claims that follows the profile document. */
export type ProfileGrant = Pick<Claims, 'pid' | 'org' | 'role' | 'groups' | 'member'>;

/** The claims a profile grants (only a local admin holds groups): the one mapping the token and the API's live check share. */
export function profileGrant(p: {
  id: string;
  orgId: string;
  role: Claims['role'];
  groups: string[];
  memberId: string | null;
}): ProfileGrant {
  return { pid: p.id, org: p.orgId, role: p.role, groups: p.role === 'group' ? [...p.groups] : [], member: p.memberId };
}
