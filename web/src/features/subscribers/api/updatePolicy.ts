import { apiCall } from '../../../lib/api/client';

/** PATCH /v1/members/policy: records the privacy acceptance date (YYYY-MM-DD). */
export function updatePolicy(id: string, privacyAcceptedAt: string) {
  return apiCall<unknown>('PATCH', '/v1/members/policy', { body: { id, privacyAcceptedAt } });
}
