import { apiCall } from '../../../lib/api/client';

/** POST /auth/activate-send-code {email}: true when the code was mailed, false when the address is taken. */
export const sendActivationCode = async (email: string) =>
  (await apiCall<{ sent: boolean }>('POST', '/auth/activate-send-code', { body: { email } })).sent;
