import { Timestamp } from 'firebase-admin/firestore';
import { CHECKOUT_HOLD_MINUTES, cartObject } from '@tessera/domain/entities/cart';
import { createSessionUserContract } from '@tessera/domain/contracts/marketplace';
import { PAYMENT_CURRENCY } from '@tessera/domain/constants';
import { appUrl } from '../config';
import { ApiError } from '../http/apiError';
import { requestLanguage } from '../http/language';
import { route } from '../http/route';
import { paymentProvider } from '../payments/providers';
import { cartViewOf, quoteCart } from './cartStore';
import { closeHoldingCarts, holdCart, releaseCart } from './holds';

/**
 * POST /v1/payments/create-session-user {lines, lang} — the cart checked and priced (cartStore.ts), the member's
 * earlier unfinished carts closed, the seats held until the session's expiry (holds.ts), then the provider's checkout
 * with one line per item, expiring when the holds do. A session that cannot be made gives the seats back at once.
 */
export const createMyCheckout = route(createSessionUserContract, async ({ claims, body, scope, req }) => {
  const { ref: memberRef, data: member } = await scope.own();
  const quote = await quoteCart(claims.org, memberRef.id, member, body.lines);
  if (!quote.card) throw new ApiError('NOT_ENABLED');
  await closeHoldingCarts(claims.org, memberRef.id);
  const lang = body.lang ?? requestLanguage(req);
  const expiresAt = new Date(Date.now() + CHECKOUT_HOLD_MINUTES * 60_000);
  const cart = await holdCart(claims.org, memberRef.id, member, quote, { status: 'CHECKOUT', expiresAt, lang });
  const origin = appUrl.value().replace(/\/+$/, '');
  try {
    const session = await paymentProvider().createCheckout({
      amount: quote.total,
      currency: PAYMENT_CURRENCY,
      productName: cartObject(quote.lines),
      lines: quote.lines.map((l) => ({ name: `${l.saleName} — ${l.priceName}`, unitAmount: l.unitCost, quantity: l.quantity })),
      email: typeof member.email === 'string' ? member.email : '',
      expiresAt: Math.floor(expiresAt.getTime() / 1000),
      successUrl: `${origin}/my-area/cart/outcome?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${origin}/my-area/cart/outcome?session_id={CHECKOUT_SESSION_ID}&cancelled=1`,
      metadata: { kind: 'cart', org: claims.org, cart: cart.id, member: memberRef.id },
    });
    if (!session.url) throw new Error(`checkout session ${session.id} has no url`);
    // the hold's expiry is the session's own, as the provider set it
    const expires = session.expires_at ? Timestamp.fromMillis(session.expires_at * 1000) : Timestamp.fromDate(expiresAt);
    await cart.update({ sessionId: session.id, expiresAt: expires });
    return { session: { id: session.id, url: session.url }, cart: cartViewOf(await cart.get()) };
  } catch (e) {
    await releaseCart(claims.org, cart.id);
    throw e;
  }
});
