import { candidateHeader } from '@tessera/domain/entities/member';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { profileRoute } from '../http/route';

/**
 * GET /v1/members/check-mail-availability (header candidate) → { available }. Emails are stored lower-case
 * (the schema lowers them), so comparing the lowered candidate is case-insensitive. Unique per organization.
 */
export const checkMailAvailability = profileRoute({
  method: 'GET',
  path: '/v1/members/check-mail-availability',
  access: 'members.read',
  headers: candidateHeader,
  async handle({ claims, headers }) {
    const same = await db.collection(orgCol(claims.org, 'members')).where('email', '==', headers.candidate).limit(1).get();
    return { available: same.empty };
  },
});
