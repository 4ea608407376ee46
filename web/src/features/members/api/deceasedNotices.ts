import { decideDeceasedNoticeContract } from '@tessera/domain/contracts/members';
import type { DeceasedNoticeDecision, DeceasedNoticeStatus } from '@tessera/domain/entities/deceasedNotice';
import type { ListRequest } from '@tessera/domain/lists/query';
import { deceasedNoticeList, type DeceasedNoticeFilterKey, type DeceasedNoticeSortKey } from '@tessera/domain/lists/specs';
import { orgCol } from '@tessera/domain/paths';
import { scopeFilter } from '@tessera/domain/scope';
import { apiCall } from '../../../lib/api/client';
import { usePagedQuery, type StoredData } from '../../../lib/data/usePagedQuery';
import { useLiveCollection } from '../../../lib/data/useLiveCollection';
import type { SessionProfile } from '../../../lib/session/types';

/** Another organization's report that a member is deceased, as the screens show it. */
export interface DeceasedNoticeRow {
  id: string;
  memberId: string;
  memberName: string;
  status: DeceasedNoticeStatus;
  /** the reporting organization's name and when it reported */
  orgName: string;
  at: Date | null;
}

const asDate = (v: unknown) => (v instanceof Date ? v : null);
const toRow = (id: string, d: StoredData): DeceasedNoticeRow => ({
  id,
  memberId: String(d.memberId ?? ''),
  memberName: String(d.memberName ?? ''),
  status: d.status as DeceasedNoticeStatus,
  orgName: String(d.source?.orgName ?? d.source?.org ?? ''),
  at: asDate(d.source?.at),
});

/** One page of the organization's deceased reports, newest first, live (domain lists/specs.ts deceasedNoticeList). */
export function useDeceasedNoticePage(
  profile: SessionProfile,
  request: Omit<ListRequest<DeceasedNoticeFilterKey, DeceasedNoticeSortKey>, 'scope' | 'page'>,
) {
  return usePagedQuery(profile.orgId, deceasedNoticeList, { ...request, scope: scopeFilter(profile) }, toRow);
}

/**
 * The pending reports, live: of one member (its page's banner) or, with `limit`, whether any is waiting (the members
 * list's reminder). Null `orgId`: the caller may not read them, nothing is asked.
 */
export function usePendingDeceasedNotices(orgId: string | null, opts: { memberId?: string; limit?: number } = {}) {
  const filters = [
    { field: 'status', op: '==' as const, value: 'PENDING' },
    ...(opts.memberId ? [{ field: 'memberId', op: '==' as const, value: opts.memberId }] : []),
  ];
  const live = useLiveCollection<StoredData & { id: string }>(orgCol(orgId ?? '-', 'deceasedNotices'), {
    filters: orgId ? filters : null,
    limit: opts.limit,
  });
  return live.status === 'success' ? live.data.map((d) => toRow(d.id, d)) : [];
}

/** POST /v1/members/deceased-notice: confirm (the member becomes deceased) or dismiss a report. */
export const decideDeceasedNotice = (id: string, decision: DeceasedNoticeDecision) =>
  apiCall(decideDeceasedNoticeContract, { headers: { id }, body: { decision } });
