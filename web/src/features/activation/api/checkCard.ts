import type { ActivationStep1Values } from '@tessera/domain/forms/activation';
import { apiCall } from '../../../lib/api/client';
import { orgHeaders } from '../../../lib/deployment/deployment';
import { activateFirstStepContract } from '@tessera/domain/contracts/activation';

/** POST /auth/activate-first-step {ssn, card_number}: an activation ticket for the member the pair names → {id}. */
export const checkCard = (values: ActivationStep1Values) => apiCall(activateFirstStepContract, { headers: orgHeaders(), body: values });
