import type Stripe from 'stripe';
import type { CheckoutSession } from './provider';

/**
 * What the provider's events do, registered by the areas the way they register their routes (each from its own
 * wiring file, loaded by the functions' entry): the webhook (webhook.ts) checks the signature and the age, then hands
 * an event to the handler registered for its type, and a checkout session's events to the handlers of the kind its
 * metadata names (`metadata.kind`: signup, cart, plan, paymentMethod …). An event nobody registered is ignored.
 */

/** Answers the outcome the webhook logs and returns (applied, already, ignored …). */
export type EventHandler = (event: Stripe.Event) => Promise<string>;

/** The event, as a checkout's handler records it (processed markers, the order of events). */
export interface EventStamp {
  id: string;
  /** seconds since the epoch, as Stripe counts */
  created: number;
}

export type CheckoutHandler = (session: CheckoutSession, event: EventStamp) => Promise<string>;

/** What one kind of checkout does with its session's events; an event without a handler here is ignored. */
export interface CheckoutKind {
  /** checkout.session.completed: paid, or a card saved (a session completed by bank transfer is not paid yet) */
  completed: CheckoutHandler;
  /** checkout.session.async_payment_succeeded: an asynchronous method (bank transfer) paid later */
  asyncPaymentSucceeded?: CheckoutHandler;
  /** checkout.session.async_payment_failed or checkout.session.expired: never paid */
  closed?: CheckoutHandler;
}

/** The checkout session's events: the webhook's own, dispatched by kind. */
export const CHECKOUT_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
] as const;

const eventHandlers = new Map<string, EventHandler>();
const checkoutKinds = new Map<string, CheckoutKind>();

/** The handler of these event types (a refund's, a saved card's charge, a subscription's). */
export function registerEventHandler(types: readonly string[], handle: EventHandler): void {
  for (const type of types) {
    if (eventHandlers.has(type) || (CHECKOUT_EVENTS as readonly string[]).includes(type))
      throw new Error(`the provider event ${type} has a handler already`);
    eventHandlers.set(type, handle);
  }
}

/** The handlers of the checkouts whose metadata names this kind. */
export function registerCheckoutKind(kind: string, handlers: CheckoutKind): void {
  if (checkoutKinds.has(kind)) throw new Error(`the checkout kind ${kind} is registered twice`);
  checkoutKinds.set(kind, handlers);
}

export const eventHandler = (type: string) => eventHandlers.get(type);

/** The handler of a checkout event for the session's kind, if any. */
export function checkoutHandler(type: string, kind: string | undefined): CheckoutHandler | undefined {
  const handlers = kind === undefined ? undefined : checkoutKinds.get(kind);
  if (!handlers) return undefined;
  if (type === 'checkout.session.completed') return handlers.completed;
  if (type === 'checkout.session.async_payment_succeeded') return handlers.asyncPaymentSucceeded;
  return handlers.closed;
}
