import { apiCall } from '../../../lib/api/client';
import { forcedPasswordChangeContract } from '@tessera/domain/contracts/users';

/** POST /v1/users/forced-password-change {password}: the new password after an admin reset. */
export const forcedPasswordChange = (password: string) => apiCall(forcedPasswordChangeContract, { body: { password } });
