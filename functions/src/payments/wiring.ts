import { registerEventHandler } from './providers/providerEvents';
import { onChargeRefunded } from './refund';

// What the payments plug into the provider's webhook (loaded by the functions' entry, wiring.ts): a refund, ours or
// one made in Stripe's dashboard, is recorded from its event; cumulative and idempotent, so an old one still applies.
registerEventHandler(['charge.refunded'], onChargeRefunded);
