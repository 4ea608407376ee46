import { apiCall } from '../../../lib/api/client';
import { orgHeaders } from '../../../lib/deployment/deployment';
import { activationSendCodeContract } from '@tessera/domain/contracts/activation';

/** POST /auth/activate-send-code {email}: true when the code was mailed, false when the address is taken. */
export const sendActivationCode = async (email: string) =>
  (await apiCall(activationSendCodeContract, { headers: orgHeaders(), body: { email } })).sent;
