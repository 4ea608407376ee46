import { apiCall } from '../../../lib/api/client';

/** GET /v1/members/check-card-number (header card). */
export async function checkCardNumber(card: string): Promise<boolean> {
  return (await apiCall<{ available: boolean }>('GET', '/v1/members/check-card-number', { headers: { card } })).available;
}
