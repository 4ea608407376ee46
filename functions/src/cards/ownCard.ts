import type { Claims } from '@tessera/domain/claims';
import { ApiError } from '../http/apiError';
import { memberCardOf, type MemberCard } from './cardData';
import type { RecordAccess } from '../http/scope';

/**
 * The caller's own card. The endpoint's scope is `own`: no group scope applies (a group admin who is also a
 * member reads their card even when it sits outside the groups they administer). USER_NOT_FOUND without a member
 * record or card number.
 */
export async function loadOwnCard(claims: Claims, scope: RecordAccess): Promise<MemberCard> {
  const { snap } = await scope.own();
  const card = memberCardOf(snap.id, snap.data()!);
  if (!card) throw new ApiError('USER_NOT_FOUND');
  return card;
}
