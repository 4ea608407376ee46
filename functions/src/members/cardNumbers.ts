import { cardPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { route } from '../http/route';
import { lastCardNumber } from './cardCounter';
import { lastCardContract, checkCardNumberContract } from '@tessera/domain/contracts/members';

/** GET /v1/members/last-card → { number, suggestion }: the highest number issued, from the card-number counter. */
export const lastCard = route(lastCardContract, async ({ claims }) => {
  return lastCardNumber(claims.org);
});

/** GET /v1/members/check-card-number (header card) → { available }. */
export const checkCardNumber = route(checkCardNumberContract, async ({ claims, headers }) => {
  const card = await db.doc(cardPath(claims.org, headers.card)).get();
  return { available: !card.exists };
});
