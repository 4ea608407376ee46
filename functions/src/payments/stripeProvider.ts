import Stripe from 'stripe';
import type { CheckoutSession, PaymentProvider } from './provider';

/** Stripe's session trimmed to what the product reads. */
export function fromStripe(s: Stripe.Checkout.Session): CheckoutSession {
  return {
    id: s.id,
    url: s.url,
    status: s.status ?? 'open',
    payment_status: s.payment_status,
    amount_total: s.amount_total,
    currency: s.currency,
    metadata: (s.metadata ?? {}) as Record<string, string>,
    created: s.created,
  };
}

/** Stripe Checkout (hosted page): one line for the chosen offer, the email prefilled. */
export function stripeProvider(secretKey: string): PaymentProvider {
  const stripe = new Stripe(secretKey);
  return {
    async createCheckout(req) {
      const s = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          { quantity: 1, price_data: { currency: req.currency, unit_amount: req.amount, product_data: { name: req.productName } } },
        ],
        customer_email: req.email,
        success_url: req.successUrl,
        cancel_url: req.cancelUrl,
        metadata: req.metadata,
        payment_intent_data: { metadata: req.metadata },
      });
      return fromStripe(s);
    },
    async retrieveCheckout(id) {
      try {
        return fromStripe(await stripe.checkout.sessions.retrieve(id));
      } catch (e) {
        if (e instanceof Stripe.errors.StripeInvalidRequestError && e.statusCode === 404) return null;
        throw e;
      }
    },
  };
}
