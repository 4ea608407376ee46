import { apiCall } from '../../../lib/api/client';
import { checkMailAvailabilityContract } from '@tessera/domain/contracts/members';

/** GET /v1/members/check-mail-availability (header candidate); checked while typing, shown beside the field: no overlay. */
export async function checkMailAvailability(candidate: string): Promise<boolean> {
  return (await apiCall(checkMailAvailabilityContract, { headers: { candidate }, overlay: false })).available;
}
