import { NAVIGATION, platformAccess, type Platform } from '@tessera/domain/platforms';
import type { Role } from '@tessera/domain/roles';

/** The navigation entries a role may open (spec §6), in display order. */
export function visibleNavigation(role: Role, hasMember: boolean): { platform: Platform; labelKey: string }[] {
  return NAVIGATION.filter((n) => platformAccess(role, n.platform, hasMember).allowed);
}
