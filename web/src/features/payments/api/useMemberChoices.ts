import { memberList } from '@tessera/domain/lists/specs';
import { scopeFilter } from '@tessera/domain/scope';
import { usePagedQuery, type StoredData } from '../../../lib/data/usePagedQuery';
import type { SessionProfile } from '../../../lib/session/types';

export interface MemberChoice {
  id: string;
  holder: string;
  ssn: string;
  cardNumber: string | null;
}

/** How many members a search offers at once: typing more narrows it. */
export const MEMBER_CHOICES = 8;

export const toMemberChoice = (id: string, d: StoredData): MemberChoice => ({
  id,
  holder: `${d.surname ?? ''} ${d.name ?? ''}`.trim(),
  ssn: d.ssn ?? '',
  cardNumber: d.cardNumber ?? null,
});

/**
 * The members a payment may be registered for, found by surname, name, tax code or card number: the members list's own
 * query (its search tokens, the group admin's scope), one short page.
 */
export const useMemberChoices = (profile: SessionProfile, search: string) =>
  usePagedQuery(profile.orgId, memberList, { scope: scopeFilter(profile), filters: {}, search, pageSize: MEMBER_CHOICES }, toMemberChoice);
