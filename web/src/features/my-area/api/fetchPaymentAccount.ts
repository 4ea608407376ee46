import type { AnswerOf } from '@tessera/domain/contracts/contract';
import { retrievePaymentAccountContract } from '@tessera/domain/contracts/my-area';
import { apiCall } from '../../../lib/api/client';

export type PaymentAccount = AnswerOf<typeof retrievePaymentAccountContract>['account'];

/** GET /v1/payments/retrieve-payment-account; on the return from a card-saving checkout it also settles that. */
export const fetchPaymentAccount = async () => (await apiCall(retrievePaymentAccountContract)).account;
