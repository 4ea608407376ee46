import Stripe from 'stripe';
import { onRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import { PAYMENT_EVENT_MAX_AGE_MS } from '@tessera/domain/constants';
import { REGION, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from '../config';
import { closeSignup, fulfilSignup } from './fulfilSignup';
import { onChargeRefunded } from './refund';
import { onRenewalIntent } from './renewalCharge';
import { fromStripe } from './stripeProvider';
import type { CheckoutSession } from './provider';
import { auditRef } from '../shared/audit';
import { auditSortKeys } from '@tessera/domain/entities/audit';
import { applySetup } from '../my-area/paymentAccountRecord';
import { paymentProvider } from './providers';
import { closeCart, fulfilCart } from '../marketplace/fulfilCart';
import { onPlanCheckout, onSubscriptionEvent } from '../plans/subscriptionEvents';

/** The events the product acts on; anything else is answered 200 and ignored (Stripe stops resending it). */
const HANDLED = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  // a refund, ours or one made in Stripe's dashboard (refund.ts)
  'charge.refunded',
  // a saved card charged at renewal (renewalCharge.ts); other payment intents (a checkout's) are ignored there
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  // the organization's subscription to its plan (plans/subscriptionEvents.ts): renewed, past due, changed, ended
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);

/**
 * An event too old to apply (its signature is valid: the timestamp check already stopped replays). Not applied,
 * but never dropped silently: logged at error level for the log-based alert (docs/deploy.md) and recorded in the
 * organization's audit trail, since a payment may be waiting for someone to look at it.
 */
async function reportStale(event: Stripe.Event, session: CheckoutSession, now: number): Promise<void> {
  const details = {
    eventId: event.id,
    eventType: event.type,
    sessionId: session.id,
    org: session.metadata.org ?? null,
    ageMs: now - event.created * 1000,
  };
  logger.error('stripe stale event', details);
  if (typeof session.metadata.org === 'string' && session.metadata.org)
    await auditRef(session.metadata.org, event.id).set({
      type: 'stalePaymentEvent',
      ...details,
      at: new Date(now),
      sortKeys: auditSortKeys(new Date(now)),
    });
}

/** What an event does. Pure routing on the verified event: nothing here knows who sent it. */
export async function handleEvent(event: Stripe.Event, now = Date.now()): Promise<string> {
  if (!HANDLED.has(event.type)) return 'ignored';
  // cumulative and idempotent: an old refund event still tells the truth, so no age limit here
  if (event.type === 'charge.refunded') return onChargeRefunded(event);
  // settled once per charge whatever the event's age (the charge's state says what is left to do)
  if (event.type.startsWith('payment_intent.')) return onRenewalIntent(event);
  // the subscription as the provider has it now decides, whatever the event's age
  if (event.type.startsWith('customer.subscription.')) return onSubscriptionEvent(event);
  const session = fromStripe(event.data.object as Stripe.Checkout.Session);
  if (now - event.created * 1000 > PAYMENT_EVENT_MAX_AGE_MS) {
    await reportStale(event, session, now);
    return 'stale';
  }
  // a card saved for the member's payment account (setup mode): the provider tells which card, once
  if (session.metadata.kind === 'paymentMethod')
    return event.type === 'checkout.session.completed' ? applySetup(paymentProvider(), session) : 'ignored';
  // a member's cart (marketplace): paid → its holds consumed; expired → its seats given back
  if (session.metadata.kind === 'cart')
    return event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded'
      ? fulfilCart(session)
      : closeCart(session);
  // an organization's new subscription to a plan, paid
  if (session.metadata.kind === 'plan') return event.type === 'checkout.session.completed' ? onPlanCheckout(session) : 'ignored';
  if (session.metadata.kind !== 'signup') return 'ignored';
  const at = { id: event.id, created: event.created };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      // completed with an asynchronous method (bank transfer) is not paid yet: its success event follows
      return fulfilSignup(session, at);
    default:
      return closeSignup(session, at);
  }
}

/**
 * POST stripeWebhook: Stripe's events, its own HTTPS function (Stripe calls it directly; docs/deploy.md). The
 * signature is checked on the raw body (a parsed body would not match): 401 otherwise. A failure while applying
 * answers 500, so Stripe retries; applying twice changes nothing (processed markers, fulfilSignup).
 */
export const stripeWebhook = onRequest(
  { region: REGION, invoker: 'public', maxInstances: 10, secrets: [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET] },
  async (req, res) => {
    if (req.method !== 'POST') {
      res.status(405).json({ err: 'NOT_FOUND' });
      return;
    }
    let event: Stripe.Event;
    try {
      const signature = req.headers['stripe-signature'];
      if (typeof signature !== 'string' || !STRIPE_WEBHOOK_SECRET.value()) throw new Error('no signature');
      event = Stripe.webhooks.constructEvent(req.rawBody, signature, STRIPE_WEBHOOK_SECRET.value());
    } catch {
      res.status(401).json({ err: 'UNAUTHENTICATED' });
      return;
    }
    try {
      const outcome = await handleEvent(event);
      logger.info('stripe event', { id: event.id, type: event.type, outcome });
      res.status(200).json({ received: true, outcome });
    } catch (e) {
      logger.error('stripe event failed', { id: event.id, type: event.type, error: e instanceof Error ? e.stack : String(e) });
      res.status(500).json({ err: 'UNKNOW_ERR' });
    }
  },
);
