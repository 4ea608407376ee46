import type { MemberInput } from '@tessera/domain/entities/member';
import { apiCall } from '../../../lib/api/client';
import { createMemberContract } from '@tessera/domain/contracts/members';

/** POST /v1/members/one */
export function createMember(body: MemberInput) {
  return apiCall(createMemberContract, { body });
}
