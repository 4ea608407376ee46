import Stripe from 'stripe';
import { onRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import { PAYMENT_EVENT_MAX_AGE_MS } from '@tessera/domain/constants';
import { CARD_TOKEN_SECRET, REGION, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from '../../config';
import { fromStripe } from './stripeCheckout';
import type { CheckoutSession } from './provider';
import { auditRef } from '../../shared/audit';
import { auditSortKeys } from '@tessera/domain/entities/audit';
import { CHECKOUT_EVENTS, checkoutHandler, eventHandler } from './providerEvents';

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

/**
 * What an event does. Pure routing on the verified event: nothing here knows who sent it, nor what an area does with
 * it (providerEvents.ts: the handlers the areas registered). An event of a type nobody handles is answered 200 and
 * ignored (Stripe stops resending it).
 */
export async function handleEvent(event: Stripe.Event, now = Date.now()): Promise<string> {
  // a type with its own handler decides for itself whatever the event's age (a refund, a charge, a subscription:
  // each applies the state as it is now, so an old event still tells the truth)
  const handle = eventHandler(event.type);
  if (handle) return handle(event);
  if (!(CHECKOUT_EVENTS as readonly string[]).includes(event.type)) return 'ignored';
  const session = fromStripe(event.data.object as Stripe.Checkout.Session);
  if (now - event.created * 1000 > PAYMENT_EVENT_MAX_AGE_MS) {
    await reportStale(event, session, now);
    return 'stale';
  }
  const handler = checkoutHandler(event.type, session.metadata.kind);
  return handler ? handler(session, { id: event.id, created: event.created }) : 'ignored';
}

/**
 * POST stripeWebhook: Stripe's events, its own HTTPS function (Stripe calls it directly; docs/deploy.md). The
 * signature is checked on the raw body (a parsed body would not match): 401 otherwise. A failure while applying
 * answers 500, so Stripe retries; applying twice changes nothing (processed markers, signup/fulfilSignup.ts).
 */
export const stripeWebhook = onRequest(
  // the card's secret signs the QR codes a paid cart's confirmation attaches (marketplace/purchaseMail.ts)
  { region: REGION, invoker: 'public', maxInstances: 10, secrets: [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, CARD_TOKEN_SECRET] },
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
