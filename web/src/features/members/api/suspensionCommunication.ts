import { apiCall } from '../../../lib/api/client';
import { suspensionCommunicationContract } from '@tessera/domain/contracts/members';

/** POST /v1/members/suspension-communication → {queued} */
export function suspensionCommunication(id: string, reason?: string) {
  return apiCall(suspensionCommunicationContract, { body: { id, ...(reason ? { reason } : {}) } });
}
