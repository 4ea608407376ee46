import { eraseMemberContract } from '@tessera/domain/contracts/erasure';
import { route } from '../http/route';
import { auditActor } from '../shared/audit';
import { eraseMember } from './eraseMember';

/**
 * POST /v1/members/erase {memberId, reason} — a general administrator erases a member directly (the screen names the
 * member and asks for the reason first). Calling it again for the same member changes nothing.
 */
export const eraseOne = route(eraseMemberContract, async ({ claims, principal, body }) => {
  const { changed } = await eraseMember({
    orgId: claims.org,
    memberId: body.memberId,
    origin: 'admin',
    reason: body.reason,
    by: auditActor(principal, claims),
  });
  return { memberId: body.memberId, status: 'DONE' as const, changed };
});
