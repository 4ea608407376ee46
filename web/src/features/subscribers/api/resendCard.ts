import { apiCall } from '../../../lib/api/client';

/** GET /v1/members/resend-card (headers user, year?) → {queued, mailId} */
export function resendCard(memberId: string, year?: number) {
  return apiCall<{ queued: boolean; mailId: string }>('GET', '/v1/members/resend-card', {
    headers: { user: memberId, ...(year ? { year: String(year) } : {}) },
  });
}
