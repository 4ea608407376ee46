import type { Route } from '../http/route';
import { createSession } from './createSession';
import { retrieveSession } from './retrieveSession';
import { cancelLocalCheckout, getLocalCheckout, payLocalCheckout } from './localCheckout';

/** /v1/payments endpoints of the signup (spec §7 Payments) and the local checkout page's. */
export const paymentRoutes: readonly Route[] = [createSession, retrieveSession, getLocalCheckout, payLocalCheckout, cancelLocalCheckout];
