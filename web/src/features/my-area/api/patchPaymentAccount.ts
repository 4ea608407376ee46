import { patchPaymentAccountContract } from '@tessera/domain/contracts/my-area';
import type { PaymentAccountPatch } from '@tessera/domain/entities/paymentAccount';
import { apiCall } from '../../../lib/api/client';

/** PATCH /v1/payments/patch-payment-account: the billing name and address; answers the account as it now is. */
export const patchPaymentAccount = async (patch: PaymentAccountPatch) =>
  (await apiCall(patchPaymentAccountContract, { body: patch, overlay: false })).account;
