import { cardSearchTokens, memberSearchTokens } from './searchTokens';
import { cardSortKeys, memberSortKeys, type CardSortKeys, type MemberSortKeys } from './sortKeys';

/**
 * The derived fields a list query needs on every member document. Every writer of a member (API, upload,
 * signup, activation, self-edit, seed, tests' fixtures) stores these from the member as it reads after the write.
 */
export function memberListFields(m: Parameters<typeof memberSearchTokens>[0] & Parameters<typeof memberSortKeys>[0]): {
  searchTokens: string[];
  sortKeys: MemberSortKeys;
} {
  return { searchTokens: memberSearchTokens(m), sortKeys: memberSortKeys(m) };
}

/** The same for a card document (its holder and number). */
export function cardListFields(c: { number?: string | null; holder?: string | null }): { searchTokens: string[]; sortKeys: CardSortKeys } {
  return { searchTokens: cardSearchTokens(c), sortKeys: cardSortKeys(c) };
}

/** Whether a change of these member fields changes the derived list fields. */
export const MEMBER_LIST_SOURCES = ['name', 'surname', 'ssn', 'cardNumber', 'email', 'group', 'accountStatus'] as const;
