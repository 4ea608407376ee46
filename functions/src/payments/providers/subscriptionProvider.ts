import type { Plan } from '@tessera/domain/constants';
import type { Billing } from '@tessera/domain/plans/plans';
import type { CheckoutSession } from './provider';

/**
 * The billing provider as the organization's plan sees it: Stripe Billing subscriptions in production,
 * the local stand-in on the emulators (localSubscriptions.ts), which sends the same signed events to the same webhook.
 */
export interface PlanSubscription {
  id: string;
  customerId: string | null;
  /** Stripe's: active, trialing, past_due, unpaid, canceled, incomplete, incomplete_expired, paused */
  status: string;
  /** the plan and billing it bills now (its metadata, kept with each change) */
  plan: string;
  billing: string;
  /** seconds since the epoch */
  currentPeriodStart: number;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
  metadata: Record<string, string>;
}

export interface SubscriptionCheckoutRequest {
  plan: Plan;
  billing: Billing;
  /** euro cents a period */
  amount: number;
  email: string;
  /** the organization's customer when it had a subscription before */
  customerId: string | null;
  successUrl: string;
  cancelUrl: string;
  /** org, kind `plan`, plan, billing: carried by the checkout and the subscription */
  metadata: Record<string, string>;
  lang: 'it' | 'en';
}

export interface SubscriptionChange {
  plan: Plan;
  billing: Billing;
  amount: number;
  /** true: at once, the difference prorated and invoiced; false: the new price from the next period */
  prorate: boolean;
}

export interface SubscriptionProvider {
  createSubscriptionCheckout(req: SubscriptionCheckoutRequest): Promise<CheckoutSession>;
  /** The subscription a completed checkout made; null while it has made none (not paid yet, or no such session). */
  subscriptionOfCheckout(sessionId: string): Promise<string | null>;
  /** null when no such subscription exists */
  retrieveSubscription(id: string): Promise<PlanSubscription | null>;
  changeSubscription(id: string, change: SubscriptionChange): Promise<PlanSubscription>;
  /** renews false: the subscription ends at the end of its period (Stripe's cancel_at_period_end) */
  setRenewal(id: string, renews: boolean): Promise<PlanSubscription>;
  /** Ends it now (the grace after a failed renewal is over). */
  cancelNow(id: string): Promise<void>;
}
