import type { ActivationStep2Values } from '@tessera/domain/forms/activation';
import { apiCall } from '../../../lib/api/client';
import { orgHeaders } from '../../../lib/deployment/deployment';
import { activateSecondStepContract } from '@tessera/domain/contracts/activation';

/** POST /auth/activate-second-step {otp, email, password, userID}: creates the sign-in → {uid}. */
export const activateAccount = (values: ActivationStep2Values) =>
  apiCall(activateSecondStepContract, { headers: orgHeaders(), body: values });
