import { preferencesOf } from '@tessera/domain/entities/organization';
import type { Role } from '@tessera/domain/roles';
import { scannerAllowed } from '@tessera/domain/scanner/scannerRoles';
import { ApiError } from '../http/apiError';

/**
 * The organization's preferences, once they leave `role` the scanner: an organization may keep it to some of the
 * roles that have it (settings → preferences); the others get NO_USER_ALLOWED.
 */
export function scannerPreferences(org: FirebaseFirestore.DocumentSnapshot, role: Role): ReturnType<typeof preferencesOf> {
  const preferences = preferencesOf(org.get('preferences'));
  if (!scannerAllowed(role, preferences.scannerRoles)) throw new ApiError('NO_USER_ALLOWED');
  return preferences;
}
