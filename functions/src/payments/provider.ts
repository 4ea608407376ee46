/**
 * The payment provider as the signup sees it: a hosted checkout session (spec §3 "Payment session") and the
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
}

export interface CheckoutRequest {
  /** euro cents */
  amount: number;
  currency: string;
  productName: string;
  email: string;
  /** `{CHECKOUT_SESSION_ID}` in it is replaced by the session id */
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
}

export interface RefundRequest {
  /** the paid checkout session */
  sessionId: string;
  /** euro cents, at most what is left to refund */
  amount: number;
  /** carried by the refund (organization, payment) */
  metadata: Record<string, string>;
}

export interface PaymentProvider {
  createCheckout(req: CheckoutRequest): Promise<CheckoutSession>;
  /** null when no such session exists */
  retrieveCheckout(id: string): Promise<CheckoutSession | null>;
  /**
   * Asks for a refund of a paid session's payment. It is confirmed later by the provider's event (charge.refunded) to
   * the webhook, which records it: the same path as a refund made in the provider's own dashboard.
   */
  refund(req: RefundRequest): Promise<{ id: string; paymentIntent: string; status: string }>;
}
