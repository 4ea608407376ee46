import { decideRequestContract } from '@tessera/domain/contracts/requests';
import type { RequestDecisionBody } from '@tessera/domain/entities/memberRequest';
import { apiCall } from '../../../lib/api/client';

/** POST /v1/requests/decide. */
export const decideRequest = (body: RequestDecisionBody) => apiCall(decideRequestContract, { body, overlay: false });
