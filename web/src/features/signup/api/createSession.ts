import type { SignupPayload } from '@tessera/domain/forms/signup';
import { apiCall } from '../../../lib/api/client';
import { orgHeaders } from '../../../lib/deployment/deployment';
import { createSessionContract } from '@tessera/domain/contracts/payments';

/** POST /v1/payments/create-session: the signup payload; answers the checkout session to go to. */
export const createSession = (payload: SignupPayload) =>
  apiCall(createSessionContract, { headers: orgHeaders(), body: payload }).then((a) => a.session);
