import type { ChangePasswordInput } from '@tessera/domain/forms/changePassword';
import { apiCall } from '../../../lib/api/client';
import { changePasswordContract } from '@tessera/domain/contracts/users';

/** POST /v1/users/change-password {password, otp}. */
export const changePassword = (values: ChangePasswordInput) => apiCall(changePasswordContract, { body: values });
