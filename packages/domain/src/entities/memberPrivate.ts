import type { MemberInput } from './member';

/**
 * Member data only the back office reads: the notes, the values of custom
 * fields not visible to members, and the suspension communications (with who sent them). They live apart from the
 * member, in `organizations/{org}/members/{id}/private/admin` (paths.ts memberPrivatePath), which the rules let the
 * back office read within its group scope and never the member; every write path writes them in the same
 * transaction as the member. Staff see the member and this document merged (GET /v1/members/one, the member screens).
 */
export const ADMIN_ONLY_MEMBER_FIELDS = ['notes', 'customFields', 'suspensionCommunications'] as const;
export type AdminOnlyMemberField = (typeof ADMIN_ONLY_MEMBER_FIELDS)[number];

type CustomValues = NonNullable<MemberInput['customFields']>;

/**
 * Custom values split by who may read them: a field the organization shows to members (`visibleToMember`) stays on
 * the member record (my-data shows and edits it); any other (hidden, or with no definition) is back-office only.
 */
export function splitCustomFields(
  values: CustomValues,
  visibleToMember: ReadonlySet<string>,
): { visible: CustomValues; adminOnly: CustomValues } {
  const visible: CustomValues = {};
  const adminOnly: CustomValues = {};
  for (const [name, value] of Object.entries(values)) (visibleToMember.has(name) ? visible : adminOnly)[name] = value;
  return { visible, adminOnly };
}

/**
 * The member as staff see it: the member record with its back-office-only data laid over it (custom values of both
 * kinds together). `adminOnly` is the private document's data, or undefined when the member has none.
 */
export function mergeAdminOnly<T extends Record<string, unknown>>(member: T, adminOnly: Record<string, unknown> | undefined): T {
  if (!adminOnly) return member;
  const out: Record<string, unknown> = { ...member };
  if (adminOnly.notes !== undefined) out.notes = adminOnly.notes;
  if (adminOnly.suspensionCommunications !== undefined) out.suspensionCommunications = adminOnly.suspensionCommunications;
  const custom = { ...(member.customFields as CustomValues | undefined), ...(adminOnly.customFields as CustomValues | undefined) };
  if (Object.keys(custom).length > 0) out.customFields = custom;
  return out as T;
}
