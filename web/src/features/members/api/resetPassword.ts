import { apiCall } from '../../../lib/api/client';
import { resetPasswordContract } from '@tessera/domain/contracts/members';

/**
 * POST /v1/members/reset-password: the member's temporary password becomes its tax code (`temporary-password`), or,
 * when the sign-in holds more than this organization's member profile, a reset link is mailed (`reset-link`).
 */
export function resetPassword(id: string) {
  return apiCall(resetPasswordContract, { body: { id } });
}
