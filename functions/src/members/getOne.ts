import { route } from '../http/route';
import { membersForStaff } from './adminOnly';
import { getMemberContract } from '@tessera/domain/contracts/members';

/** GET /v1/members/one (header id): the member as staff see it, its back-office-only data merged (adminOnly.ts). */
export const getMember = route(getMemberContract, async ({ claims, headers, scope }) => {
  const { snap } = await scope.member(headers.id);
  const [result] = await membersForStaff(claims.org, [snap]);
  return { result: result! };
});
