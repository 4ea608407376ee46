import { retrieveSessionCartContract } from '@tessera/domain/contracts/marketplace';
import { apiCall } from '../../../lib/api/client';

/** GET /v1/payments/retrieve-session-cart: the cart behind the checkout the member came back from. */
export const fetchCartOutcome = (session: string) => apiCall(retrieveSessionCartContract, { headers: { session }, overlay: false });
