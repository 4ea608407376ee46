import { relativeKeysOf } from '../entities/erasure';
import { cardSearchTokens, memberSearchTokens, normalizeSearch } from './searchTokens';
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

const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** A member as payments, requests and reports name it: "Surname Name" (either may be missing on an old record). */
export const holderName = (member: Record<string, unknown>): string => `${text(member.surname) ?? ''} ${text(member.name) ?? ''}`.trim();

/**
 * The derived fields of a stored member document as it reads after a write (any field may be missing or odd): the
 * list fields (memberListFields), and the keys its relatives list is found by when a member is erased
 * (`relativeKeys`: entities/erasure.ts relativeKeysOf). Every writer of a member spreads these into the write; a
 * document without `relativeKeys` (written before it existed, or by the seed, which writes no relatives) has none.
 */
export function memberListFieldsOf(after: Record<string, unknown>): {
  searchTokens: string[];
  sortKeys: MemberSortKeys;
  relativeKeys: string[];
} {
  return {
    ...memberListFields({
      name: text(after.name),
      surname: text(after.surname),
      ssn: text(after.ssn),
      cardNumber: text(after.cardNumber),
      email: text(after.email),
      group: text(after.group),
      accountStatus: text(after.accountStatus),
    }),
    relativeKeys: relativeKeysOf(after.relatives),
  };
}

/** The holder fields of a card (its holder, group and list fields), from the member it belongs to: every card writer. */
export function cardHolderFields(number: string, member: Record<string, unknown>) {
  const holder = `${member.surname} ${member.name}`;
  return { holder, group: (member.group as string | null | undefined) ?? null, ...cardListFields({ number, holder }) };
}

/** The member fields paymentMemberFields reads: a write changing none of them leaves the payments as they are. */
export const PAYER_MEMBER_FIELDS = ['surname', 'name', 'cardNumber', 'group', 'ssn'] as const;

/**
 * The member fields a payment carries: who paid, for the payments list's column, search and group scope.
 * Written with the payment and kept in step with the member by a trigger (payments/followMember.ts).
 */
export function paymentMemberFields(member: Record<string, unknown>) {
  const surname = text(member.surname);
  const name = text(member.name);
  const cardNumber = text(member.cardNumber) || null;
  return {
    holder: holderName(member),
    cardNumber,
    group: text(member.group) || null,
    // the email is left out: a payment is found by its payer's name, tax code or card
    searchTokens: memberSearchTokens({ name, surname, ssn: text(member.ssn), cardNumber, email: null }),
  };
}

/** Amounts sort as text: 12 zero-padded digits of cents (€ 9.999.999.999,99 at most). */
export const amountSortKey = (cents: number): string => String(Math.max(0, Math.trunc(cents))).padStart(12, '0');

/** A payer's name as the payments list sorts it (folded like the search). */
export const holderSortKey = (holder: string): string => normalizeSearch(holder);

/** A payment's sort keys from its stored fields: the pay day, the payer's name folded, the amount. */
export function paymentSortKeys(p: { payDay: string; holder: string; amount: number }) {
  return { payDate: p.payDay, holder: holderSortKey(p.holder), amount: amountSortKey(p.amount) };
}
