import { onEmulator, STRIPE_SECRET_KEY } from '../../config';
import { ApiError } from '../../http/apiError';
import { localSubscriptions } from './localSubscriptions';
import { stripeSubscriptions } from './stripeSubscriptions';
import type { SubscriptionProvider } from './subscriptionProvider';

/** Stripe Billing when its key is set; the local stand-in on the emulator without one; in production without a key, NOT_ENABLED. */
export function subscriptionProvider(): SubscriptionProvider {
  const key = STRIPE_SECRET_KEY.value();
  if (key) return stripeSubscriptions(key);
  if (onEmulator()) return localSubscriptions();
  throw new ApiError('NOT_ENABLED');
}
