import { groupMemberCounter, ORG_MEMBER_COUNTER, orgCol } from '@tessera/domain/paths';
import { scopeFilters } from '../../../lib/data/scopeFilters';
import { useLiveCollection } from '../../../lib/data/useLiveCollection';
import type { SessionProfile } from '../../../lib/session/types';

export interface MemberCounter {
  id: string;
  total: number;
  byAccountStatus: Record<string, number>;
  /** cards by status ACTIVE / INACTIVE / NOT_FOUND (absent on documents written before cards were counted) */
  byCardStatus?: Record<string, number>;
  /** members per group, on the organization's document only (`_none`: without a group) */
  byGroup?: Record<string, number>;
  group: string | null;
}

/**
 * Member counters kept by the trigger (functions/src/counters): the organization's document (group null)
 * for the organization-wide roles, one per group for a group admin. A few small reads; members are never scanned.
 */
export function useMemberCounters(profile: SessionProfile) {
  const scope = scopeFilters(profile);
  // Organization-wide roles read the organization's document (group null); a group admin its groups' documents. The
  // ids' range keeps the query to the member counters (`members`, `members_group_…`): payment and receipt counters
  // share the collection, and their documents carry a group too.
  const filters = scope && [
    ...(scope.length ? scope : [{ field: 'group', op: '==' as const, value: null }]),
    { field: '__name__', op: '>=' as const, value: ORG_MEMBER_COUNTER },
    { field: '__name__', op: '<=' as const, value: `${groupMemberCounter('')}\uf8ff` },
  ];
  return useLiveCollection<MemberCounter>(orgCol(profile.orgId, 'counters'), { filters });
}
