import { apiCall } from '../../../lib/api/client';
import { myCancellationContract } from '@tessera/domain/contracts/my-area';

/** POST /v1/profile/cancellation {requested}: ask to cancel the membership at the next renewal, or revoke the request. */
export const requestCancellation = (requested: boolean) => apiCall(myCancellationContract, { body: { requested } });
