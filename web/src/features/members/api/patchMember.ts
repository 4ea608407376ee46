import type { MemberPatch } from '@tessera/domain/entities/member';
import { apiCall } from '../../../lib/api/client';
import { patchMemberContract } from '@tessera/domain/contracts/members';

/** PATCH /v1/members/one (also cancellationRequested, payrollCharge, deceased); `overlay: false` from the form, whose save button shows the progress. */
export function patchMember(id: string, body: MemberPatch, { overlay = true }: { overlay?: boolean } = {}) {
  return apiCall(patchMemberContract, { headers: { id }, body, overlay });
}
