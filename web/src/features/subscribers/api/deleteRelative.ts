import { apiCall } from '../../../lib/api/client';

/** POST /v1/members/delete-relative (the relative's index in the member's list). */
export function deleteRelative(id: string, index: number) {
  return apiCall<unknown>('POST', '/v1/members/delete-relative', { body: { id, index } });
}
