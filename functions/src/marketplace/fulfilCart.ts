import type { CheckoutSession } from '../payments/providers/provider';
import { providerPaymentRef } from '../payments/refund';
import { confirmCart, releaseCart } from './holds';
import { settleLate } from './settleLate';

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
