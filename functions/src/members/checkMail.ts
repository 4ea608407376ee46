import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { route } from '../http/route';
import { checkMailAvailabilityContract } from '@tessera/domain/contracts/members';

/**
 * GET /v1/members/check-mail-availability (header candidate) → { available }. Emails are stored lower-case
 * (the schema lowers them), so comparing the lowered candidate is case-insensitive. Unique per organization.
 */
export const checkMailAvailability = route(checkMailAvailabilityContract, async ({ claims, headers }) => {
  const same = await db.collection(orgCol(claims.org, 'members')).where('email', '==', headers.candidate).limit(1).get();
  return { available: same.empty };
});
