import { apiCall } from '../../../lib/api/client';
import { cancelLocalCheckoutContract, getLocalCheckoutContract, payLocalCheckoutContract } from '@tessera/domain/contracts/payments';

/** The local stand-in for Stripe Checkout (emulator only): read, pay, cancel. Pay and cancel answer where to go. */
export const fetchLocalCheckout = (id: string) => apiCall(getLocalCheckoutContract, { headers: { session: id } }).then((a) => a.session);
export const payLocalCheckout = (id: string) => apiCall(payLocalCheckoutContract, { body: { session: id } }).then((a) => a.url);
export const cancelLocalCheckout = (id: string) => apiCall(cancelLocalCheckoutContract, { body: { session: id } }).then((a) => a.url);
