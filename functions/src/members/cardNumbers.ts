import { cardHeader } from '@tessera/domain/entities/card';
import { nextCardNumber } from '@tessera/domain/entities/member';
import { cardPath, orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { profileRoute } from '../http/route';

/**
 * The highest numeric card number of the organization and the next one. Card ids are the numbers, kept as
 * text (leading zeros matter), so Firestore cannot order them numerically: the ids are read without fields.
 */
export async function lastCardNumber(orgId: string): Promise<{ number: string | null; suggestion: string }> {
  const snap = await db.collection(orgCol(orgId, 'cards')).select().get();
  return nextCardNumber(snap.docs.map((d) => d.id));
}

/** GET /v1/members/last-card → { number, suggestion }. */
export const lastCard = profileRoute({
  method: 'GET',
  path: '/v1/members/last-card',
  access: 'members.read',
  async handle({ claims }) {
    return lastCardNumber(claims.org);
  },
});

/** GET /v1/members/check-card-number (header card) → { available }. */
export const checkCardNumber = profileRoute({
  method: 'GET',
  path: '/v1/members/check-card-number',
  access: 'members.read',
  headers: cardHeader,
  async handle({ claims, headers }) {
    const card = await db.doc(cardPath(claims.org, headers.card)).get();
    return { available: !card.exists };
  },
});
