import { apiCall } from '../../../lib/api/client';
import { patchPolicyContract } from '@tessera/domain/contracts/members';

/** PATCH /v1/members/policy: records the privacy acceptance date (YYYY-MM-DD). */
export function updatePolicy(id: string, privacyAcceptedAt: string) {
  return apiCall(patchPolicyContract, { body: { id, privacyAcceptedAt } });
}
