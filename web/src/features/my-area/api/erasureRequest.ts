import { useMemo } from 'react';
import { askErasureContract } from '@tessera/domain/contracts/requests';
import { erasureRequestId } from '@tessera/domain/entities/memberRequest';
import { orgCol } from '@tessera/domain/paths';
import { apiCall } from '../../../lib/api/client';
import { useLiveCollection } from '../../../lib/data/useLiveCollection';

/** POST /v1/profile/erasure {requested}: ask for the erasure of one's personal data, or withdraw the pending request. */
export const askErasure = (requested: boolean) => apiCall(askErasureContract, { body: { requested } });

/**
 * The member's erasure request while it awaits a decision, live (null: none pending; undefined: still loading). The
 * rules let a member read a request only when its memberId is theirs, so the query says so (equality filters only).
 */
export function usePendingErasure(orgId: string, memberId: string): { askedAt: unknown } | null | undefined {
  const live = useLiveCollection<{ id: string; askedAt?: unknown }>(orgCol(orgId, 'requests'), {
    filters: [
      { field: 'memberId', op: '==', value: memberId },
      { field: 'type', op: '==', value: 'ERASURE' },
      { field: 'status', op: '==', value: 'PENDING' },
    ],
  });
  return useMemo(() => {
    if (live.status !== 'success') return undefined;
    const pending = live.data.find((r) => r.id === erasureRequestId(memberId));
    return pending ? { askedAt: pending.askedAt } : null;
  }, [live, memberId]);
}
