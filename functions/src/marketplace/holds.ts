import { FieldValue, Timestamp, type DocumentData, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import {
  cartObject,
  HOLDING_STATES,
  linePlaces,
  PAYING_STATES,
  type CartPlace,
  type CartQuote,
  type CartState,
  type PricedLine,
} from '@tessera/domain/entities/cart';
import { holderName } from '@tessera/domain/lists/listFields';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { memberPath, orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { ONLINE_FEE, paymentDocument } from '../payments/paymentRecord';
import { sales } from '../sales/saleStore';
import { registrantOf, returnSeats, takeSeats, type Taken } from '../sales/seatTaking';
import { carts, type PricingReads, type StoredCart } from './cartStore';
import { offerEntryOf } from './waitlistStore';
import { queuePurchaseMail } from './purchaseMail';
import { paymentProvider } from '../payments/providers/providers';
import type { CheckoutSession } from '../payments/providers/provider';

/** Who a marketplace registration was made by (the registrations list shows it). */
const BY_MEMBER = 'marketplace';

/**
 * A registration's fields for one place of a cart's line (the member's own seats or a family member's): held (seats
 * taken, no payment yet) or confirmed with the cart's payment.
 */
function placeRegistration(
  line: PricedLine,
  place: CartPlace,
  member: DocumentData,
  cartId: string,
  paid: { paymentId: string; mode: string } | null,
) {
  return {
    holder: place.relative?.holder ?? holderName(member),
    relativeId: place.relative?.id ?? null,
    // a family member's seat: who brought them, for the back office's lists
    familyOf: place.relative ? holderName(member) : null,
    priceName: line.priceName,
    unitCost: line.unitCost,
    amount: line.unitCost * place.quantity,
    mode: paid?.mode ?? 'STRIPE',
    paymentId: paid?.paymentId ?? null,
    held: paid === null,
    cartId,
    by: BY_MEMBER,
  };
}

/**
 * A new cart holding its seats: each line's seats taken as a held registration (seatTaking.ts: never more than the
 * item has), the cart written in the same commit as the first seats (so the hold sweep finds every seat held whatever
 * happens next, and a cart refused its first seats is never written). A line that cannot be held gives back the lines
 * held before it and the error (MAX_SALES_REACHED, SALE_ALREADY_PERFORMED) goes to the member. `opts.priced`: what
 * pricing the quote read, with nothing changed by the caller since (no cart of the member closed): the first seats
 * start from it (seatTaking.ts SeatLook), the later ones read afresh (the first commit changed the shards). `opts.ref`:
 * the cart's document when the caller chose its id first (to open the provider's checkout while the seats are held).
 */
export async function holdCart(
  orgId: string,
  memberId: string,
  member: DocumentData,
  quote: CartQuote,
  opts: { status: CartState; expiresAt: Date; lang: 'it' | 'en'; waitlist?: string; priced?: PricingReads; ref?: DocumentReference },
): Promise<DocumentReference> {
  const ref = opts.ref ?? carts(orgId).doc();
  const cart: StoredCart = {
    memberId,
    lines: quote.lines,
    total: quote.total,
    status: opts.status,
    sessionId: null,
    expiresAt: Timestamp.fromDate(opts.expiresAt),
    paymentId: null,
    refunded: [],
    lang: opts.lang,
    ...(opts.waitlist ? { waitlist: opts.waitlist } : {}),
  };
  const stored = { ...cart, createdAt: FieldValue.serverTimestamp() };
  const places = cartPlaces(memberId, quote.lines);
  // (every line takes a seat: a cart without one is only written to be complete)
  if (places.length === 0) await ref.create(stored);
  try {
    for (const [i, { line, place }] of places.entries()) {
      const read = i === 0 ? opts.priced?.get(line.saleId) : undefined;
      const standing = read?.standings.get(place.registrationId);
      const look = read && standing ? { shards: read.shards, standing } : undefined;
      const who = registrantOf(place.registrationId, memberId, member);
      await takeSeats(
        sales(orgId).doc(line.saleId),
        who,
        place.quantity,
        (batch) => {
          if (i === 0) batch.create(ref, stored);
          return placeRegistration(line, place, member, ref.id, null);
        },
        look,
      );
    }
  } catch (e) {
    await releaseCart(orgId, ref.id);
    throw e;
  }
  return ref;
}

/** Every registration a cart makes, line by line. */
const cartPlaces = (memberId: string, lines: readonly PricedLine[]) =>
  lines.flatMap((line) => linePlaces(memberId, line).map((place) => ({ line, place })));

const registrationOf = (orgId: string, saleId: string, place: CartPlace) =>
  sales(orgId).doc(saleId).collection('registrations').doc(place.registrationId);

/** The registration is this cart's, still holding its seats. */
const heldBy = (reg: DocumentSnapshot, cartId: string) =>
  reg.exists && reg.get('held') === true && reg.get('cartId') === cartId && reg.get('cancelled') !== true;

/**
 * Gives a holding cart's seats back (checkout expired, a newer checkout, a failed start) in one transaction: each
 * registration still held by this cart is removed and its seats returned to their shards; the cart is EXPIRED. A cart
 * no longer holding (paid, expired) is left alone: false.
 */
export async function releaseCart(orgId: string, cartId: string): Promise<boolean> {
  const ref = carts(orgId).doc(cartId);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const cart = snap.data() as StoredCart | undefined;
    if (!cart || !HOLDING_STATES.includes(cart.status)) return false;
    const places = cartPlaces(cart.memberId, cart.lines);
    const regs = await Promise.all(places.map(({ line, place }) => tx.get(registrationOf(orgId, line.saleId, place))));
    const offer = await closeOffer(tx, orgId, cart, cartId, 'LAPSED');
    offer?.();
    regs.forEach((reg, i) => {
      if (!heldBy(reg, cartId)) return;
      returnSeats(tx, sales(orgId).doc(places[i]!.line.saleId), reg.get('seats') as Taken);
      tx.delete(reg.ref);
    });
    tx.update(ref, { status: 'EXPIRED', releasedAt: FieldValue.serverTimestamp() });
    return true;
  });
}

/**
 * The waiting-list entry a cart's offer came from, closed with the cart (DONE when paid, LAPSED when given back): read
 * now (a transaction reads before it writes), written by the function answered, once the caller's reads are done.
 */
async function closeOffer(
  tx: FirebaseFirestore.Transaction,
  orgId: string,
  cart: StoredCart,
  cartId: string,
  status: 'DONE' | 'LAPSED',
): Promise<(() => void) | null> {
  const ref = offerEntryOf(orgId, cart);
  const entry = ref ? await tx.get(ref) : null;
  if (!entry?.exists || entry.get('cartId') !== cartId) return null;
  return () => tx.update(entry.ref, { status, closedAt: FieldValue.serverTimestamp() });
}

/** How a cart is paid: by card through the provider's session, or charged to payroll (waiting for the pay slip). */
export type CartPayment = { mode: 'STRIPE'; sessionId: string; paymentIntent: string | null } | { mode: 'PAYROLL' };

export interface Confirmed {
  outcome: 'confirmed' | 'already';
  paymentId: string;
  /** lines whose hold was gone (the checkout had expired): to be seated afresh, or refunded */
  late: PricedLine[];
}

/**
 * The payment of a cart consumes its holds, in one transaction: the cart's one payment is recorded, every
 * registration this cart holds becomes paid, the cart PAID (or PAYROLL). Once per cart: a second event or the outcome
 * page answers 'already'. A line whose hold is gone (expired before the money came) is answered as late.
 */
export async function confirmCart(orgId: string, cartId: string, pay: CartPayment): Promise<Confirmed> {
  const ref = carts(orgId).doc(cartId);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const cart = snap.data() as StoredCart | undefined;
    if (!cart) throw new Error(`no cart ${cartId}`);
    if (cart.paymentId) return { outcome: 'already', paymentId: cart.paymentId, late: [] };
    // nothing was paid for a payroll cart: one whose holds lapsed is simply over
    if (pay.mode === 'PAYROLL' && cart.status !== 'PAYROLL_PENDING') throw new ApiError('NOT_ENABLED');
    const member = (await tx.get(db.doc(memberPath(orgId, cart.memberId)))).data() ?? {};
    const places = cartPlaces(cart.memberId, cart.lines);
    const regs = await Promise.all(places.map(({ line, place }) => tx.get(registrationOf(orgId, line.saleId, place))));
    const offer = await closeOffer(tx, orgId, cart, cartId, 'DONE');
    const payment = db.collection(orgCol(orgId, 'payments')).doc();
    const payDay = todayInItaly();
    // paid online by card, as a fee is; charged to payroll it waits ONHOLD for the pay slip
    const how = pay.mode === 'STRIPE' ? ONLINE_FEE : { ...ONLINE_FEE, mode: 'PAYROLL', status: 'ONHOLD', cardPayment: false };
    tx.create(payment, {
      ...paymentDocument({
        memberId: cart.memberId,
        member,
        payDay,
        payYear: Number(payDay.slice(0, 4)),
        amount: cart.total,
        object: cartObject(cart.lines),
        ...how,
      }),
      cartId,
      ...(pay.mode === 'STRIPE' ? { sessionId: pay.sessionId, paymentIntent: pay.paymentIntent } : {}),
    });
    const held = regs.map((reg) => heldBy(reg, cartId));
    if (pay.mode === 'PAYROLL' && held.includes(false)) throw new ApiError('NOT_ENABLED');
    const late = cart.lines.filter((line) => places.some((p, i) => p.line === line && !held[i]));
    offer?.();
    regs.forEach((reg, i) => {
      if (held[i]) tx.update(reg.ref, { held: false, paymentId: payment.id, mode: pay.mode });
    });
    await queuePurchaseMail(
      tx,
      orgId,
      cart,
      member,
      places.filter((_, i) => held[i]),
      pay.mode === 'PAYROLL',
    );
    tx.update(ref, {
      status: pay.mode === 'STRIPE' ? 'PAID' : 'PAYROLL',
      paymentId: payment.id,
      late: late.map((l) => l.saleId),
      paidAt: FieldValue.serverTimestamp(),
    });
    return { outcome: 'confirmed', paymentId: payment.id, late };
  });
}

/**
 * Seats a late line's places afresh with the cart's payment (those the confirmation found without their hold); the
 * places whose seats are gone (or registered meanwhile) are answered, to be refunded.
 */
export async function seatLateLine(
  orgId: string,
  cartId: string,
  memberId: string,
  line: PricedLine,
  paymentId: string,
): Promise<CartPlace[]> {
  const member = (await db.doc(memberPath(orgId, memberId)).get()).data() ?? {};
  const gone: CartPlace[] = [];
  for (const place of linePlaces(memberId, line)) {
    const mine = await registrationOf(orgId, line.saleId, place).get();
    // held to the end, or seated by an earlier try of this same settling
    if (mine.get('paymentId') === paymentId && mine.get('cancelled') !== true) continue;
    try {
      await takeSeats(sales(orgId).doc(line.saleId), registrantOf(place.registrationId, memberId, member), place.quantity, () =>
        placeRegistration(line, place, member, cartId, { paymentId, mode: 'STRIPE' }),
      );
    } catch (e) {
      if (e instanceof ApiError && (e.code === 'MAX_SALES_REACHED' || e.code === 'SALE_ALREADY_PERFORMED')) gone.push(place);
      else throw e;
    }
  }
  return gone;
}

/**
 * Closes a cart that holds seats: its checkout is closed at the provider first (no longer payable), then its seats
 * are given back; a checkout found paid meanwhile is answered instead (the caller fulfils it or leaves it to its event).
 */
export async function closeHoldingCart(orgId: string, cart: DocumentSnapshot): Promise<CheckoutSession | null> {
  const sessionId = cart.get('sessionId') as string | null;
  const session = sessionId ? await paymentProvider().expireCheckout(sessionId) : null;
  if (session?.payment_status === 'paid') return session;
  await releaseCart(orgId, cart.id);
  return null;
}

/** The member's carts still holding seats or waiting for their payment, as read now (in the member's checkout turn). */
export const holdingCarts = (orgId: string, memberId: string) =>
  carts(orgId)
    .where('memberId', '==', memberId)
    .where('status', 'in', [...PAYING_STATES])
    .get()
    .then((found) => found.docs);

/**
 * The member's earlier carts still holding seats (an unfinished checkout, a payroll code never typed): one cart in
 * progress at a time. `found`: holdingCarts read by the caller in the same turn. Answers how many were closed.
 */
export async function closeHoldingCarts(orgId: string, memberId: string, found?: DocumentSnapshot[]): Promise<number> {
  const open = found ?? (await holdingCarts(orgId, memberId));
  for (const doc of open) await closeHoldingCart(orgId, doc);
  return open.length;
}
