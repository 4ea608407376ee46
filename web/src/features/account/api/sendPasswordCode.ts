import { apiCall } from '../../../lib/api/client';

/** POST /v1/users/change-password-send-code: mails a code to the sign-in's own email. */
export const sendPasswordCode = () => apiCall<{ sent: boolean }>('POST', '/v1/users/change-password-send-code');
