import { registerCheckoutKind, registerEventHandler } from '../providers/providerEvents';
import { paymentProvider } from '../providers/providers';
import { applySetup } from './paymentAccountRecord';
import { onRenewalIntent } from './renewalCharge';

// What the renewals plug into the provider's webhook (loaded by the functions' entry, wiring.ts).

// A saved card charged at renewal: settled once per charge whatever the event's age (the charge's state says what is
// left to do); other payment intents (a checkout's) are ignored there.
registerEventHandler(['payment_intent.succeeded', 'payment_intent.payment_failed'], onRenewalIntent);

// A card saved for the member's payment account (setup mode, setupMetadata): the provider tells which card, once.
registerCheckoutKind('paymentMethod', { completed: (session) => applySetup(paymentProvider(), session) });
