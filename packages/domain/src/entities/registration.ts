import { z } from 'zod';
import { docId } from './common';
import { MANUAL_PAYMENT_METHODS, PAYMENT_METHODS } from './payment';

/**
 * A registration to a sale item (organizations/{org}/sales/{id}/registrations/{memberId}): who, which price, how many
 * seats, how paid. One per member and item (a second answers SALE_ALREADY_PERFORMED; family members are seats of the
 * same registration); a cancelled one stays, `cancelled`, until the member registers again.
 */

/** The most seats one registration takes when the item sets no maximum. */
export const REGISTRATION_QUANTITY_MAX = 20;

/**
 * A family member's registration, bought by a member for a relative (an item that allows family): its own id, so the
 * relative counts once per item as the member does, and the member who bought it sees it among their tickets.
 */
export const familyRegistrationId = (memberId: string, relativeId: string) => `${memberId}_${relativeId}`;

/** The item's price a registration takes, by name. */
export const priceNameField = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(100, 'validation.tooLong');

/** The seats one registration asks for (within the item's own maximum, which the server checks). */
export const seatCount = z
  .number({ error: 'validation.positiveInteger' })
  .int('validation.positiveInteger')
  .min(1, 'validation.positiveInteger')
  .max(REGISTRATION_QUANTITY_MAX, 'validation.tooManyValues');

/** POST /v1/sales/registrations: a member registered at the desk, paid by any method the item accepts but the online card. */
export const deskRegistrationInput = z.object({
  saleId: docId,
  memberId: docId,
  priceName: priceNameField,
  quantity: seatCount.default(1),
  mode: z.enum(MANUAL_PAYMENT_METHODS, { error: 'validation.required' }),
});
export type DeskRegistrationInput = z.input<typeof deskRegistrationInput>;

export const registrationSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  holder: z.string(),
  /** a family member's registration: the relative's id among the buying member's relatives */
  relativeId: z.string().nullable(),
  /** a family member's registration: the name of the member who registered them */
  familyOf: z.string().nullable(),
  priceName: z.string(),
  /** euro cents: the price times the seats */
  amount: z.number(),
  quantity: z.number(),
  mode: z.enum(PAYMENT_METHODS),
  paymentId: z.string().nullable(),
  cancelled: z.boolean(),
  /** seats held while the member pays in checkout (no payment yet); given back if the checkout expires */
  held: z.boolean(),
  createdAt: z.string().nullable().describe('ISO date-time'),
});
export type Registration = z.infer<typeof registrationSchema>;

/**
 * What a ticket's QR code carries, signed by the server (functions cards/token.ts, the card's secret): which
 * organization, item and member, for how many seats. `k` tells a ticket from a card's token.
 */
export const ticketTokenPayload = z.object({
  k: z.literal('ticket'),
  o: z.string().min(1),
  s: z.string().min(1),
  /** the registration's id: the member's own, or a family member's */
  m: z.string().min(1),
  q: z.number().int().positive(),
  iat: z.number().int().nonnegative(),
});
export type TicketTokenPayload = z.infer<typeof ticketTokenPayload>;

/** A member's own registration as the personal area shows it, with the ticket's signed QR once paid. */
export const myTicketSchema = z.object({
  /** the registration's id (a family member's differs from the member's own) */
  id: z.string(),
  saleId: z.string(),
  saleName: z.string(),
  type: z.enum(['ACTIVITY', 'TICKET']),
  saleDate: z.string(),
  /** whose seat: the member, or a family member they bought it for */
  holder: z.string(),
  /** bought for a family member */
  family: z.boolean(),
  priceName: z.string(),
  quantity: z.number(),
  amount: z.number(),
  mode: z.enum(PAYMENT_METHODS),
  held: z.boolean(),
  /** the signed token for the QR code; null while the seats are only held */
  qr: z.string().nullable(),
  /** the QR code drawn (SVG), for the screen */
  qrSvg: z.string().nullable(),
  /** the short code printed under the QR (scanner/typedCode.ts), for staff to type when the QR cannot be read; null while held */
  ticketCode: z.string().nullable(),
});
export type MyTicket = z.infer<typeof myTicketSchema>;
