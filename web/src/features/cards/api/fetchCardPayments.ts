import type { AnswerOf } from '@tessera/domain/contracts/contract';
import { apiCall } from '../../../lib/api/client';
import { cardPaymentsContract } from '@tessera/domain/contracts/cards';

/** A payment as GET /v1/cards/payments answers it (timestamps as ISO strings, amounts in cents). */
export type CardPayment = AnswerOf<typeof cardPaymentsContract>['payments'][number];

/** GET /v1/cards/payments (header card) → the card's payments, newest first. */
export async function fetchCardPayments(cardNumber: string): Promise<CardPayment[]> {
  const answer = await apiCall(cardPaymentsContract, { headers: { card: cardNumber } });
  return answer.payments;
}
