import type { Role } from '@tessera/domain/roles';

/**
 * Where an API failure takes the user, if anywhere: MISSING_ADDRESS_INFO means "go to edit personal data",
 * which is the member's own my-data (an admin who meets it on someone else's record stays where they are).
 */
export function failureLanding(code: string, role: Role | undefined): string | null {
  if (code === 'MISSING_ADDRESS_INFO' && role === 'member') return '/my-data';
  return null;
}
