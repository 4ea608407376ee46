import { NAVIGATION, platformAccess, platformEnabled, type Platform } from '@tessera/domain/platforms';
import type { PreferenceFlag } from '@tessera/domain/entities/organization';
import type { Role } from '@tessera/domain/roles';

/** The navigation entries a role may open (spec §6) and the organization's preferences turn on, in display order. */
export function visibleNavigation(
  role: Role,
  hasMember: boolean,
  preferences: Readonly<Record<PreferenceFlag, boolean>> | null,
): { platform: Platform; labelKey: string }[] {
  return NAVIGATION.filter((n) => platformAccess(role, n.platform, hasMember).allowed && platformEnabled(n.platform, preferences));
}
