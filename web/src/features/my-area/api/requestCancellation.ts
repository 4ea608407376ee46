import { apiCall } from '../../../lib/api/client';

/** POST /v1/profile/cancellation {requested}: ask to cancel the membership at the next renewal, or revoke the request. */
export const requestCancellation = (requested: boolean) =>
  apiCall<{ cancellationRequested: boolean }>('POST', '/v1/profile/cancellation', { body: { requested } });
