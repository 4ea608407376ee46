import { apiCall } from '../../../lib/api/client';

/** POST /v1/users/forced-password-change {password}: the new password after an admin reset. */
export const forcedPasswordChange = (password: string) =>
  apiCall<{ done: boolean }>('POST', '/v1/users/forced-password-change', { body: { password } });
