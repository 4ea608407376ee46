/**
 * The roles a profile may hold (docs/areas.md "Roles"). The interface labels are i18n keys (`roles.<role>`).
 * - platform: runs the whole installation, may act on every organization;
 * - organization: general admin of one organization;
 * - group: local admin, limited to the groups (places) in its profile;
 * - management: "Organization User", works on the whole organization's data;
 * - staff: "Staff User", reads the organization's data;
 * - member: a member of the association, sees only their own data.
 */
export const ROLES = ['platform', 'organization', 'group', 'management', 'staff', 'member'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that administer an organization's data (everything but `member`). */
export const BACK_OFFICE_ROLES = ['platform', 'organization', 'group', 'management', 'staff'] as const satisfies readonly Role[];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isBackOffice(role: Role): boolean {
  return role !== 'member';
}
