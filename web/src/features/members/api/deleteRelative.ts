import { apiCall } from '../../../lib/api/client';
import { deleteRelativeContract } from '@tessera/domain/contracts/members';

/** POST /v1/members/delete-relative (the relative's index in the member's list). */
export function deleteRelative(id: string, index: number) {
  return apiCall(deleteRelativeContract, { body: { id, index } });
}
