import type { MemberInput } from '@tessera/domain/entities/member';
import { apiCall } from '../../../lib/api/client';
import { createMemberContract } from '@tessera/domain/contracts/members';

/** POST /v1/members/one; the form's save button shows the progress (no overlay). */
export function createMember(body: MemberInput) {
  return apiCall(createMemberContract, { body, overlay: false });
}
