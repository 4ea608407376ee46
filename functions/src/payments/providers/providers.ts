import { onEmulator, STRIPE_SECRET_KEY } from '../../config';
import { ApiError } from '../../http/apiError';
import { localProvider } from './localProvider';
import type { PaymentProvider } from './provider';
import { stripeProvider } from './stripeProvider';

/**
 * Stripe when its key is set. Without a key, the local checkout on the emulator; in production a missing key is
 * a configuration mistake and online payment is refused (NOT_ENABLED) rather than faked.
 */
export function paymentProvider(): PaymentProvider {
  const key = STRIPE_SECRET_KEY.value();
  if (key) return stripeProvider(key);
  if (onEmulator()) return localProvider();
  throw new ApiError('NOT_ENABLED');
}
