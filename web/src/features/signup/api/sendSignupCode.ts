import type { SignupSendCodeValues } from '@tessera/domain/forms/signup';
import { apiCall } from '../../../lib/api/client';
import { orgHeaders } from '../../../lib/deployment/deployment';
import { sendSignupCodeContract } from '@tessera/domain/contracts/signup';

/** POST /v1/signup/send-code → sent; false means the email already exists. */
export const sendSignupCode = (payload: SignupSendCodeValues) =>
  apiCall(sendSignupCodeContract, { headers: orgHeaders(), body: payload }).then((a) => a.sent);
