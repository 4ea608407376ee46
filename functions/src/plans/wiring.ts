import { registerCheckoutKind, registerEventHandler } from '../payments/providers/providerEvents';
import { onPlanCheckout, onSubscriptionEvent } from './subscriptionEvents';

// What the plans plug into the provider's webhook (loaded by the functions' entry, wiring.ts).

// The organization's subscription to its plan, renewed, past due, changed or ended: the subscription as the provider
// has it now decides, whatever the event's age.
registerEventHandler(
  ['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted'],
  onSubscriptionEvent,
);

// An organization's new subscription to a plan (changePlan.ts), paid.
registerCheckoutKind('plan', { completed: (session) => onPlanCheckout(session) });
