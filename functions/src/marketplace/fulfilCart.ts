import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { PricedLine } from '@tessera/domain/entities/cart';
import { holderName } from '@tessera/domain/lists/listFields';
import { memberPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { enqueueMail } from '../mail/enqueue';
import type { CheckoutSession } from '../payments/provider';
import { providerPaymentRef, refundPaymentOf, type Refunder } from '../payments/refund';
import { carts, type StoredCart } from './cartStore';
import { confirmCart, releaseCart, seatLateLine } from './holds';

/** The refunds of seats gone are the product's own doing, audited as such. */
const SYSTEM: Refunder = {
  by: 'Tessera',
  actor: { uid: 'system', email: 'Tessera', role: 'system' as Refunder['actor']['role'] },
  allows: () => true,
};

/**
 * The lines of a paid cart whose holds were gone when the money came: each is seated afresh if seats are left;
 * the others are refunded (their amount, from the cart's one payment) and the member is told by mail. Claimed first
 * (late → settling) so the webhook and the outcome page settle a cart once.
 */
async function settleLate(orgId: string, cartId: string): Promise<void> {
  const ref = carts(orgId).doc(cartId);
  const claimed = await db.runTransaction(async (tx) => {
    const cart = (await tx.get(ref)).data() as (StoredCart & { late?: string[] }) | undefined;
    if (!cart?.paymentId || !cart.late?.length) return null;
    tx.update(ref, { late: [], settling: cart.late });
    return { cart, lines: cart.lines.filter((l) => cart.late!.includes(l.saleId)) };
  });
  if (!claimed) return;
  const { cart, lines } = claimed;
  const gone: PricedLine[] = [];
  let amount = 0;
  for (const line of lines) {
    const places = await seatLateLine(orgId, cartId, cart.memberId, line, cart.paymentId!);
    if (places.length) gone.push(line);
    amount += places.reduce((sum, p) => sum + line.unitCost * p.quantity, 0);
  }
  await ref.update({ settling: [], refunded: FieldValue.arrayUnion(...gone.map((l) => l.saleId)) });
  if (gone.length === 0) return;
  try {
    await refundPaymentOf(orgId, cart.paymentId!, amount, SYSTEM);
  } catch (e) {
    // the money is the member's: an admin must see this one (docs/deploy.md log-based alert)
    logger.error('refund of seats gone failed', { org: orgId, cart: cartId, amount, error: e instanceof Error ? e.message : String(e) });
  }
  const member = (await db.doc(memberPath(orgId, cart.memberId)).get()).data();
  if (typeof member?.email === 'string' && member.email)
    await enqueueMail({
      orgId,
      to: member.email,
      template: 'seatUnavailable',
      lang: cart.lang,
      memberId: cart.memberId,
      data: { name: holderName(member), items: gone.map((l) => l.saleName).join(', '), amount },
    });
}

/**
 * A cart's checkout paid (its event, or the outcome page first): the holds consumed and the payment recorded in one
 * transaction (holds.ts confirmCart), the provider's payment linked for refunds, then any line paid too late settled.
 */
export async function fulfilCart(session: CheckoutSession): Promise<string> {
  if (session.payment_status !== 'paid') return 'unpaid';
  const { org, cart } = session.metadata;
  if (!org || !cart) return 'ignored';
  const done = await confirmCart(org, cart, { mode: 'STRIPE', sessionId: session.id, paymentIntent: session.payment_intent });
  if (session.payment_intent) await providerPaymentRef(session.payment_intent).set({ org, paymentId: done.paymentId }, { merge: true });
  await settleLate(org, cart);
  return done.outcome;
}

/** A cart's checkout expired (or failed to pay): its seats go back to everyone. */
export async function closeCart(session: CheckoutSession): Promise<string> {
  const { org, cart } = session.metadata;
  if (!org || !cart) return 'ignored';
  return (await releaseCart(org, cart)) ? 'released' : 'already';
}
