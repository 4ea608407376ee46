import { registerCheckoutKind } from '../payments/providers/providerEvents';
import { closeSignup, fulfilSignup } from './fulfilSignup';

// What the signup plugs into the provider's webhook (loaded by the functions' entry, wiring.ts): the paid signup's
// checkout (createSession.ts). Completed with an asynchronous method (bank transfer) it is not paid yet: fulfilSignup
// waits for its success event.
registerCheckoutKind('signup', { completed: fulfilSignup, asyncPaymentSucceeded: fulfilSignup, closed: closeSignup });
