import { quoteCartContract } from '@tessera/domain/contracts/marketplace';
import { route } from '../http/route';
import { quoteCart } from './cartStore';
import { afterLapsedHolds } from '../sales/seatHolds';

/** POST /v1/payments/cart — the member's cart priced and checked; nothing is held. */
export const quoteMyCart = route(quoteCartContract, async ({ claims, body, scope }) => {
  const { ref, data } = await scope.own();
  return afterLapsedHolds(claims.org, () => quoteCart(claims.org, ref.id, data, body.lines));
});
