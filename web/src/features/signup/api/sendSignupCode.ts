import type { SignupSendCodeValues } from '@tessera/domain/forms/signup';
import { apiCall } from '../../../lib/api/client';
import { sendSignupCodeContract } from '@tessera/domain/contracts/signup';

/** POST /v1/signup/send-code → sent; false means the email already exists (spec §4 Signup 5). */
export const sendSignupCode = (payload: SignupSendCodeValues) => apiCall(sendSignupCodeContract, { body: payload }).then((a) => a.sent);
