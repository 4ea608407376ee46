import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { acceptOfferContract } from '@tessera/domain/contracts/marketplace';
import { CHECKOUT_HOLD_MINUTES, onlineSaleRefusal, priceLine } from '@tessera/domain/entities/cart';
import { WAITLIST_OFFER_HOURS } from '@tessera/domain/entities/waitlist';
import { holderName } from '@tessera/domain/lists/listFields';
import { memberPath } from '@tessera/domain/paths';
import { freeSeatsIn } from '@tessera/domain/sales/seats';
import { appLink } from '../config';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { enqueueMail } from '../mail/enqueue';
import { paymentProvider } from '../payments/providers/providers';
import { saleOf, sales } from '../sales/saleStore';
import { readShards } from '../sales/seats';
import { cartViewOf, carts, type StoredCart } from './cartStore';
import { closeHoldingCarts, holdCart } from './holds';
import { commitInTurn, inCheckoutTurn } from './checkoutTurn';
import { openCartCheckout, sessionExpiry } from './checkout';
import type { StoredEntry } from './waitlistStore';

/** Offers made in one go at the most (a big release of seats is offered on by the next shard write or the next call). */
const OFFERS_PER_RUN = 20;

/**
 * Seats given back to a sold-out item go to its waiting list, first come first served: the first in line (by the time
 * they joined) whose seats fit gets them held in an OFFERED cart for WAITLIST_OFFER_HOURS (holds.ts: never more than
 * the item has) and an email; and so on while seats are left. The entry is claimed (WAITING → OFFERED) in a
 * transaction before the seats are taken, so two runs at once never offer one place twice; seats taken meanwhile
 * put it back in line. An item no longer sold online offers nothing. Answers the members offered seats.
 */
export async function offerFreedSeats(orgId: string, saleId: string): Promise<string[]> {
  const offered: string[] = [];
  const saleSnap = await sales(orgId).doc(saleId).get();
  if (!saleSnap.exists) return offered;
  const sale = saleOf(saleSnap);
  if (onlineSaleRefusal(sale)) return offered;
  for (let round = 0; round < OFFERS_PER_RUN; round += 1) {
    const next = (await saleSnap.ref.collection('waitlist').where('status', '==', 'WAITING').orderBy('joinedAt').limit(1).get()).docs[0];
    if (!next) return offered;
    const entry = next.data() as StoredEntry;
    const free = freeSeatsIn(await readShards(saleSnap.ref));
    // first come, first served: the first in line waits for their seats rather than being passed
    if (free < entry.quantity) return offered;
    const claimed = await db.runTransaction(async (tx) => {
      const now = await tx.get(next.ref);
      if (now.get('status') !== 'WAITING') return false;
      tx.update(next.ref, { status: 'OFFERED' });
      return true;
    });
    if (!claimed) continue;
    const line =
      priceLine({ saleId, priceName: entry.priceName, quantity: entry.quantity, family: [] }, sale) ??
      // the price was removed meanwhile: the item's first
      priceLine({ saleId, priceName: sale.prices[0]!.name, quantity: entry.quantity, family: [] }, sale)!;
    const member = (await db.doc(memberPath(orgId, entry.memberId)).get()).data() ?? {};
    const expiresAt = new Date(Date.now() + WAITLIST_OFFER_HOURS * 3_600_000);
    try {
      const cart = await holdCart(
        orgId,
        entry.memberId,
        member,
        { lines: [line], total: line.amount, payroll: false, card: true },
        { status: 'OFFERED', expiresAt, lang: entry.lang, waitlist: saleId },
      );
      await next.ref.update({ cartId: cart.id, offerExpiresAt: Timestamp.fromDate(expiresAt) });
    } catch (e) {
      const code = e instanceof ApiError ? e.code : null;
      // seats taken meanwhile: back in line, first; registered meanwhile: done with the line
      await next.ref.update({ status: code === 'SALE_ALREADY_PERFORMED' ? 'DONE' : 'WAITING' });
      if (code === 'SALE_ALREADY_PERFORMED') continue;
      if (code !== 'MAX_SALES_REACHED') logger.error('waiting list offer failed', { org: orgId, sale: saleId, error: String(e) });
      return offered;
    }
    offered.push(entry.memberId);
    if (typeof member.email === 'string' && member.email)
      await enqueueMail({
        orgId,
        to: member.email,
        template: 'waitlistOffer',
        lang: entry.lang,
        memberId: entry.memberId,
        data: {
          name: holderName(member),
          item: sale.name,
          seats: entry.quantity,
          until: expiresAt.toISOString(),
          link: appLink('/my-area/shop'),
        },
      });
  }
  return offered;
}

/**
 * POST /v1/payments/accept-offer {cart, lang} — the member pays the seats the waiting list holds for them: a card
 * checkout for the OFFERED cart, which becomes a CHECKOUT cart holding the same seats until the session expires (the
 * offer's end, and at least the provider's 30 minutes). The provider's event confirms it as any cart. An offer that
 * ran out or was taken up already: NOT_ENABLED; another member's cart: NOT_FOUND.
 */
export const acceptOffer = route(acceptOfferContract, async ({ claims, body, scope }) => {
  const { ref: memberRef, data: member } = await scope.own();
  const ref = carts(claims.org).doc(body.cart);
  const cart = (await ref.get()).data() as StoredCart | undefined;
  if (!cart || cart.memberId !== memberRef.id) throw new ApiError('NOT_FOUND');
  if (cart.status !== 'OFFERED' || cart.expiresAt.toMillis() <= Date.now()) throw new ApiError('NOT_ENABLED');
  const least = Date.now() + CHECKOUT_HOLD_MINUTES * 60_000;
  const expiresAt = new Date(Math.max(least, cart.expiresAt.toMillis()));
  // in the member's turn, as any checkout: their other unfinished carts closed first, so only this one can be paid
  const session = await inCheckoutTurn(claims.org, memberRef.id, async (turn) => {
    await closeHoldingCarts(claims.org, memberRef.id);
    const opened = await openCartCheckout(claims.org, { id: ref.id, ...cart }, member, expiresAt);
    const expires = sessionExpiry(opened, expiresAt);
    // the offer may have run out while the session was made (the cart changed), or the turn lost: then the session is
    // closed and nothing is payable
    const offered = await ref.get();
    const taken =
      offered.get('status') === 'OFFERED' &&
      (await commitInTurn(turn, (batch) =>
        batch.update(
          ref,
          { status: 'CHECKOUT', sessionId: opened.id, expiresAt: expires, lang: body.lang ?? cart.lang },
          { lastUpdateTime: offered.updateTime! },
        ),
      ));
    if (taken) return opened;
    await paymentProvider().expireCheckout(opened.id);
    throw new ApiError((await ref.get()).get('status') === 'OFFERED' ? 'TOO_MANY_REQUESTS' : 'NOT_ENABLED');
  });
  return { session: { id: session.id, url: session.url }, cart: cartViewOf(await ref.get()) };
});
