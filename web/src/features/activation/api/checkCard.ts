import type { ActivationStep1Values } from '@tessera/domain/forms/activation';
import { apiCall } from '../../../lib/api/client';

/** POST /auth/activate-first-step {ssn, card_number}: an activation ticket for the member the pair names → {id} (spec §4 Activate step 1). */
export const checkCard = (values: ActivationStep1Values) =>
  apiCall<{ id?: unknown; _id?: unknown }>('POST', '/auth/activate-first-step', { body: values });
