import { apiCall } from '../../../lib/api/client';

/** A payment as GET /v1/cards/payments answers it (timestamps as ISO strings, amounts in cents). */
export interface CardPayment {
  id: string;
  payDate?: string;
  payYear?: number;
  amount?: number;
  mode?: string;
  status?: string;
  object?: string;
}

/** GET /v1/cards/payments (header card) → the card's payments, newest first. */
export async function fetchCardPayments(cardNumber: string): Promise<CardPayment[]> {
  const answer = await apiCall<{ payments: CardPayment[] }>('GET', '/v1/cards/payments', { headers: { card: cardNumber } });
  return answer.payments;
}
