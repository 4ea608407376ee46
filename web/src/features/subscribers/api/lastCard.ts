import { apiCall } from '../../../lib/api/client';

/** GET /v1/members/last-card: the last card number used and the suggested next one. */
export function lastCard() {
  return apiCall<{ number: string | null; suggestion: string }>('GET', '/v1/members/last-card');
}
