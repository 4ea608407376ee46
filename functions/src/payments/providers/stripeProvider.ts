import Stripe from 'stripe';
import type { CheckoutRequest, CheckoutSession, PaymentProvider } from './provider';

/** What Stripe answers, or null when the object does not exist (a 404): "no such session" is an answer, not a fault. */
export async function unlessMissing<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (e) {
    if (e instanceof Stripe.errors.StripeInvalidRequestError && e.statusCode === 404) return null;
    throw e;
  }
}

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
    payment_intent: typeof s.payment_intent === 'string' ? s.payment_intent : (s.payment_intent?.id ?? null),
    mode: s.mode,
    expires_at: s.expires_at ?? null,
  };
}

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
      const s = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: lineItems(req),
        ...(req.expiresAt ? { expires_at: req.expiresAt } : {}),
        customer_email: req.email,
        success_url: req.successUrl,
        cancel_url: req.cancelUrl,
        metadata: req.metadata,
        payment_intent_data: { metadata: req.metadata },
      });
      return fromStripe(s);
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
      const s = await stripe.checkout.sessions.create({
        mode: 'setup',
        currency: 'eur',
        allowed_payment_method_types: ['card'],
        customer: req.customerId,
        success_url: req.successUrl,
        cancel_url: req.cancelUrl,
        locale: req.lang,
        metadata: req.metadata,
        setup_intent_data: { metadata: req.metadata },
      });
      return fromStripe(s);
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
