import { z } from 'zod';
import { defineContract } from './contract';
import { docId } from '../entities/common';
import { saleInput, saleSchema } from '../entities/sale';
import { deskRegistrationInput, registrationSchema } from '../entities/registration';
import { participantsRequest } from '../exports/participants';
import { extractionAnswer } from './exports';

// Attività & Tagliandi: the back office reads them; organization admins and the management
// write. Every endpoint answers NOT_ENABLED while the organization's activities-and-tickets preference is off.

const saleHeaders = z.object({ id: docId.describe('the sale item id') });

/** Sale items one GET all answer holds; `after` pages on. */
export const SALES_PAGE = 200;

export const listSalesContract = defineContract({
  method: 'GET',
  path: '/v1/sales/all',
  summary: 'The sale items (activities and tickets) of the organization, the latest day first, a page at a time.',
  description:
    `At most ${SALES_PAGE} per answer; \`next\` is the id to send as header \`after\` for the next page (null: the last). ` +
    'The screens read the list from Firestore a page at a time; this is for integrations.',
  access: 'sales.read',
  scope: 'organization',
  feature: 'activitiesAndTickets',
  headers: z.object({ after: docId.optional().describe('the last id of the previous page') }),
  answer: z.strictObject({ sales: z.array(saleSchema), next: z.string().nullable() }),
});

export const getSaleContract = defineContract({
  method: 'GET',
  path: '/v1/sales/one',
  summary: 'One sale item.',
  access: 'sales.read',
  scope: 'organization',
  feature: 'activitiesAndTickets',
  headers: saleHeaders,
  answer: saleSchema,
});

export const saveSaleContract = defineContract({
  method: 'POST',
  path: '/v1/sales/one',
  summary: 'Creates a sale item, or with header id changes one (every field, as the form sends them).',
  description:
    'The description is rich text: sanitized with an allow-list before it is stored (no script, no event handler, ' +
    'links http(s) and mailto only). Sales close no earlier than they open (`body.expirationDate`: ' +
    'validation.endBeforeStart); the minimum enrolled fits the seats (validation.minAboveSeats); a family item names its ' +
    'family category, a category of the organization (validation.notAllowed); an item sold online accepts STRIPE ' +
    '(validation.onlineNeedsCard) and is shown online (or it is not sold online). An edit never leaves fewer seats than ' +
    'are taken (`body.seatsAvailable`: validation.seatsBelowEnrolled). Audited.',
  access: 'sales.write',
  scope: 'organization',
  feature: 'activitiesAndTickets',
  headers: z.object({ id: docId.optional().describe('the item to change; absent: a new item') }),
  body: saleInput,
  answer: z.strictObject({ id: z.string() }),
});

export const deleteSaleContract = defineContract({
  method: 'DELETE',
  path: '/v1/sales/one',
  summary: 'Deletes a sale item that has no registration left.',
  description: 'Refused with SALE_HAS_REGISTRATIONS while any registration is not cancelled. Audited.',
  access: 'sales.write',
  scope: 'organization',
  feature: 'activitiesAndTickets',
  headers: saleHeaders,
  answer: z.strictObject({ deleted: z.literal(true) }),
  errors: ['SALE_HAS_REGISTRATIONS'],
});

export const cloneSaleContract = defineContract({
  method: 'POST',
  path: '/v1/sales/clone',
  summary: 'Copies a sale item (every field, no registration) as a new one named “… (copia)”, hidden online.',
  description: 'The copy starts with no seat taken and is not shown online until an admin checks and publishes it. Audited.',
  access: 'sales.write',
  scope: 'organization',
  feature: 'activitiesAndTickets',
  body: z.object({ id: docId.describe('the item to copy') }),
  answer: z.strictObject({ id: z.string() }),
});

export const registerAtDeskContract = defineContract({
  method: 'POST',
  path: '/v1/sales/registrations',
  summary: 'Registers a member to a sale item at the desk, with the payment of the chosen price.',
  description:
    'The seats are taken in a transaction on one of the item’s seat shards (never more than its seats: MAX_SALES_REACHED ' +
    'when sold out), with the registration and its payment (the chosen method, PROCESSED, object “item — price”). A member ' +
    'registered already answers SALE_ALREADY_PERFORMED (a cancelled registration can be made again). Refused for a past ' +
    'item (NOT_ENABLED), a price the item does not have (`body.priceName`: validation.notAllowed), a method it does not ' +
    'accept (`body.mode`: validation.notAllowed) or more seats than one registration takes (`body.quantity`: ' +
    'validation.tooManyValues).',
  access: 'sales.write',
  scope: 'organization',
  feature: 'activitiesAndTickets',
  body: deskRegistrationInput,
  answer: z.strictObject({ id: z.string(), paymentId: z.string() }),
  errors: ['MAX_SALES_REACHED', 'SALE_ALREADY_PERFORMED', 'USER_NOT_FOUND', 'TOO_MANY_REQUESTS'],
});

export const listRegistrationsContract = defineContract({
  method: 'GET',
  path: '/v1/sales/registrations',
  summary: 'The registrations of a sale item, cancelled ones included, the newest first.',
  description: "A group admin gets the registrations of its groups' members only (a registration carries its member's group).",
  access: 'sales.read',
  scope: 'groups',
  feature: 'activitiesAndTickets',
  headers: saleHeaders,
  answer: z.strictObject({ registrations: z.array(registrationSchema) }),
});

export const cancelRegistrationContract = defineContract({
  method: 'DELETE',
  path: '/v1/sales/registrations',
  summary: 'Cancels a registration: its seats are free again; with refund, its payment is refunded.',
  description:
    'The seats go back to the shard they were taken from in the transaction that marks the registration cancelled. ' +
    'With `refund: true` the payment is then refunded through the refund flow (a card payment through the provider). ' +
    'A registration cancelled already answers REQUEST_ALREADY_DECIDED.',
  access: 'sales.write',
  scope: 'organization',
  feature: 'activitiesAndTickets',
  headers: saleHeaders.extend({
    registration: docId.describe('the registration id (the member id)'),
    refund: z.enum(['true', 'false']).default('false').describe('refund its payment too'),
  }),
  answer: z.strictObject({ cancelled: z.literal(true), refund: z.enum(['REFUNDED', 'PENDING']).nullable() }),
  errors: ['REQUEST_ALREADY_DECIDED'],
});

export const participantsExtractionContract = defineContract({
  method: 'POST',
  path: '/v1/sales/participants',
  summary: 'The participants of a sale item as a file: XLSX, CSV (`;`, BOM) or TXT (tab, BOM).',
  description:
    'Every registration standing (cancelled ones left out; seats held by a member paying are marked), by name, with ' +
    'the columns of PARTICIPANT_COLUMNS and Italian headers; amounts in euros as numbers; text neutralized against ' +
    'formula injection. None: a header-only file and `count` 0.',
  access: 'sales.read',
  scope: 'groups',
  feature: 'activitiesAndTickets',
  body: participantsRequest,
  answer: extractionAnswer,
  errors: ['NOT_FOUND'],
});

export const participantsPdfContract = defineContract({
  method: 'POST',
  path: '/v1/sales/participants-pdf',
  summary: 'The printed participants list of a sale item (A4 PDF, base64): name, price, seats, payment and a column to sign.',
  access: 'sales.read',
  scope: 'groups',
  feature: 'activitiesAndTickets',
  body: z.object({ id: docId.describe('the sale item') }),
  answer: z.strictObject({ pdf: z.base64(), fileName: z.string(), count: z.number().int().nonnegative() }),
  errors: ['NOT_FOUND'],
});
