import type { ChangePasswordInput } from '@tessera/domain/forms/changePassword';
import { apiCall } from '../../../lib/api/client';

/** POST /v1/users/change-password {password, otp} (spec §7 Users). */
export const changePassword = (values: ChangePasswordInput) =>
  apiCall<{ done: boolean }>('POST', '/v1/users/change-password', { body: values });
