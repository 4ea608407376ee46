import { cardHeader } from '@tessera/domain/entities/card';
import { cardPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { profileRoute } from '../http/route';
import { lastCardNumber } from './cardCounter';

/** GET /v1/members/last-card → { number, suggestion }: the highest number issued, from the card-number counter. */
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
