import type { MemberPatch } from '@tessera/domain/entities/member';
import { apiCall } from '../../../lib/api/client';

/** PATCH /v1/members/one (also cancellationRequested, payrollCharge, deceased). */
export function patchMember(id: string, body: MemberPatch) {
  return apiCall<{ result: { id: string } }>('PATCH', '/v1/members/one', { headers: { id }, body });
}
