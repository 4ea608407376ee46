import { z } from 'zod';

/**
 * Delivery events of a mailshot's messages (docs/mailshots.md): what SendGrid's Event Webhook posts
 * (and the local sink posts the same way), what a delivery shows after them, and when an address is suppressed.
 * Pure: the webhook handler and its tests share it.
 */

/** The event types a delivery follows; the webhook acknowledges any other and changes nothing. */
export const DELIVERY_EVENT_TYPES = [
  'processed',
  'deferred',
  'delivered',
  'open',
  'bounce',
  'dropped',
  'spamreport',
  'unsubscribe',
] as const;
export type DeliveryEventType = (typeof DELIVERY_EVENT_TYPES)[number];

/** One posted event, as much of it as we read; the message's `orgId` and `mailId` come back as custom arguments. */
export const deliveryEvent = z.looseObject({
  sg_event_id: z.string().min(1).max(200),
  event: z.string(),
  email: z.string(),
  timestamp: z.number().int().nonnegative(),
  /** on a bounce: `bounce` (the address does not exist: hard) or `blocked` (refused for now: soft) */
  type: z.string().optional(),
  reason: z.string().optional(),
  orgId: z.string().optional(),
  mailId: z.string().optional(),
});
export type DeliveryEvent = z.infer<typeof deliveryEvent>;

export const isFollowed = (e: Pick<DeliveryEvent, 'event'>): e is DeliveryEvent & { event: DeliveryEventType } =>
  (DELIVERY_EVENT_TYPES as readonly string[]).includes(e.event);

/**
 * What the monitor shows per recipient, in a fixed order: a delivery takes the furthest state its events reached, so
 * events arriving out of order (an open before its delivered, a retry of an old event) end in the same state. A
 * bounce after a delivery (an asynchronous bounce) leaves DELIVERED shown; the bounce still counts for suppression.
 */
export const DELIVERY_STATES = ['QUEUED', 'SENDING', 'SENT', 'FAILED', 'BOUNCED', 'DELIVERED', 'OPENED', 'COMPLAINED'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

const STATE_OF: Partial<Record<DeliveryEventType, DeliveryState>> = {
  processed: 'SENT',
  dropped: 'FAILED',
  bounce: 'BOUNCED',
  delivered: 'DELIVERED',
  open: 'OPENED',
  spamreport: 'COMPLAINED',
};

/** The further of two states in the fixed order: what a delivery shows when both have happened. */
export const furthestState = (current: DeliveryState, next: DeliveryState): DeliveryState =>
  DELIVERY_STATES.indexOf(next) > DELIVERY_STATES.indexOf(current) ? next : current;

/** The delivery's state after one more event (deferred and unsubscribe change what is shown in no way). */
export function stateAfter(current: DeliveryState, event: DeliveryEventType): DeliveryState {
  const next = STATE_OF[event];
  return next ? furthestState(current, next) : current;
}

/** Soft bounces (`blocked`) in a row, with no delivery between them, after which an address is suppressed. */
export const SOFT_BOUNCES_TO_SUPPRESS = 3;

export const SUPPRESSION_REASONS = ['unsubscribed', 'hardBounce', 'complaint', 'softBounces'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

/**
 * An address's standing after one more event: suppressed at once by a hard bounce, a complaint or an unsubscribe;
 * by the SOFT_BOUNCES_TO_SUPPRESSth soft bounce in a row; a delivery ends a run of soft bounces.
 */
export function suppressionAfter(
  softBounces: number,
  event: Pick<DeliveryEvent, 'event' | 'type'>,
): { softBounces: number; suppress: SuppressionReason | null } {
  switch (event.event) {
    case 'bounce': {
      if (event.type !== 'blocked') return { softBounces, suppress: 'hardBounce' };
      const soft = softBounces + 1;
      return { softBounces: soft, suppress: soft >= SOFT_BOUNCES_TO_SUPPRESS ? 'softBounces' : null };
    }
    case 'spamreport':
      return { softBounces, suppress: 'complaint' };
    case 'unsubscribe':
      return { softBounces, suppress: 'unsubscribed' };
    case 'delivered':
      return { softBounces: 0, suppress: null };
    default:
      return { softBounces, suppress: null };
  }
}
