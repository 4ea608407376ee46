import { apiCall } from '../../../lib/api/client';

/** GET /v1/members/check-mail-availability (header candidate). */
export async function checkMailAvailability(candidate: string): Promise<boolean> {
  return (await apiCall<{ available: boolean }>('GET', '/v1/members/check-mail-availability', { headers: { candidate } })).available;
}
