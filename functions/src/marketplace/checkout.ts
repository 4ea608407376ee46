import { logger } from 'firebase-functions';
import { Timestamp, type DocumentData, type DocumentReference } from 'firebase-admin/firestore';
import { CHECKOUT_HOLD_MINUTES, cartObject, lineSeats, type PricedLine } from '@tessera/domain/entities/cart';
import { createSessionUserContract } from '@tessera/domain/contracts/marketplace';
import { PAYMENT_CURRENCY } from '@tessera/domain/constants';
import { ApiError } from '../http/apiError';
import { requestLanguage } from '../http/language';
import { route } from '../http/route';
import { paymentProvider } from '../payments/providers/providers';
import { returnPage } from '../payments/providers/returnPage';
import type { CheckoutSession } from '../payments/providers/provider';
import { carts, cartViewFrom, quoteCart, readLines, type PricingReads } from './cartStore';
import { closeHoldingCarts, holdCart, holdingCarts, releaseCart } from './holds';
import { afterLapsedHolds } from '../sales/seatHolds';
import { commitInTurn, inCheckoutTurnWith } from './checkoutTurn';

/**
 * The provider's checkout for a cart holding its seats: one line per item (family seats counted), expiring with the
 * holds, coming back to the cart's outcome page; the event names the cart. Shared by a new cart and a waiting-list offer.
 */
export async function openCartCheckout(
  orgId: string,
  cart: { id: string; memberId: string; lines: readonly PricedLine[]; total: number },
  member: DocumentData,
  expiresAt: Date,
): Promise<CheckoutSession & { url: string }> {
  const session = await paymentProvider().createCheckout({
    amount: cart.total,
    currency: PAYMENT_CURRENCY,
    productName: cartObject(cart.lines),
    lines: cart.lines.map((l) => ({ name: `${l.saleName} — ${l.priceName}`, unitAmount: l.unitCost, quantity: lineSeats(l) })),
    email: typeof member.email === 'string' ? member.email : '',
    expiresAt: Math.floor(expiresAt.getTime() / 1000),
    successUrl: returnPage('/my-area/cart/outcome?session_id={CHECKOUT_SESSION_ID}'),
    cancelUrl: returnPage('/my-area/cart/outcome?session_id={CHECKOUT_SESSION_ID}&cancelled=1'),
    metadata: { kind: 'cart', org: orgId, cart: cart.id, member: cart.memberId },
  });
  if (!session.url) throw new Error(`checkout session ${session.id} has no url`);
  return { ...session, url: session.url };
}

/** The hold's expiry is the session's own, as the provider set it. */
export const sessionExpiry = (session: CheckoutSession, asked: Date) =>
  session.expires_at ? Timestamp.fromMillis(session.expires_at * 1000) : Timestamp.fromDate(asked);

/**
 * POST /v1/payments/create-session-user {lines, lang} — the cart checked and priced (cartStore.ts), then in the member's
 * turn (checkoutTurn.ts: one checkout made at a time, else TOO_MANY_REQUESTS; taken while the cart is priced): the
 * member's earlier unfinished carts closed (their sessions closed at the provider first), the seats held until the
 * session's expiry (holds.ts) while the provider's checkout is made (one line per item, expiring when the holds do),
 * and the cart given its session with the end of the turn. A hold refused closes the session unused; a session that
 * cannot be made, or a turn lost meanwhile (its own session closed then), gives the seats back at once: the member
 * never holds two payable checkouts.
 */
export const createMyCheckout = route(createSessionUserContract, async ({ claims, body, scope, req }) => {
  const priced: PricingReads = new Map();
  const checks = async () => {
    // the items' reads need only the member's id: under way while the member's record is read
    let lineReads = claims.member ? readLines(claims.org, claims.member, body.lines) : undefined;
    lineReads?.catch(() => undefined);
    const { ref: memberRef, data: member } = await scope.own();
    const quote = await afterLapsedHolds(claims.org, () => {
      // a second pricing (after lapsed holds were given back) reads afresh
      const read = lineReads;
      lineReads = undefined;
      return quoteCart(claims.org, memberRef.id, member, body.lines, priced, read);
    });
    if (!quote.card) throw new ApiError('NOT_ENABLED');
    return { memberId: memberRef.id, member, quote };
  };
  // without a member record the checks answer USER_NOT_FOUND: no turn to take
  if (!claims.member) await checks();
  const lang = body.lang ?? requestLanguage(req);
  const ownId = claims.member!;
  // the member's carts read as soon as the turn is theirs, while the cart is still being priced
  const earlier = () => holdingCarts(claims.org, ownId);
  return inCheckoutTurnWith(claims.org, ownId, checks(), earlier, async (turn, { memberId, member, quote }, found) => {
    const expiresAt = new Date(Date.now() + CHECKOUT_HOLD_MINUTES * 60_000);
    const status = 'CHECKOUT';
    // The provider's checkout (a round trip to Stripe, the slowest step) is made while the seats are held: it needs
    // only the quote and the cart's id, chosen here. It is handed over only once the hold stood; when the hold is
    // refused, it is closed before the answer, so nobody can ever pay it.
    const cartRef = carts(claims.org).doc();
    const opening = openCartCheckout(claims.org, { id: cartRef.id, memberId, ...quote }, member, expiresAt);
    opening.catch(() => undefined);
    const closeUnused = async () => {
      const unused = await opening.then(
        (s) => s.id,
        () => null,
      );
      if (unused) await paymentProvider().expireCheckout(unused);
    };
    let cart: DocumentReference;
    try {
      // an earlier cart closed gave seats back: what pricing read is out of date, the hold reads afresh
      const closed = await closeHoldingCarts(claims.org, memberId, found);
      cart = await holdCart(claims.org, memberId, member, quote, { status, expiresAt, lang, ref: cartRef, ...(closed ? {} : { priced }) });
    } catch (e) {
      // the hold's refusal is the answer; a session left open is never handed over and lapses with its expiry
      await closeUnused().catch((failure: unknown) => logger.warn('an unused checkout was not closed', { failure: String(failure) }));
      throw e;
    }
    try {
      const session = await opening;
      const until = sessionExpiry(session, expiresAt);
      const given = await commitInTurn(turn, (batch) => batch.update(cart, { sessionId: session.id, expiresAt: until }));
      if (!given) throw new ApiError('TOO_MANY_REQUESTS');
      // the cart as just written (no need to read it back)
      const view = cartViewFrom(cart.id, { status, lines: quote.lines, total: quote.total, expiresAt: until, refunded: [] });
      return { session: { id: session.id, url: session.url }, cart: view };
    } catch (e) {
      try {
        // made but not handed over: nobody may pay it
        await closeUnused();
      } finally {
        await releaseCart(claims.org, cart.id);
      }
      throw e;
    }
  });
});
