import { z } from 'zod';
import { docId } from './common';
import { priceNameField, seatCount } from './registration';
import { SALE_TYPES } from './sale';

/**
 * The waiting list of a sold-out item: organizations/{org}/sales/{id}/waitlist/{memberId}, server only.
 * A member joins for a number of seats; a seat given back (a cancellation, an expired checkout, more seats) is offered
 * to the first in line whose seats fit: they are held for the member for WAITLIST_OFFER_HOURS in an OFFERED cart and
 * the member is told by mail; paying it makes the registration, letting it lapse offers the seats to the next.
 */

/** How long seats offered from the waiting list stay held for the member (Stripe's checkout lives 24 hours at most). */
export const WAITLIST_OFFER_HOURS = 24;

/**
 * An entry's life: WAITING (in line) → OFFERED (seats held for the member) → DONE (paid) or LAPSED (not paid in
 * time: out of line, the member may join again).
 */
export const WAITLIST_STATES = ['WAITING', 'OFFERED', 'DONE', 'LAPSED'] as const;
export type WaitlistState = (typeof WAITLIST_STATES)[number];

/** POST /v1/payments/waiting-list: in line for this many seats of a sold-out item, at this price. */
export const joinWaitlistInput = z.object({
  saleId: docId,
  priceName: priceNameField,
  quantity: seatCount.default(1),
});
export type JoinWaitlistInput = z.input<typeof joinWaitlistInput>;

/** A member's place in a waiting list, as the personal area shows it. */
export const waitlistEntryView = z.strictObject({
  saleId: z.string(),
  saleName: z.string(),
  type: z.enum(SALE_TYPES),
  saleDate: z.string(),
  priceName: z.string(),
  quantity: z.number(),
  status: z.enum(WAITLIST_STATES),
  /** 1 for the first in line; null once no longer waiting */
  position: z.number().nullable(),
  /** the seats held for the member: their cart and until when (ISO date-time) */
  offer: z.strictObject({ cart: z.string(), expiresAt: z.string() }).nullable(),
});
export type WaitlistEntryView = z.infer<typeof waitlistEntryView>;
