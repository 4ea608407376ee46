import { apiCall } from '../../../lib/api/client';

/** POST /v1/members/reset-password: the member's temporary password becomes its tax code. */
export function resetPassword(id: string) {
  return apiCall<unknown>('POST', '/v1/members/reset-password', { body: { id } });
}
