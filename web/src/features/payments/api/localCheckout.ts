import { apiCall } from '../../../lib/api/client';

export interface LocalCheckoutSession {
  id: string;
  status: string;
  payment_status: string;
  /** euro cents */
  amount_total: number;
  currency: string;
  productName: string;
  email: string;
}

/** The local stand-in for Stripe Checkout (emulator only): read, pay, cancel. Pay and cancel answer where to go. */
export const fetchLocalCheckout = (id: string) =>
  apiCall<{ session: LocalCheckoutSession }>('GET', '/v1/payments/local-checkout', { headers: { session: id } }).then((a) => a.session);
export const payLocalCheckout = (id: string) =>
  apiCall<{ url: string }>('POST', '/v1/payments/local-checkout-pay', { body: { session: id } }).then((a) => a.url);
export const cancelLocalCheckout = (id: string) =>
  apiCall<{ url: string }>('POST', '/v1/payments/local-checkout-cancel', { body: { session: id } }).then((a) => a.url);
