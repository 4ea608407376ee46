import { z } from 'zod';
import { MAX_GROUPS_PER_ADMIN } from '../claims';
import { docId, requiredEmail } from '../entities/common';

/**
 * The roles settings → administrators hands out: general admin, local admin
 * (with its groups), Organization User and Staff User. Platform admins run the installation and are not an
 * organization's to give; members get their profile from their membership.
 */
export const ADMIN_ROLES = ['organization', 'group', 'management', 'staff'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const isAdminRole = (role: unknown): role is AdminRole => (ADMIN_ROLES as readonly unknown[]).includes(role);

/** The role no organization may be left without: its last holder cannot be removed or given another role. */
export const GENERAL_ADMIN_ROLE: AdminRole = 'organization';

const groups = z
  .array(docId)
  .max(MAX_GROUPS_PER_ADMIN, 'validation.tooManyGroups')
  .refine((g) => new Set(g).size === g.length, 'validation.duplicate');

/** A local admin needs at least one group; the other roles hold none (their claims carry no groups). */
function groupsFitRole(v: { role?: AdminRole; groups?: string[] }, ctx: z.RefinementCtx) {
  if (v.role === 'group' && (v.groups ?? []).length === 0)
    ctx.addIssue({ code: 'custom', path: ['groups'], message: 'validation.groupsRequired' });
  if (v.role !== undefined && v.role !== 'group' && (v.groups ?? []).length > 0)
    ctx.addIssue({ code: 'custom', path: ['groups'], message: 'validation.groupsOnlyLocal' });
}

/** POST /v1/settings/add-admin: who gets which role. */
export const adminInput = z
  .strictObject({
    email: requiredEmail,
    role: z.enum(ADMIN_ROLES, { error: 'validation.required' }),
    groups: groups.default([]).describe('the groups a local admin (role group) administers'),
    display_name: z.string().trim().max(80, 'validation.tooLong').optional().describe('shown in the profile choice; default: the address'),
  })
  .superRefine(groupsFitRole);
export type AdminInput = z.input<typeof adminInput>;

/** PATCH /v1/settings/patch-admin: a new role, new groups, or both (a local admin's groups alone). */
export const adminPatch = z
  .strictObject({ role: z.enum(ADMIN_ROLES).optional(), groups: groups.optional() })
  .refine((v) => v.role !== undefined || v.groups !== undefined, 'validation.emptyPatch')
  .superRefine(groupsFitRole);
export type AdminPatch = z.input<typeof adminPatch>;
