import type { DeliveryState } from '@tessera/domain/mailshots/deliveryEvents';

/** A delivery state's colour: waiting grey, on its way blue, arrived green, refused or complained red/orange. */
export const DELIVERY_PALETTE: Record<DeliveryState, string> = {
  QUEUED: 'gray',
  SENDING: 'blue',
  SENT: 'cyan',
  FAILED: 'red',
  BOUNCED: 'orange',
  DELIVERED: 'green',
  OPENED: 'teal',
  COMPLAINED: 'red',
};

/** The states a message is still on its way in; every other one is an outcome (the monitor's progress counts those). */
export const PENDING_STATES: readonly DeliveryState[] = ['QUEUED', 'SENDING'];

/** The states whose delivery carries a reason (the provider's words on a failure or a bounce). */
export const STATES_WITH_REASON: readonly DeliveryState[] = ['FAILED', 'BOUNCED'];
