import { registerCheckoutKind } from '../payments/providers/providerEvents';
import { closeCart, fulfilCart } from './fulfilCart';

// What the marketplace plugs into the provider's webhook (loaded by the functions' entry, wiring.ts): a member's cart
// (checkout.ts), paid → its holds consumed; never paid → its seats given back.
const fulfil = (session: Parameters<typeof fulfilCart>[0]) => fulfilCart(session);
registerCheckoutKind('cart', { completed: fulfil, asyncPaymentSucceeded: fulfil, closed: (session) => closeCart(session) });
