import { eraseMemberContract } from '@tessera/domain/contracts/erasure';
import { apiCall } from '../../../lib/api/client';

/** POST /v1/members/erase {memberId, reason}: the member's personal data erased everywhere, for good. */
export const eraseMember = (memberId: string, reason: string) => apiCall(eraseMemberContract, { body: { memberId, reason } });
