import type { MemberInput } from '@tessera/domain/entities/member';
import { apiCall } from '../../../lib/api/client';

/** POST /v1/members/one */
export function createMember(body: MemberInput) {
  return apiCall<{ result: { id: string } }>('POST', '/v1/members/one', { body });
}
