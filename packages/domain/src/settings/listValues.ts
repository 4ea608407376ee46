import type { ListType } from '../entities/organization';

/**
 * The list-value collections settings edit: the system lists members hold and the
 * company lists of the convertible-companies section (group, external and convention companies), which carry a
 * code, and for group companies the group.
 */
export const SYSTEM_LIST_TYPES = ['groups', 'sections', 'categories', 'marital'] as const satisfies readonly ListType[];
export type SystemListType = (typeof SYSTEM_LIST_TYPES)[number];
export const COMPANY_LIST_TYPES = ['group_companies', 'ext_companies', 'conv_companies'] as const satisfies readonly ListType[];
export type CompanyListType = (typeof COMPANY_LIST_TYPES)[number];

export const isCompanyList = (type: ListType): type is CompanyListType => (COMPANY_LIST_TYPES as readonly ListType[]).includes(type);

/** The member field holding a value's id; company lists have none (no member holds a company). */
export const MEMBER_FIELD_OF_LIST: Readonly<Partial<Record<ListType, 'group' | 'section' | 'category' | 'maritalStatus'>>> = {
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
