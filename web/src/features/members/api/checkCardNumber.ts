import { apiCall } from '../../../lib/api/client';
import { checkCardNumberContract } from '@tessera/domain/contracts/members';

/** GET /v1/members/check-card-number (header card); checked while typing, shown beside the field: no overlay. */
export async function checkCardNumber(card: string): Promise<boolean> {
  return (await apiCall(checkCardNumberContract, { headers: { card }, overlay: false })).available;
}
