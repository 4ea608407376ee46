import { apiCall } from '../../../lib/api/client';

/** GET /v1/members/resend-card (headers user, lang) → {queued, mailId}: the card PDF goes to the member's email. */
export function sendCardByEmail(memberId: string, lang: 'it' | 'en') {
  return apiCall<{ queued: boolean; mailId: string }>('GET', '/v1/members/resend-card', { headers: { user: memberId, lang } });
}
