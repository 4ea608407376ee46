import type Stripe from 'stripe';
import { FieldValue } from 'firebase-admin/firestore';
import type { CheckoutSession } from '../payments/providers/provider';
import { applySubscription, subscriptionRef } from './subscriptionRecord';
import { fromStripeSubscription } from '../payments/providers/stripeSubscriptions';
import { subscriptionProvider } from '../payments/providers/subscriptionProviders';

/**
 * The provider's events about plans (the webhook routes them here: wiring.ts). Each applies the subscription as the
 * provider has it now, not as the event carried it: events come late and out of order, the subscription does not.
 */
export async function onSubscriptionEvent(event: Stripe.Event): Promise<string> {
  const carried = fromStripeSubscription(event.data.object as Stripe.Subscription);
  if (carried.metadata.kind !== 'plan') return 'ignored';
  const now = await subscriptionProvider().retrieveSubscription(carried.id);
  return applySubscription(now ?? carried);
}

/** A paid checkout of a new subscription: the subscription it made. */
export async function onPlanCheckout(session: CheckoutSession): Promise<string> {
  const provider = subscriptionProvider();
  const id = await provider.subscriptionOfCheckout(session.id);
  const sub = id ? await provider.retrieveSubscription(id) : null;
  if (!sub) return 'ignored';
  const outcome = await applySubscription(sub);
  if (session.metadata.org)
    await subscriptionRef(session.metadata.org).set({ checkoutId: null, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
  return outcome;
}
