import {
  createPaymentContract,
  deletePaymentContract,
  patchPaymentContract,
  refundPaymentContract,
} from '@tessera/domain/contracts/payments';
import type { PaymentPatch, PaymentRegistration } from '@tessera/domain/entities/payment';
import { apiCall } from '../../../lib/api/client';

/** POST /v1/payments/one. */
export const registerPayment = (body: PaymentRegistration) => apiCall(createPaymentContract, { body, overlay: false });

/** PATCH /v1/payments/one: the fields as the form holds them, and the status (a move of the lifecycle). */
export const patchPayment = (id: string, body: PaymentPatch) => apiCall(patchPaymentContract, { headers: { id }, body, overlay: false });

/** DELETE /v1/payments/one. */
export const deletePayment = (id: string) => apiCall(deletePaymentContract, { headers: { id }, overlay: false });

/** GET /v1/payments/refund-payment: all that is left, or `amount` cents of it. */
export const refundPayment = (id: string, amount?: number) =>
  apiCall(refundPaymentContract, { headers: { payment: id, ...(amount === undefined ? {} : { amount }) }, overlay: false });
