import { toggleRenewContract } from '@tessera/domain/contracts/my-area';
import { apiCall } from '../../../lib/api/client';

/** PATCH /v1/payments/toggle-renew: answers the account as it now is. */
export const toggleRenew = async (autoRenew: boolean) =>
  (await apiCall(toggleRenewContract, { body: { autoRenew }, overlay: false })).account;
