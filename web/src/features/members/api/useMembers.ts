import type { AccountStatus, CardStatus } from '@tessera/domain/entities/member';
import type { ListRequest } from '@tessera/domain/lists/query';
import { memberList, type ListSpec, type MemberFilterKey, type MemberSortKey } from '@tessera/domain/lists/specs';
import { scopeFilter } from '@tessera/domain/scope';
import { useUnfilteredTotal } from '../../../lib/data/useListTotal';
import type { ListSort } from '../../../lib/data/useListControls';
import { usePagedQuery, type StoredData } from '../../../lib/data/usePagedQuery';
import type { SessionProfile } from '../../../lib/session/types';

export interface MemberRow {
  id: string;
  name: string;
  surname: string;
  ssn: string;
  cardNumber?: string;
  email?: string;
  group?: string;
  section?: string;
  category?: string;
  accountStatus: AccountStatus;
  cardStatus: CardStatus;
  /** the personal area's access (domain members/invitation.ts memberAccess) */
  signedInAt?: unknown;
  invitation?: { sentAt?: unknown; expiresAt?: unknown };
}

export type MemberFilters = Partial<Record<MemberFilterKey, string>>;
export type MemberSort = ListSort<MemberSortKey>;

const toMemberRow = (id: string, d: StoredData): MemberRow => ({
  id,
  name: d.name ?? '',
  surname: d.surname ?? '',
  ssn: d.ssn ?? '',
  cardNumber: d.cardNumber,
  email: d.email,
  group: d.group,
  section: d.section,
  category: d.category,
  accountStatus: d.accountStatus ?? 'ACTIVE',
  cardStatus: d.cardStatus ?? 'NOT_FOUND',
  signedInAt: d.signedInAt,
  invitation: d.invitation,
});

/**
 * One page of the organization's members, live, searched, filtered and sorted by Firestore (domain lists/specs.ts).
 * A group admin's query names its groups: the rules refuse any query that could return members of other groups.
 */
export function useMembersPage(profile: SessionProfile, request: Omit<ListRequest<MemberFilterKey, MemberSortKey>, 'scope' | 'page'>) {
  return usePagedQuery(profile.orgId, memberList, { ...request, scope: scopeFilter(profile) }, toMemberRow);
}

/** All the members the profile may list (no filter, no search), live from the counters. */
export const useMembersTotal = (profile: SessionProfile) => useUnfilteredTotal(profile.orgId, memberList as ListSpec, scopeFilter(profile));
