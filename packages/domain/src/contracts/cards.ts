import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { cardHeader } from '../entities/card';
import { docId } from '../entities/common';
import { CARD_STATUSES } from '../entities/member';
import { cardDownloadEntry } from '../cards/wallet';
import { pageHeaders } from '../paging';
import { defineContract } from './contract';
import { isoTimestamp, nextCursor } from './records';

/** Max members in one print-card-attachment sheet request (10 per A4 page → 20 pages). */
export const MAX_PRINT_MEMBERS = 200;

/** `year` header: the membership year printed (valid until 31 December of it). */
const year = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(/^\d{4}$/, 'validation.number')
  .transform(Number)
  .refine((y) => y >= 1900 && y <= 2200, 'validation.number')
  .describe('the membership year printed (valid until 31 December of it); without it the stored valid-until');
/** `lang` header: labels and mail language (default it). */
export const langHeader = z.enum(LANGUAGES, { error: 'validation.notAllowed' }).optional().describe('labels and mail language, default it');

/** resend-card-pdf and resend-card: one member. */
const onePdfHeaders = z.object({ user: docId.describe('the member id'), year: year.optional(), lang: langHeader });
/** print-card-attachment: one or more member ids, comma-separated, de-duplicated in order. */
const sheetHeaders = z.object({
  user: z
    .string({ error: 'validation.required' })
    .transform((s) => [...new Set(s.split(',').map((p) => p.trim()))])
    .pipe(z.array(docId).min(1).max(MAX_PRINT_MEMBERS, 'validation.tooLong'))
    .describe(`member ids, comma-separated (1–${MAX_PRINT_MEMBERS})`),
  year: year.optional(),
  lang: langHeader,
});

/** A PDF in a JSON answer. */
export const pdfAnswer = z.strictObject({
  pdf: z.base64().describe('the PDF, base64'),
  fileName: z.string().describe('a file name ending in .pdf'),
});

/** A card row as the cards list shows it: the stored card with the status after the grace period. */
const cardRow = z.looseObject({
  number: z.string(),
  status: z.enum(CARD_STATUSES).optional(),
  effectiveStatus: z.enum(CARD_STATUSES),
  validUntil: z.string().nullable(),
  memberId: z.string().optional(),
  holder: z.string().optional(),
  group: z.string().nullable().optional(),
  updatedAt: isoTimestamp.nullable().optional(),
});

/** A payment as the card's payment history shows it (organizations/{org}/payments, timestamps as ISO strings). */
const paymentRow = z.looseObject({
  id: z.string(),
  payDate: z.string().nullable().optional(),
  payYear: z.number().int().optional(),
  amount: z.number().int().optional().describe('cents'),
  mode: z.string().optional(),
  status: z.string().optional(),
  object: z.string().optional(),
});

export const allCardsContract = defineContract({
  method: 'GET',
  path: '/v1/cards/all',
  summary: 'One page of the cards, with the status after the grace period.',
  description: 'Pages follow the card numbers as text; the rows of a page are sorted numerically.',
  access: 'cards.read',
  scope: 'groups',
  headers: pageHeaders,
  answer: z.strictObject({ result: z.array(cardRow), next: nextCursor, gracePeriodMonths: z.number().int().nonnegative() }),
});

export const cardPaymentsContract = defineContract({
  method: 'GET',
  path: '/v1/cards/payments',
  summary: 'The payments of a card, newest first.',
  description: 'A payment names the card it paid (`cardNumber`) or at least its member (`memberId`).',
  access: 'cards.read',
  scope: 'groups',
  headers: cardHeader,
  answer: z.strictObject({ payments: z.array(paymentRow) }),
  errors: ['USER_NOT_FOUND', 'NO_USER_ALLOWED'],
});

export const resendCardPdfContract = defineContract({
  method: 'GET',
  path: '/v1/members/resend-card-pdf',
  summary: "The member's card on a CR80 page.",
  access: 'cards.read',
  scope: 'groups',
  headers: onePdfHeaders,
  answer: pdfAnswer,
  errors: ['USER_NOT_FOUND', 'NO_USER_ALLOWED', 'CARD_NOT_ACTIVE', 'NOT_ENABLED'],
  feature: 'pdfCards',
});

export const printCardAttachmentContract = defineContract({
  method: 'GET',
  path: '/v1/members/print-card-attachment',
  summary: 'A4 sheets of 2 × 5 cards with crop marks, to cut out and enclose with a letter (card attachments).',
  access: 'cards.read',
  scope: 'groups',
  headers: sheetHeaders,
  answer: pdfAnswer,
  errors: ['USER_NOT_FOUND', 'NO_USER_ALLOWED', 'CARD_NOT_ACTIVE', 'NOT_ENABLED'],
  feature: ['pdfCards', 'cardAttachments'],
});

export const resendCardContract = defineContract({
  method: 'GET',
  path: '/v1/members/resend-card',
  summary: 'Queues the card email with the PDF attached.',
  description:
    'While the member has no sign-in the mail also carries a new invitation link into card activation (as POST ' +
    '/v1/members/invite sends; the previous link stops working). A member without an email: MISSING_ADDRESS_INFO.',
  access: 'cards.write',
  scope: 'groups',
  headers: onePdfHeaders,
  answer: z.strictObject({ queued: z.literal(true), mailId: z.string() }),
  errors: ['USER_NOT_FOUND', 'NO_USER_ALLOWED', 'CARD_NOT_ACTIVE', 'MISSING_ADDRESS_INFO', 'NOT_ENABLED'],
  feature: 'pdfCards',
});

/** The errors of the member's own wallet passes: no card, a card not ACTIVE, digital cards off. */
const ownPassErrors = ['USER_NOT_FOUND', 'CARD_NOT_ACTIVE', 'NOT_ENABLED'] as const;

export const createGooglePassContract = defineContract({
  method: 'GET',
  path: '/v1/cards/create-google-pass',
  summary: "A Google Wallet save link for the caller's own card.",
  description:
    '`url` opens Google Wallet with a generic pass of the card (organization, holder, number, valid-until, status and the ' +
    'QR code the PDF prints), carried by a JWT signed (RS256) with the service account key. The pass class is ' +
    'created once per organization; the pass follows the card afterwards (renewal, expiry, deactivation). Records the ' +
    'download (has-downloaded).',
  access: 'profile.read',
  scope: 'own',
  answer: z.strictObject({ url: z.url().describe('https://pay.google.com/gp/v/save/<jwt>') }),
  errors: ownPassErrors,
  feature: 'digitalCards',
});

/** An Apple Wallet pass in a JSON answer. */
export const pkpassAnswer = z.strictObject({
  pkpass: z.base64().describe('the signed .pkpass (a zip), base64; open it as application/vnd.apple.pkpass'),
  fileName: z.string().describe('a file name ending in .pkpass'),
});

export const applePassContract = defineContract({
  method: 'GET',
  path: '/v1/cards/apple-pass',
  summary: "An Apple Wallet pass (.pkpass) of the caller's own card.",
  description:
    'A generic pass signed with the Pass Type ID certificate: organization, holder, number, valid-until, status, the QR ' +
    'code the PDF prints; it expires with the card and updates through the pass web service (/v1/wallet/apple). ' +
    'Records the download (has-downloaded).',
  access: 'profile.read',
  scope: 'own',
  headers: z.object({ lang: langHeader }),
  answer: pkpassAnswer,
  errors: ownPassErrors,
  feature: 'digitalCards',
});

export const hasDownloadedContract = defineContract({
  method: 'GET',
  path: '/v1/cards/has-downloaded',
  summary: "Whether the card's member downloaded it: the PDF, the Google or the Apple Wallet pass.",
  description: 'One entry per kind downloaded, with the last time and the count; an empty log when the member never did.',
  access: 'cards.read',
  scope: 'groups',
  headers: cardHeader,
  answer: z.strictObject({ log: z.array(cardDownloadEntry) }),
  errors: ['USER_NOT_FOUND', 'NO_USER_ALLOWED'],
});
