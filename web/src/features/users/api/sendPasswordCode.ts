import { apiCall } from '../../../lib/api/client';
import { changePasswordSendCodeContract } from '@tessera/domain/contracts/users';

/** POST /v1/users/change-password-send-code: mails a code to the sign-in's own email. */
export const sendPasswordCode = () => apiCall(changePasswordSendCodeContract);
