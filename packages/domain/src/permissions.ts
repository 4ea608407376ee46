import type { Role } from './roles';

/**
 * The permission matrix: which role may do what (docs/areas.md "Roles").
 * One source: the API checks it per endpoint, the web hides what a role cannot do,
 * and the rules tests derive their expectations from it.
 *
 * Scope is separate from permission: a `group` role holding a permission may use it
 * only on records of its own groups (see `scope.ts`), a `member` only on itself.
 */
export const PERMISSIONS = {
  /** Own profile, configs, public info: everybody signed in. */
  'profile.read': ['platform', 'organization', 'group', 'management', 'staff', 'member'],
  'profile.update': ['platform', 'organization', 'group', 'management', 'staff', 'member'],
  'configs.read': ['platform', 'organization', 'group', 'management', 'staff', 'member'],
  'dashboard.read': ['platform', 'organization', 'group', 'management', 'staff'],
  'members.read': ['platform', 'organization', 'group', 'management', 'staff'],
  'members.write': ['platform', 'organization', 'group', 'management'],
  /** A deceased flag set by these roles is reported to the same tax code in other organizations (members/deceased.ts). */
  'members.propagateDeceased': ['platform', 'organization'],
  /** Another organization's deceased report reaches the receiving member only when one of these roles confirms it. */
  'members.decideDeceased': ['platform', 'organization'],
  'cards.read': ['platform', 'organization', 'group', 'management', 'staff'],
  'cards.write': ['platform', 'organization', 'group', 'management'],
  'payments.read': ['platform', 'organization', 'group', 'management', 'staff'],
  'payments.write': ['platform', 'organization', 'group', 'management'],
  'payments.refund': ['platform', 'organization'],
  /** the yearly verification changes members across every group: organization-wide roles that write payments */
  'payments.verify': ['platform', 'organization', 'management'],
  /** Richieste: group admins see their groups' requests; deciding one may refund a payment, so the refund roles decide */
  'requests.read': ['platform', 'organization', 'group', 'management', 'staff'],
  'requests.decide': ['platform', 'organization'],
  /** accounting classifications span groups: group admins neither read nor write them */
  'operations.read': ['platform', 'organization', 'management', 'staff'],
  'operations.write': ['platform', 'organization', 'management'],
  'sales.read': ['platform', 'organization', 'group', 'management', 'staff'],
  'sales.write': ['platform', 'organization', 'management'],
  'conventions.read': ['platform', 'organization', 'group', 'management', 'staff'],
  'conventions.write': ['platform', 'organization', 'management'],
  'advancedSearch.use': ['platform', 'organization', 'group', 'management'],
  'mail.send': ['platform', 'organization', 'management'],
  /** the campaign area: the mail roles */
  'campaigns.manage': ['platform', 'organization', 'management'],
  /** the QR scanner: every back-office role checks people in at the door */
  'scanner.use': ['platform', 'organization', 'group', 'management', 'staff'],
  /** the door's devices: sign any of them out (a lost phone), see every device's sync state */
  'scanner.devices': ['platform', 'organization', 'management'],
  /**
   * The register of members (libro degli associati): the organization-wide roles read and verify it; only the general
   * admins write into it (the opening step, board resolutions), as they answer for it to the law.
   */
  'register.read': ['platform', 'organization', 'management'],
  'register.write': ['platform', 'organization'],
  /**
   * Members' assemblies: the organization-wide roles that run the association's life prepare, convene and chair them;
   * staff helps at the door and reads them too; members give proxies, attend by video and vote on their own behalf.
   */
  'assemblies.manage': ['platform', 'organization', 'management'],
  'assemblies.read': ['platform', 'organization', 'management', 'staff'],
  /**
   * Checking members in at the assembly's door by their card or their convocation's code: the managing roles and staff,
   * who help at the door. Not the scanner's roles: group admins have no part in the whole association's assembly.
   */
  'assemblies.door': ['platform', 'organization', 'management', 'staff'],
  'assemblies.vote': ['member'],
  'settings.manage': ['platform', 'organization'],
  /** The whole association as one archive (every member, payment, file): its general admins, who answer for its data. */
  'archive.export': ['platform', 'organization'],
  'organizations.manage': ['platform'],
  /**
   * Acting inside another organization as its general admin: an impersonating token holds only while its profile still
   * has this permission (the API's live claims, the session's claims check).
   */
  'organizations.impersonate': ['platform'],
  /** Confirming the privacy policy on one's own member record: only the member role is a member. */
  'policies.confirm': ['member'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

export function rolesWith(permission: Permission): readonly Role[] {
  return PERMISSIONS[permission];
}
