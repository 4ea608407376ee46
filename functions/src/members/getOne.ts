import { memberPath } from '@tessera/domain/paths';
import { inScope } from '@tessera/domain/scope';
import { db } from '../shared/admin';
import { toJson } from '../shared/serialize';
import { ApiError } from '../http/apiError';
import { profileRoute } from '../http/route';
import { memberIdHeader } from './memberHeaders';

/** GET /v1/members/one (header id). */
export const getMember = profileRoute({
  method: 'GET',
  path: '/v1/members/one',
  access: 'members.read',
  headers: memberIdHeader,
  async handle({ claims, headers }) {
    const snap = await db.doc(memberPath(claims.org, headers.id)).get();
    if (!snap.exists) throw new ApiError('USER_NOT_FOUND');
    if (!inScope(claims, snap.get('group'))) throw new ApiError('NO_USER_ALLOWED');
    return { result: toJson({ ...snap.data(), id: snap.id }) };
  },
});
