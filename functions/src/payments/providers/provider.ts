import type { SavedCard } from '@tessera/domain/entities/paymentAccount';

/**
 * The payment provider as the product sees it: a hosted checkout session and the
 * same object read back. Stripe in production; the local checkout page when no Stripe key is set (emulator
 * only). The session carries its own `metadata` (organization, sign-in): the webhook needs nothing else.
 */
export interface CheckoutSession {
  id: string;
  /** where the browser pays; null once the session is over */
  url: string | null;
  /** open, complete or expired (Stripe may add values) */
  status: string;
  /** paid, unpaid or no_payment_required; only paid counts */
  payment_status: string;
  /** euro cents */
  amount_total: number | null;
  currency: string | null;
  metadata: Record<string, string>;
  /** seconds since the epoch, as Stripe counts */
  created: number;
  /** the provider's payment behind a paid session (Stripe's PaymentIntent): what a refund refers to */
  payment_intent: string | null;
  /** payment (a fee paid) or setup (a card saved for later: the member's payment account) */
  mode: string;
  /** seconds since the epoch: when an unpaid session expires (the seats a cart holds are given back then) */
  expires_at: number | null;
}

/** One line of a checkout: the page shows each item with its price and quantity. */
export interface CheckoutLine {
  name: string;
  /** euro cents, one unit */
  unitAmount: number;
  quantity: number;
}

export interface CheckoutRequest {
  /** euro cents: the whole of the lines */
  amount: number;
  currency: string;
  productName: string;
  /** the lines the page shows (a cart's items); absent: one line, productName for amount */
  lines?: CheckoutLine[];
  /** seconds since the epoch; absent: the provider's default (24 hours with Stripe) */
  expiresAt?: number;
  email: string;
  /** `{CHECKOUT_SESSION_ID}` in it is replaced by the session id */
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
}

export interface RefundRequest {
  /** the provider's payment (Stripe PaymentIntent) to refund: a checkout session's or a renewal charge's */
  paymentIntent: string;
  /** euro cents, at most what is left to refund */
  amount: number;
  /** carried by the refund (organization, payment) */
  metadata: Record<string, string>;
}

/** A card-saving checkout (setup mode) for the member's payment account. */
export interface SetupRequest {
  customerId: string;
  /** `{CHECKOUT_SESSION_ID}` in it is replaced by the session id */
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
  lang: 'it' | 'en';
}

/** A charge to a customer's saved card with nobody at the keyboard (the renewal: Stripe off_session). */
export interface SavedCardCharge {
  customerId: string;
  paymentMethodId: string;
  /** euro cents */
  amount: number;
  currency: string;
  description: string;
  /** the same key asks for the same charge: a retried request never charges twice */
  idempotencyKey: string;
  /** carried by the payment and its events (kind renewal, organization, charge) */
  metadata: Record<string, string>;
}

/**
 * What the provider answered at once. The outcome that counts comes with its event (payment_intent.succeeded or
 * payment_failed) to the webhook, as for a checkout; a declined card is an answer (`failed`), not an exception.
 */
export interface ChargeAnswer {
  paymentIntent: string | null;
  status: 'succeeded' | 'processing' | 'failed';
}

/** Who the provider bills: the member's name and address, or the billing ones they chose. */
export interface CustomerDetails {
  name: string;
  email: string | null;
}

/** The card a setup checkout saved, made the customer's default. */
export interface SavedMethod {
  paymentMethodId: string;
  card: SavedCard;
}

export interface PaymentProvider {
  createCheckout(req: CheckoutRequest): Promise<CheckoutSession>;
  /** null when no such session exists */
  retrieveCheckout(id: string): Promise<CheckoutSession | null>;
  /**
   * Closes an open session so it can no longer be paid (its checkout.session.expired event follows); a session
   * already complete or expired is answered as it is.
   */
  expireCheckout(id: string): Promise<CheckoutSession | null>;
  /**
   * Asks for a refund of a paid session's payment. It is confirmed later by the provider's event (charge.refunded) to
   * the webhook, which records it: the same path as a refund made in the provider's own dashboard.
   */
  refund(req: RefundRequest): Promise<{ id: string; paymentIntent: string; status: string }>;
  /** Charges a saved card off-session; the webhook records the outcome from the provider's event. */
  chargeSaved(req: SavedCardCharge): Promise<ChargeAnswer>;
  /** A customer for a member's saved cards; answers its id. */
  createCustomer(details: CustomerDetails, metadata: Record<string, string>): Promise<string>;
  updateCustomer(id: string, details: CustomerDetails): Promise<void>;
  createSetupCheckout(req: SetupRequest): Promise<CheckoutSession>;
  /** The card a completed setup checkout saved (now the customer's default); null while it has saved none. */
  savedMethodOf(sessionId: string): Promise<SavedMethod | null>;
  /** Forgets a saved card: nothing can be charged to it any more. */
  detachMethod(paymentMethodId: string): Promise<void>;
}
