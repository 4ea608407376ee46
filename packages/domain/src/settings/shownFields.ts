import type { Preferences } from '../entities/organization';
import type { Role } from '../roles';

/**
 * Which optional member fields the screens show under the organization's preferences (show sections, show
 * groups, marital status view). Stored values are kept either way. A group admin always sees the group: its scope is
 * made of groups, and a member it creates must be placed in one of them.
 */
export function shownMemberFields(prefs: Pick<Preferences, 'showGroups' | 'showSections' | 'maritalStatusView'> | null, role: Role) {
  return {
    group: !prefs || prefs.showGroups || role === 'group',
    section: !prefs || prefs.showSections,
    maritalStatus: !prefs || prefs.maritalStatusView,
  };
}
export type ShownMemberFields = ReturnType<typeof shownMemberFields>;
