import Stripe from 'stripe';
import type { CheckoutSession } from './provider';

/**
 * Stripe's hosted checkout sessions, made and read back: the one place that builds a session's parameters, for the
 * three things a checkout does here: pay (a signup's fee, a cart), save a card (the member's payment account) and
 * subscribe (the organization's plan).
 */

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

/** A checkout as the product asks for one; the mode decides what Stripe is told besides. */
export interface StripeCheckout {
  /** payment: a fee or a cart paid now; setup: a card saved for later charges; subscription: a plan billed each period */
  mode: 'payment' | 'setup' | 'subscription';
  /** what is bought (payment, subscription); a setup buys nothing */
  lineItems?: Stripe.Checkout.SessionCreateParams.LineItem[];
  /** who pays: the customer the organization or member has already, else the email the page is prefilled with */
  customer: { id: string } | { email: string };
  /** seconds since the epoch; absent: Stripe's default (24 hours) */
  expiresAt?: number;
  /** `{CHECKOUT_SESSION_ID}` in it is replaced by the session id */
  successUrl: string;
  cancelUrl: string;
  /** the page's language; absent: the browser's */
  locale?: 'it' | 'en';
  metadata: Record<string, string>;
}

/**
 * Stripe's parameters for a checkout. The metadata goes on to what the checkout makes (the payment, the saved card's
 * setup, the subscription), so that object's own later events carry it to the webhook too.
 */
export function stripeCheckoutParams(c: StripeCheckout): Stripe.Checkout.SessionCreateParams {
  const { metadata } = c;
  const made =
    c.mode === 'payment'
      ? { payment_intent_data: { metadata } }
      : c.mode === 'setup'
        ? { currency: 'eur', allowed_payment_method_types: ['card'], setup_intent_data: { metadata } }
        : { subscription_data: { metadata } };
  return {
    mode: c.mode,
    ...(c.lineItems ? { line_items: c.lineItems } : {}),
    ...(c.expiresAt ? { expires_at: c.expiresAt } : {}),
    ...('id' in c.customer ? { customer: c.customer.id } : { customer_email: c.customer.email }),
    success_url: c.successUrl,
    cancel_url: c.cancelUrl,
    ...(c.locale ? { locale: c.locale } : {}),
    metadata,
    ...made,
  };
}

/** Opens the checkout with Stripe: the session as the product reads it. */
export async function openStripeCheckout(stripe: Stripe, c: StripeCheckout): Promise<CheckoutSession> {
  return fromStripe(await stripe.checkout.sessions.create(stripeCheckoutParams(c)));
}
