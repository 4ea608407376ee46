import type { SignupPayload } from '@tessera/domain/forms/signup';
import { apiCall } from '../../../lib/api/client';

/** POST /v1/signup/preregister-user: the spec's "save the user" of the pre-registration route. */
export const preregisterSignup = (payload: SignupPayload) =>
  apiCall<{ result: boolean }>('POST', '/v1/signup/preregister-user', { body: payload });
