import { z } from 'zod';
import { CARD_STATUSES, ACCOUNT_STATUSES } from '../entities/member';
import { profilePatchInput } from '../entities/profile';
import { accountView, publicProfile } from './auth';
import { langHeader, pdfAnswer } from './cards';
import { defineContract } from './contract';
import { isoTimestamp, memberRecord } from './records';
import { memberPhotoAnswer } from './members';
import { FILE_UPLOAD_MAX_BODY, fileUploadFields } from '../files/fileUpload';
import { receiptAnswer, receiptRequest } from './payments';
import { paymentAccountPatch, paymentAccountView } from '../entities/paymentAccount';

export const myProfileContract = defineContract({
  method: 'GET',
  path: '/v1/profile/my',
  summary: 'The current profile, the account, the own member record and all profiles of the sign-in.',
  description: 'The member record holds only what members may see (no back-office-only data); null for a profile that is no member.',
  access: 'profile.read',
  scope: 'own',
  answer: z.strictObject({
    profile: publicProfile.nullable(),
    account: accountView,
    member: memberRecord.nullable(),
    users: z.array(publicProfile),
  }),
});

export const patchProfileContract = defineContract({
  method: 'PATCH',
  path: '/v1/profile/patch',
  summary: 'The own language, phone number, display name and (`member`) the member fields members may edit.',
  description:
    'All or nothing, in one transaction; unknown fields are refused. With the SMS second factor on, a new phone number ' +
    'needs an SMS check of the current one just made (SECOND_FACTOR_REQUIRED), and it cannot be removed (MISSING_PHONE_NUMBER).',
  access: 'profile.update',
  scope: 'own',
  body: profilePatchInput,
  references: [{ field: 'member.maritalStatus', collection: 'listValues', listType: 'marital' }],
  answer: z.strictObject({ account: accountView, member: memberRecord.nullable().optional(), data_updated: z.literal(true) }),
  errors: ['PROFILE_NOT_SELECTED', 'SECOND_FACTOR_REQUIRED', 'MISSING_PHONE_NUMBER'],
});

const membership = z.strictObject({
  accountStatus: z.enum(ACCOUNT_STATUSES).nullable(),
  cardStatus: z.enum(CARD_STATUSES),
  renewalDate: z.string().nullable().describe('the card valid-until, YYYY-MM-DD'),
  cancellationRequested: z.boolean(),
  cancellationRequestedAt: isoTimestamp.nullable(),
});

export const myCardContract = defineContract({
  method: 'GET',
  path: '/v1/profile/card',
  summary: "The digital card of the caller's member record and the membership.",
  description:
    'Holder, number, status, valid-until, the signed QR token (the one the PDF prints) and its SVG, both null when the ' +
    'card is not ACTIVE or the organization has digital cards off (preference digitalCards). `card` is null when the ' +
    'member has no card yet; a profile that is no member: USER_NOT_FOUND.',
  access: 'profile.read',
  scope: 'own',
  answer: z.strictObject({
    card: z
      .strictObject({
        orgName: z.string(),
        holder: z.string(),
        number: z.string(),
        status: z.enum(CARD_STATUSES),
        validUntil: z.string().nullable(),
        qrToken: z.string().nullable(),
        qrSvg: z.string().nullable(),
        photo: z.string().nullable().describe("the member's photo (JPEG data URL) while the organization has photoOnCard on"),
        survivorOf: z
          .string()
          .nullable()
          .describe('a surviving member: the deceased member the card names, while the organization has survivingMemberCard on'),
      })
      .nullable(),
    membership,
  }),
  errors: ['USER_NOT_FOUND'],
});

export const myCardPdfContract = defineContract({
  method: 'GET',
  path: '/v1/profile/card-pdf',
  summary: "The caller's own card as a PDF, as the admins print it.",
  access: 'profile.read',
  scope: 'own',
  headers: z.object({ lang: langHeader }),
  answer: pdfAnswer,
  errors: ['USER_NOT_FOUND', 'CARD_NOT_ACTIVE', 'NOT_ENABLED'],
  feature: 'pdfCards',
});

export const myCancellationContract = defineContract({
  method: 'POST',
  path: '/v1/profile/cancellation',
  summary: 'The member asks to cancel its membership, or revokes the request.',
  description:
    "The member becomes INACTIVE at the next renewal. Same fields and dates as the administrators' PATCH " +
    '/v1/members/one: cancellationRequested and cancellationRequestedAt.',
  access: 'profile.update',
  scope: 'own',
  body: z.object({ requested: z.boolean({ error: 'validation.required' }) }),
  answer: z.strictObject({ cancellationRequested: z.boolean() }),
  errors: ['USER_NOT_FOUND'],
});

export const myPhotoContract = defineContract({
  method: 'GET',
  path: '/v1/profile/photo',
  summary: "The caller's own photo (null without one).",
  access: 'profile.read',
  scope: 'own',
  answer: memberPhotoAnswer,
  errors: ['USER_NOT_FOUND'],
});

export const uploadMyPhotoContract = defineContract({
  method: 'POST',
  path: '/v1/profile/upload-photo',
  summary: 'The member sets its own photo, as the admins do with /v1/members/upload-photo.',
  description: 'Only while the organization lets members edit `photo` (preferences.memberEditableFields), else validation.notAllowed.',
  access: 'profile.update',
  scope: 'own',
  body: z.object(fileUploadFields),
  maxBodyBytes: FILE_UPLOAD_MAX_BODY,
  answer: memberPhotoAnswer,
  errors: ['USER_NOT_FOUND'],
});

export const myReceiptContract = defineContract({
  method: 'POST',
  path: '/v1/profile/print-receipt',
  summary: "The receipt of one of the member's own payments (I Miei Pagamenti).",
  description: "The same receipt as the back office prints (POST /v1/payments/print-receipt), for the member's own payments only.",
  access: 'profile.read',
  scope: 'own',
  body: receiptRequest,
  answer: receiptAnswer,
  errors: ['NOT_FOUND', 'USER_NOT_FOUND', 'PAYMENT_STATUS_CONFLICT', 'RECEIPT_DATA_MISSING'],
});

// The member's payment account: the saved card, auto-renew and the billing
// details, kept with the payment provider's customer (entities/paymentAccount.ts). The member's own, in my-payments.
const accountAnswer = z.strictObject({ account: paymentAccountView });

export const retrievePaymentAccountContract = defineContract({
  method: 'GET',
  path: '/v1/payments/retrieve-payment-account',
  summary: "The member's payment account: saved card, auto-renew, billing name and address.",
  description:
    'A member who has saved nothing gets the empty account. A card-saving checkout the member has come back from is ' +
    'applied here if its provider event has not arrived yet (exactly once either way, like retrieve-session).',
  access: 'profile.read',
  scope: 'own',
  answer: accountAnswer,
  errors: ['USER_NOT_FOUND'],
});

export const patchPaymentAccountContract = defineContract({
  method: 'PATCH',
  path: '/v1/payments/patch-payment-account',
  summary: 'Changes the billing name and address the provider uses (null: back to the member’s own).',
  description: 'Also on the provider’s customer when the member has one.',
  access: 'profile.update',
  scope: 'own',
  body: paymentAccountPatch,
  answer: accountAnswer,
  errors: ['USER_NOT_FOUND'],
});

export const toggleRenewContract = defineContract({
  method: 'PATCH',
  path: '/v1/payments/toggle-renew',
  summary: 'Turns the automatic renewal of the fee with the saved card on or off.',
  description: 'On needs a saved card that has not expired (PAYMENT_METHOD_MISSING); off always works. Audited.',
  access: 'profile.update',
  scope: 'own',
  body: z.strictObject({ autoRenew: z.boolean({ error: 'validation.required' }) }),
  answer: accountAnswer,
  errors: ['USER_NOT_FOUND', 'PAYMENT_METHOD_MISSING'],
});

export const updatePaymentMethodContract = defineContract({
  method: 'PATCH',
  path: '/v1/payments/update-payment-method',
  summary: 'Starts saving a card (a setup checkout: `session.url`), or removes the saved card (`remove`).',
  description:
    'Saving: the provider’s customer is made at the first card; the browser goes to `session.url` (Stripe Checkout in ' +
    'setup mode; the local checkout page on the emulator) and comes back to my-payments, where the card shows once the ' +
    'provider confirms it (its event to the webhook, or retrieve-payment-account on return). Removing also turns ' +
    'auto-renew off. Online payments off (no provider): NOT_ENABLED.',
  access: 'profile.update',
  scope: 'own',
  body: z.strictObject({
    remove: z.boolean().optional().describe('true: forget the saved card'),
    lang: z.enum(['it', 'en']).optional().describe('the checkout page language'),
  }),
  answer: z.strictObject({
    session: z.strictObject({ url: z.string().describe('where the browser saves the card') }).nullable(),
    account: paymentAccountView,
  }),
  errors: ['USER_NOT_FOUND', 'NOT_ENABLED'],
});
