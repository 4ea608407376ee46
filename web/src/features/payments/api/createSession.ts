import type { SignupPayload } from '@tessera/domain/forms/signup';
import { apiCall } from '../../../lib/api/client';

/** POST /v1/payments/create-session (spec §7): the signup payload; answers the checkout session to go to. */
export const createSession = (payload: SignupPayload) =>
  apiCall<{ session: { id: string; url: string; payment_status: string } }>('POST', '/v1/payments/create-session', { body: payload }).then(
    (a) => a.session,
  );
