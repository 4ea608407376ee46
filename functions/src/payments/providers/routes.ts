import type { Route } from '../../http/route';
import { cancelLocalCheckout, getLocalCheckout, payLocalCheckout } from './localCheckout';

/** The local checkout page's endpoints (the stand-in for Stripe's page, emulator only). */
export const localCheckoutRoutes: readonly Route[] = [getLocalCheckout, payLocalCheckout, cancelLocalCheckout];
