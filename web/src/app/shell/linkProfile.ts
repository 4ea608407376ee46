import type { SessionProfile } from '../../lib/session/types';

/**
 * The member profile a link asks for: a mail's link to a member's own page names the association (`?org=`), and a
 * sign-in with several profiles (a member of two associations, an admin who is also a member) may be on another. Null
 * when the current profile is already that association's member, or when the sign-in has no such profile.
 */
export function linkedMemberProfile(
  org: string | null,
  current: SessionProfile | null,
  users: readonly SessionProfile[],
): SessionProfile | null {
  if (!org || !current) return null;
  if (current.orgId === org && current.memberId !== null) return null;
  const usable = users.filter((p) => p.orgId === org && p.memberId !== null && !p.suspended);
  return usable.find((p) => p.role === 'member') ?? usable[0] ?? null;
}
