import type { AccountStatus, CardStatus } from '@tessera/domain/entities/member';
import { orgCol } from '@tessera/domain/paths';
import { SURNAME_SPLITS } from '../../../lib/data/shards';
import { useLiveShardedCollection } from '../../../lib/data/useLiveShardedCollection';
import type { SessionProfile } from '../../auth/api/types';

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
}

/**
 * The organization's members, live, read in surname ranges (20,000 members in one listen is too big an answer). A group admin's query names its groups: the rules refuse any query
 * that could return members of other groups, so the filter is required, not a courtesy.
 */
export function useMembers(profile: SessionProfile) {
  const filters =
    profile.role === 'group' ? [{ field: 'group', op: 'in' as const, value: profile.groups.length > 0 ? profile.groups : ['-'] }] : [];
  return useLiveShardedCollection<MemberRow>(orgCol(profile.orgId, 'members'), { field: 'surname', splits: SURNAME_SPLITS, filters });
}
