import type { PasswordResetMode } from '@tessera/domain/users/passwordReset';
import { apiCall } from '../../../lib/api/client';

/**
 * POST /v1/members/reset-password: the member's temporary password becomes its tax code (`temporary-password`), or,
 * when the sign-in holds more than this organization's member profile, a reset link is mailed (`reset-link`).
 */
export function resetPassword(id: string) {
  return apiCall<{ done: true; mode: PasswordResetMode }>('POST', '/v1/members/reset-password', { body: { id } });
}
