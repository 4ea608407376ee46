import { apiCall } from '../../../lib/api/client';
import { lastCardContract } from '@tessera/domain/contracts/members';

/** GET /v1/members/last-card: the last card number used and the suggested next one; a background suggestion the form works without: no overlay. */
export function lastCard() {
  return apiCall(lastCardContract, { overlay: false });
}
