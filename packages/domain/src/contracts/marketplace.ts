import { z } from 'zod';
import { defineContract } from './contract';
import { docId } from '../entities/common';
import { cartInput, cartQuote, cartView } from '../entities/cart';
import { myTicketSchema } from '../entities/registration';
import { joinWaitlistInput, waitlistEntryView } from '../entities/waitlist';
import { otpDigitsSchema } from '../forms/otp';
import { sessionHeader } from './payments';

// The members' marketplace (cart, create-session-user, retrieve-session-user,
// retrieve-session-cart, send-otp, send-otp-control): a member buys the items shown online for themselves, by card
// through the provider's checkout (seats held until it is paid or expires) or charged to payroll with an emailed code.

const buying =
  'Each item must be sold and shown online with its sales open (NOT_ENABLED), have the price (`body.lines.N.priceName`: ' +
  'validation.notAllowed) and fit its maximum per registration; a ticket needs the member’s phone and every purchase ' +
  'the residence address (MISSING_ADDRESS_INFO, details name the field: the personal data page fixes it); a member ' +
  'already registered answers SALE_ALREADY_PERFORMED; too few seats MAX_SALES_REACHED.';

/** A card checkout opened for a cart: where the browser pays, and the cart holding its seats meanwhile. */
const checkoutAnswer = z.strictObject({
  session: z.strictObject({ id: z.string(), url: z.string().describe('where the browser pays') }),
  cart: cartView,
});

export const quoteCartContract = defineContract({
  method: 'POST',
  path: '/v1/payments/cart',
  summary: 'Prices the member’s cart from the stored items and checks it can be bought now (nothing is held).',
  description: `${buying} \`payroll\` says whether the cart may be charged to payroll, \`card\` whether paid by card.`,
  access: 'profile.update',
  scope: 'own',
  feature: 'activitiesAndTickets',
  body: cartInput,
  answer: cartQuote,
  errors: ['NOT_ENABLED', 'SALE_ALREADY_PERFORMED', 'MAX_SALES_REACHED', 'MISSING_ADDRESS_INFO', 'NOT_FOUND'],
});

export const createSessionUserContract = defineContract({
  method: 'POST',
  path: '/v1/payments/create-session-user',
  summary: 'Holds the cart’s seats and opens a card checkout for it; the browser goes to `session.url`.',
  description:
    `${buying} The seats are held until the checkout expires (\`expiresAt\`, the provider session’s own expiry); a ` +
    'held seat counts as taken for everyone else. An earlier open checkout of the member is closed at the provider ' +
    '(it can no longer be paid) and its seats given back first: a member has at most one payable checkout. One ' +
    'checkout of a member is made at a time: a call while another of the same member is under way answers ' +
    'TOO_MANY_REQUESTS. The provider’s event confirms the registrations in the transaction that consumes the holds; ' +
    'an expired checkout gives them back; a payment arriving for seats sold meanwhile is refunded and the member told.',
  access: 'profile.update',
  scope: 'own',
  feature: 'activitiesAndTickets',
  body: cartInput.extend({ lang: z.enum(['it', 'en']).optional().describe('the checkout page language') }),
  answer: checkoutAnswer,
  errors: ['NOT_ENABLED', 'SALE_ALREADY_PERFORMED', 'MAX_SALES_REACHED', 'MISSING_ADDRESS_INFO', 'NOT_FOUND', 'TOO_MANY_REQUESTS'],
});

const sessionAnswer = z.strictObject({ id: z.string(), status: z.string(), payment_status: z.string() });

export const retrieveSessionUserContract = defineContract({
  method: 'GET',
  path: '/v1/payments/retrieve-session-user',
  summary: 'The member’s own checkout session, as the provider has it, and whether its purchase is done.',
  description: 'A paid session whose event has not arrived yet is fulfilled here (exactly once either way).',
  access: 'profile.read',
  scope: 'own',
  feature: 'activitiesAndTickets',
  headers: sessionHeader,
  answer: z.strictObject({ session: sessionAnswer.nullable(), result: z.boolean() }),
  errors: ['NOT_FOUND'],
});

export const retrieveSessionCartContract = defineContract({
  method: 'GET',
  path: '/v1/payments/retrieve-session-cart',
  summary: 'The cart outcome page: the cart behind the member’s checkout session, and the session.',
  description: 'A paid session whose event has not arrived yet is fulfilled here (exactly once either way).',
  access: 'profile.read',
  scope: 'own',
  feature: 'activitiesAndTickets',
  headers: sessionHeader,
  answer: z.strictObject({ session: sessionAnswer.nullable(), cart: cartView }),
  errors: ['NOT_FOUND'],
});

export const sendOtpContract = defineContract({
  method: 'POST',
  path: '/v1/payments/send-otp',
  summary: 'Charges the cart to payroll: holds its seats and emails the member a code to confirm.',
  description:
    `${buying} Every item must be payroll-chargeable and accept PAYROLL (NOT_ENABLED). The seats are held for ` +
    'a few minutes while the member types the code (send-otp-control). The member’s earlier unfinished carts are ' +
    'closed first, as for a card checkout, and a call while another checkout of the member is under way answers ' +
    'TOO_MANY_REQUESTS.',
  access: 'profile.update',
  scope: 'own',
  feature: 'activitiesAndTickets',
  body: cartInput,
  answer: z.strictObject({ cart: cartView }),
  errors: ['NOT_ENABLED', 'SALE_ALREADY_PERFORMED', 'MAX_SALES_REACHED', 'MISSING_ADDRESS_INFO', 'NOT_FOUND', 'TOO_MANY_REQUESTS'],
});

export const sendOtpControlContract = defineContract({
  method: 'POST',
  path: '/v1/payments/send-otp-control',
  summary: 'Confirms a payroll cart with its emailed code: the registrations stand, one PAYROLL payment ONHOLD.',
  description: 'A wrong, used or expired code answers OTP_INVALID; a cart that expired meanwhile NOT_ENABLED.',
  access: 'profile.update',
  scope: 'own',
  feature: 'activitiesAndTickets',
  body: z.object({
    cart: docId,
    code: otpDigitsSchema,
  }),
  answer: z.strictObject({ cart: cartView }),
  errors: ['OTP_INVALID', 'NOT_ENABLED', 'NOT_FOUND'],
});

export const myTicketsContract = defineContract({
  method: 'GET',
  path: '/v1/profile/tickets',
  summary: 'The member’s registrations and tickets, the next first, each paid one with its signed QR code.',
  access: 'profile.read',
  scope: 'own',
  feature: 'activitiesAndTickets',
  answer: z.strictObject({ tickets: z.array(myTicketSchema) }),
});

export const joinWaitingListContract = defineContract({
  method: 'POST',
  path: '/v1/payments/waiting-list',
  summary: 'Puts the member in line for seats of a sold-out item; a seat given back is offered to the first in line.',
  description:
    'The item must be sold and shown online with its sales open and too few seats left for the quantity (NOT_ENABLED ' +
    'otherwise: buy it instead), have the price and fit its maximum per registration; a member registered already ' +
    'answers SALE_ALREADY_PERFORMED. Joining again while waiting changes the seats and price and keeps the place. When ' +
    'seats are given back (a cancellation, an expired checkout, more seats), the first in line whose seats fit gets ' +
    'them held for WAITLIST_OFFER_HOURS and an email; paying (accept-offer) registers them, letting the time run out ' +
    'offers the seats to the next.',
  access: 'profile.update',
  scope: 'own',
  feature: 'activitiesAndTickets',
  body: joinWaitlistInput,
  answer: z.strictObject({ entry: waitlistEntryView }),
  errors: ['NOT_ENABLED', 'SALE_ALREADY_PERFORMED', 'NOT_FOUND'],
});

export const leaveWaitingListContract = defineContract({
  method: 'DELETE',
  path: '/v1/payments/waiting-list',
  summary: 'Takes the member out of an item’s waiting list; seats held for them go to the next in line.',
  access: 'profile.update',
  scope: 'own',
  feature: 'activitiesAndTickets',
  headers: z.object({ id: docId.describe('the sale item') }),
  answer: z.strictObject({ left: z.literal(true) }),
  errors: ['NOT_FOUND'],
});

export const myWaitingListsContract = defineContract({
  method: 'GET',
  path: '/v1/profile/waiting-list',
  summary: 'The waiting lists the member is in (or was offered seats from), with their place in line and any offer.',
  access: 'profile.read',
  scope: 'own',
  feature: 'activitiesAndTickets',
  answer: z.strictObject({ entries: z.array(waitlistEntryView) }),
});

export const acceptOfferContract = defineContract({
  method: 'POST',
  path: '/v1/payments/accept-offer',
  summary: 'Pays the seats the waiting list holds for the member: a card checkout for the offered cart.',
  description:
    'The offered cart (OFFERED) becomes a checkout whose seats stay held while the member pays (at least 30 minutes, ' +
    'as the provider requires); the provider’s event confirms the registration as for any cart. An offer that ran ' +
    'out, or is paid already, answers NOT_ENABLED. The member’s other unfinished checkouts are closed first (one ' +
    'payable checkout at a time); a call while another checkout of the member is under way answers TOO_MANY_REQUESTS.',
  access: 'profile.update',
  scope: 'own',
  feature: 'activitiesAndTickets',
  body: z.object({ cart: docId, lang: z.enum(['it', 'en']).optional().describe('the checkout page language') }),
  answer: checkoutAnswer,
  errors: ['NOT_ENABLED', 'NOT_FOUND', 'TOO_MANY_REQUESTS'],
});
