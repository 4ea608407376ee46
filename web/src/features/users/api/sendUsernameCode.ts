import { apiCall } from '../../../lib/api/client';
import { changeUsernameSendCodeContract } from '@tessera/domain/contracts/users';

/** POST /v1/users/change-username-send-code {email}: true when mailed to the new address, false when it is taken. */
export const sendUsernameCode = async (email: string) => (await apiCall(changeUsernameSendCodeContract, { body: { email } })).sent;
