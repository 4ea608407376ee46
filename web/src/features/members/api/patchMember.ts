import type { MemberPatch } from '@tessera/domain/entities/member';
import { apiCall } from '../../../lib/api/client';
import { patchMemberContract } from '@tessera/domain/contracts/members';

/** PATCH /v1/members/one (also cancellationRequested, payrollCharge, deceased). */
export function patchMember(id: string, body: MemberPatch) {
  return apiCall(patchMemberContract, { headers: { id }, body });
}
