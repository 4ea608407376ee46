import { apiCall } from '../../../lib/api/client';
import { orgHeaders } from '../../../lib/deployment/deployment';
import { activationSendCodeContract } from '@tessera/domain/contracts/activation';

/**
 * POST /auth/activate-send-code {email, userID}: true when the code was mailed, false when the address is taken. The
 * ticket of step 1 makes the mails count against the card's member, not only the address.
 */
export const sendActivationCode = async (email: string, ticket: string) =>
  (await apiCall(activationSendCodeContract, { headers: orgHeaders(), body: { email, userID: ticket } })).sent;
