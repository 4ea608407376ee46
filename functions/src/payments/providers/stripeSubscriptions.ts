import Stripe from 'stripe';
import type { Plan } from '@tessera/domain/constants';
import type { Billing } from '@tessera/domain/plans/plans';
import { openStripeCheckout, unlessMissing } from './stripeCheckout';
import type { PlanSubscription, SubscriptionProvider } from './subscriptionProvider';

/** Stripe's subscription trimmed to what the product reads (the period is its first item's, as API 2025-03 keeps it). */
export function fromStripeSubscription(s: Stripe.Subscription): PlanSubscription {
  const item = s.items.data[0];
  return {
    id: s.id,
    customerId: typeof s.customer === 'string' ? s.customer : (s.customer?.id ?? null),
    status: s.status,
    plan: s.metadata.plan ?? '',
    billing: s.metadata.billing ?? '',
    currentPeriodStart: item?.current_period_start ?? s.start_date,
    currentPeriodEnd: item?.current_period_end ?? s.start_date,
    cancelAtPeriodEnd: s.cancel_at_period_end,
    metadata: s.metadata as Record<string, string>,
  };
}

/**
 * The price of a plan on a billing, made on first use from the domain's table (PLAN_PRICES): found again by a lookup
 * key that names the amount too, so a new price in the table makes a new Stripe price instead of reusing the old.
 */
async function planPrice(stripe: Stripe, plan: Plan, billing: Billing, amount: number): Promise<string> {
  const key = `tessera_${plan}_${billing}_${amount}`;
  const found = await stripe.prices.list({ lookup_keys: [key], limit: 1 });
  if (found.data[0]) return found.data[0].id;
  const price = await stripe.prices.create({
    currency: 'eur',
    unit_amount: amount,
    recurring: { interval: billing === 'monthly' ? 'month' : 'year' },
    product_data: { name: `Tessera ${plan}` },
    lookup_key: key,
  });
  return price.id;
}

export function stripeSubscriptions(secretKey: string): SubscriptionProvider {
  const stripe = new Stripe(secretKey);
  return {
    async createSubscriptionCheckout(req) {
      const price = await planPrice(stripe, req.plan, req.billing, req.amount);
      return openStripeCheckout(stripe, {
        mode: 'subscription',
        lineItems: [{ price, quantity: 1 }],
        customer: req.customerId ? { id: req.customerId } : { email: req.email },
        successUrl: req.successUrl,
        cancelUrl: req.cancelUrl,
        locale: req.lang,
        metadata: req.metadata,
      });
    },
    async subscriptionOfCheckout(sessionId) {
      const s = await unlessMissing(stripe.checkout.sessions.retrieve(sessionId));
      return typeof s?.subscription === 'string' ? s.subscription : (s?.subscription?.id ?? null);
    },
    async retrieveSubscription(id) {
      const s = await unlessMissing(stripe.subscriptions.retrieve(id));
      return s && fromStripeSubscription(s);
    },
    async changeSubscription(id, change) {
      const current = await stripe.subscriptions.retrieve(id);
      const price = await planPrice(stripe, change.plan, change.billing, change.amount);
      const s = await stripe.subscriptions.update(id, {
        items: [{ id: current.items.data[0]!.id, price }],
        // upwards: the difference invoiced and charged now; downwards: the new price from the next renewal
        proration_behavior: change.prorate ? 'always_invoice' : 'none',
        // a change back to the plan paid for also takes back an end at the period's end
        cancel_at_period_end: false,
        metadata: { ...current.metadata, plan: change.plan, billing: change.billing },
      });
      return fromStripeSubscription(s);
    },
    async setRenewal(id, renews) {
      return fromStripeSubscription(await stripe.subscriptions.update(id, { cancel_at_period_end: !renews }));
    },
    async cancelNow(id) {
      await stripe.subscriptions.cancel(id);
    },
  };
}
