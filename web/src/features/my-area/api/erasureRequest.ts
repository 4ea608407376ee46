import { useMemo } from 'react';
import { askErasureContract } from '@tessera/domain/contracts/requests';
import { erasureRequestId, type RequestStatus } from '@tessera/domain/entities/memberRequest';
import { orgCol } from '@tessera/domain/paths';
import { apiCall } from '../../../lib/api/client';
import { useLiveCollection } from '../../../lib/data/useLiveCollection';

/** POST /v1/profile/erasure {requested}: ask for the erasure of one's personal data, or withdraw the pending request. */
export const askErasure = (requested: boolean) => apiCall(askErasureContract, { body: { requested } });

/** The member's erasure request as it stands: awaiting a decision, or the last one decided (with the association's note). */
export interface ErasureRequestState {
  status: RequestStatus;
  askedAt: Date | null;
  decidedAt: Date | null;
  /** the association's words to the member: required when it refuses */
  note: string | null;
}

/**
 * The member's erasure request, live (null: never asked; undefined: still loading). One document per member, asked
 * anew over the last decided one, so a refusal stays in view with its reason until the member asks again. The rules let
 * a member read a request only when its memberId is theirs, so the query says so (equality filters only).
 */
export function useErasureRequest(orgId: string, memberId: string): ErasureRequestState | null | undefined {
  const live = useLiveCollection<{ id: string; status?: RequestStatus; askedAt?: Date; decidedAt?: Date | null; note?: string | null }>(
    orgCol(orgId, 'requests'),
    {
      filters: [
        { field: 'memberId', op: '==', value: memberId },
        { field: 'type', op: '==', value: 'ERASURE' },
      ],
    },
  );
  return useMemo(() => {
    if (live.status !== 'success') return undefined;
    const request = live.data.find((r) => r.id === erasureRequestId(memberId));
    if (!request?.status) return null;
    return { status: request.status, askedAt: request.askedAt ?? null, decidedAt: request.decidedAt ?? null, note: request.note ?? null };
  }, [live, memberId]);
}
