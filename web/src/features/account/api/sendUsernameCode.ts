import { apiCall } from '../../../lib/api/client';

/** POST /v1/users/change-username-send-code {email}: true when mailed to the new address, false when it is taken. */
export const sendUsernameCode = async (email: string) =>
  (await apiCall<{ sent: boolean }>('POST', '/v1/users/change-username-send-code', { body: { email } })).sent;
