import { apiCall } from '../../../lib/api/client';

/** POST /v1/members/suspension-communication → {queued} */
export function suspensionCommunication(id: string, reason?: string) {
  return apiCall<{ queued: boolean }>('POST', '/v1/members/suspension-communication', { body: { id, ...(reason ? { reason } : {}) } });
}
