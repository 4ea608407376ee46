import type { SignupPayload } from '@tessera/domain/forms/signup';
import { apiCall } from '../../../lib/api/client';
import { orgHeaders } from '../../../lib/deployment/deployment';
import { preregisterSignupContract } from '@tessera/domain/contracts/signup';

/** POST /v1/signup/preregister-user: the pre-registration way out of signup saves the user. */
export const preregisterSignup = (payload: SignupPayload) => apiCall(preregisterSignupContract, { headers: orgHeaders(), body: payload });
