import type { ListType } from '../entities/organization';

/**
 * The system lists an organization edits in settings (spec §2 "system lists"), and the member field that holds a
 * value's id. The company lists belong to the payroll and convertible-companies sections.
 */
export const SYSTEM_LIST_TYPES = ['groups', 'sections', 'categories', 'marital'] as const satisfies readonly ListType[];
export type SystemListType = (typeof SYSTEM_LIST_TYPES)[number];

export const MEMBER_FIELD_OF_LIST: Record<SystemListType, 'group' | 'section' | 'category' | 'maritalStatus'> = {
  groups: 'group',
  sections: 'section',
  categories: 'category',
  marital: 'maritalStatus',
};

/** Names compare without case, accents or surrounding space: "Milano Nord" and "milano  nord" are one value. */
export function sameListValueName(a: string, b: string): boolean {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .replace(/\s+/g, ' ')
      .trim()
      .toLocaleLowerCase('it');
  return fold(a) === fold(b);
}
