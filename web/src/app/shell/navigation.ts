import { NAVIGATION, platformAccess, platformEnabled, type Platform } from '@tessera/domain/platforms';
import type { Role } from '@tessera/domain/roles';

/** The navigation entries a role may open and the organization's preferences turn on, in display order. */
export function visibleNavigation(
  role: Role,
  hasMember: boolean,
  preferences: Parameters<typeof platformEnabled>[1],
): { platform: Platform; labelKey: string }[] {
  return NAVIGATION.filter((n) => platformAccess(role, n.platform, hasMember).allowed && platformEnabled(n.platform, preferences, role));
}
