import { useMemo } from 'react';
import { orgCol } from '@tessera/domain/paths';
import { useLiveCollection } from '../../../lib/data/useLiveCollection';

/**
 * The payments the member has asked to be refunded and that await a decision, live: the rules let a member read a
 * request only when its memberId is theirs, so the query says so (equality filters only: no composite index).
 */
export function usePendingRefunds(orgId: string, memberId: string): ReadonlySet<string> {
  const live = useLiveCollection<{ id: string; paymentId?: string }>(orgCol(orgId, 'requests'), {
    filters: [
      { field: 'memberId', op: '==', value: memberId },
      { field: 'type', op: '==', value: 'REFUND' },
      { field: 'status', op: '==', value: 'PENDING' },
    ],
  });
  return useMemo(() => new Set(live.status === 'success' ? live.data.flatMap((r) => (r.paymentId ? [r.paymentId] : [])) : []), [live]);
}
