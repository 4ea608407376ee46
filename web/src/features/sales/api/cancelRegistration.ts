import { cancelRegistrationContract } from '@tessera/domain/contracts/sales';
import { apiCall } from '../../../lib/api/client';

/** DELETE /v1/sales/registrations: the registration cancelled, its seats free again, its payment refunded when asked. */
export const cancelRegistration = (saleId: string, registration: string, refund: boolean) =>
  apiCall(cancelRegistrationContract, { headers: { id: saleId, registration, refund: refund ? 'true' : 'false' }, overlay: false });
