import { askRefundContract } from '@tessera/domain/contracts/requests';
import { apiCall } from '../../../lib/api/client';

/** GET /v1/payments/ask-refund (header payment): the member asks for the refund of one of their payments. */
export const askRefund = (paymentId: string) => apiCall(askRefundContract, { headers: { payment: paymentId }, overlay: false });
