import { memberPath } from '@tessera/domain/paths';
import { inScope } from '@tessera/domain/scope';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { profileRoute } from '../http/route';
import { memberIdHeader } from './memberHeaders';
import { membersForStaff } from './adminOnly';

/** GET /v1/members/one (header id): the member as staff see it, its back-office-only data merged (adminOnly.ts). */
export const getMember = profileRoute({
  method: 'GET',
  path: '/v1/members/one',
  access: 'members.read',
  headers: memberIdHeader,
  async handle({ claims, headers }) {
    const snap = await db.doc(memberPath(claims.org, headers.id)).get();
    if (!snap.exists) throw new ApiError('USER_NOT_FOUND');
    if (!inScope(claims, snap.get('group'))) throw new ApiError('NO_USER_ALLOWED');
    const [result] = await membersForStaff(claims.org, [snap]);
    return { result };
  },
});
