import type { Role } from '../roles';

/**
 * The QR scanner's roles an organization may narrow (settings → preferences, `scannerRoles`): every back-office role
 * has `scanner.use`; an association that checks tickets with its staff alone takes it from the others. Its
 * administrators (and the platform) always keep it. No zod here: the navigation, in the login's bundle, reads it.
 */
export const SCANNER_OPTIONAL_ROLES = ['group', 'management', 'staff'] as const satisfies readonly Role[];
export type ScannerOptionalRole = (typeof SCANNER_OPTIONAL_ROLES)[number];

/** Whether the organization's choice (`scannerRoles`, absent: all of them) leaves `role` the scanner. */
export function scannerAllowed(role: Role, scannerRoles: readonly string[] | undefined): boolean {
  return !(SCANNER_OPTIONAL_ROLES as readonly string[]).includes(role) || !scannerRoles || scannerRoles.includes(role);
}
