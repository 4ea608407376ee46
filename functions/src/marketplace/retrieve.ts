import { retrieveSessionCartContract, retrieveSessionUserContract } from '@tessera/domain/contracts/marketplace';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { paymentProvider } from '../payments/providers/providers';
import { cartViewOf, carts } from './cartStore';
import { closeCart, fulfilCart } from './fulfilCart';

/**
 * The member's own cart behind a checkout session, brought up to date with the provider: a paid session is fulfilled
 * (the outcome page may come back before the event), an expired one gives its seats back; exactly once either way.
 * Another member's session, or one that is no cart, is NOT_FOUND.
 */
async function myCartSession(orgId: string, memberId: string, sessionId: string) {
  const found = await carts(orgId).where('sessionId', '==', sessionId).where('memberId', '==', memberId).limit(1).get();
  const doc = found.docs[0];
  if (!doc) throw new ApiError('NOT_FOUND');
  const session = await paymentProvider().retrieveCheckout(sessionId);
  if (session?.metadata.cart === doc.id) {
    if (session.payment_status === 'paid') await fulfilCart(session);
    else if (session.status === 'expired') await closeCart(session);
  }
  const cart = cartViewOf(await doc.ref.get());
  const view = session ? { id: session.id, status: session.status, payment_status: session.payment_status } : null;
  return { session: view, cart };
}

/** GET /v1/payments/retrieve-session-cart (header session) — the cart outcome page. */
export const retrieveMyCartSession = route(retrieveSessionCartContract, async ({ claims, headers, scope }) => {
  const { ref } = await scope.own();
  return myCartSession(claims.org, ref.id, headers.session);
});

/** GET /v1/payments/retrieve-session-user (header session) — the same session, and whether its purchase is done. */
export const retrieveMySession = route(retrieveSessionUserContract, async ({ claims, headers, scope }) => {
  const { ref } = await scope.own();
  const { session, cart } = await myCartSession(claims.org, ref.id, headers.session);
  return { session, result: cart.status === 'PAID' };
});
