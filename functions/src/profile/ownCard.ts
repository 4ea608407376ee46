import type { Claims } from '@tessera/domain/claims';
import { ApiError } from '../http/apiError';
import { loadMemberCards, type MemberCard } from '../cards/cardData';

/**
 * The caller's own card. The member reads it as themselves: no group scope applies (a group admin who is also a
 * member reads their card even when it sits outside the groups they administer). USER_NOT_FOUND without a member
 * record or card number.
 */
export async function loadOwnCard(claims: Claims): Promise<MemberCard> {
  if (!claims.member) throw new ApiError('USER_NOT_FOUND');
  const [card] = await loadMemberCards({ ...claims, role: 'member', groups: [] }, [claims.member]);
  return card!;
}
