import Stripe from 'stripe';
import type { CheckoutRequest, PaymentProvider } from './provider';
import { openStripeCheckout, unlessMissing, fromStripe } from './stripeCheckout';

/** Stripe's line items for a checkout: the cart's lines, or one line for the amount. */
const lineItems = (req: CheckoutRequest) =>
  (req.lines ?? [{ name: req.productName, unitAmount: req.amount, quantity: 1 }]).map((l) => ({
    quantity: l.quantity,
    price_data: { currency: req.currency, unit_amount: l.unitAmount, product_data: { name: l.name } },
  }));

/** Stripe: Checkout (hosted page, one line for the chosen offer, the email prefilled), refunds, saved cards and their charges. */
export function stripeProvider(secretKey: string): PaymentProvider {
  const stripe = new Stripe(secretKey);
  return {
    async createCheckout(req) {
      return openStripeCheckout(stripe, {
        mode: 'payment',
        lineItems: lineItems(req),
        customer: { email: req.email },
        expiresAt: req.expiresAt,
        successUrl: req.successUrl,
        cancelUrl: req.cancelUrl,
        metadata: req.metadata,
      });
    },
    async retrieveCheckout(id) {
      const s = await unlessMissing(stripe.checkout.sessions.retrieve(id));
      return s && fromStripe(s);
    },
    async expireCheckout(id) {
      const s = await stripe.checkout.sessions.retrieve(id);
      // only an open session can be expired; a paid one stays paid (its event fulfils it)
      return fromStripe(s.status === 'open' ? await stripe.checkout.sessions.expire(id) : s);
    },
    async refund(req) {
      // the payment intent and the request as the idempotency key: a retried request does not refund twice
      const r = await stripe.refunds.create(
        { payment_intent: req.paymentIntent, amount: req.amount, metadata: req.metadata },
        { idempotencyKey: `refund-${req.paymentIntent}-${req.metadata.request ?? req.amount}` },
      );
      return { id: r.id, paymentIntent: req.paymentIntent, status: r.status ?? 'pending' };
    },
    async chargeSaved(req) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: req.amount,
            currency: req.currency,
            customer: req.customerId,
            payment_method: req.paymentMethodId,
            // nobody at the keyboard: a card that needs the holder's authentication fails instead of waiting
            off_session: true,
            confirm: true,
            description: req.description,
            metadata: req.metadata,
          },
          { idempotencyKey: req.idempotencyKey },
        );
        const status = intent.status === 'succeeded' ? 'succeeded' : intent.status === 'processing' ? 'processing' : 'failed';
        return { paymentIntent: intent.id, status };
      } catch (e) {
        // declined or needing authentication: Stripe also sends payment_intent.payment_failed, which records it
        if (e instanceof Stripe.errors.StripeCardError) return { paymentIntent: e.payment_intent?.id ?? null, status: 'failed' };
        throw e;
      }
    },
    async createCustomer(details, metadata) {
      const c = await stripe.customers.create({ name: details.name, email: details.email ?? undefined, metadata });
      return c.id;
    },
    async updateCustomer(id, details) {
      await stripe.customers.update(id, { name: details.name, email: details.email ?? '' });
    },
    async createSetupCheckout(req) {
      return openStripeCheckout(stripe, {
        mode: 'setup',
        customer: { id: req.customerId },
        successUrl: req.successUrl,
        cancelUrl: req.cancelUrl,
        locale: req.lang,
        metadata: req.metadata,
      });
    },
    async savedMethodOf(sessionId) {
      const s = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['setup_intent.payment_method'] });
      const intent = s.setup_intent as Stripe.SetupIntent | null;
      const method = intent?.payment_method as Stripe.PaymentMethod | null | undefined;
      if (intent?.status !== 'succeeded' || !method?.card) return null;
      const customer = typeof s.customer === 'string' ? s.customer : s.customer?.id;
      // the default for later charges (the renewal), as Stripe's own billing reads it
      if (customer) await stripe.customers.update(customer, { invoice_settings: { default_payment_method: method.id } });
      const { brand, last4, exp_month: expMonth, exp_year: expYear } = method.card;
      return { paymentMethodId: method.id, card: { brand, last4, expMonth, expYear } };
    },
    async detachMethod(paymentMethodId) {
      await stripe.paymentMethods.detach(paymentMethodId);
    },
  };
}
