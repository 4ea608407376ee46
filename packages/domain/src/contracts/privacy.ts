import { z } from 'zod';
import { defineContract } from './contract';
import { docId } from '../entities/common';
import { CONSENT_KINDS, myConsentInput, recordConsentInput } from '../privacy/consents';
import { LANGUAGES } from '../constants';

// A member's privacy: the consents they give and withdraw (recorded one by one, the member's current state kept in
// step), and the copy of everything the association holds about them (GDPR arts. 15 and 20), as JSON and as a PDF.

export const MY_DATA_FORMATS = ['json', 'pdf'] as const;
export type MyDataFormat = (typeof MY_DATA_FORMATS)[number];

const formatHeader = z.enum(MY_DATA_FORMATS, { error: 'validation.notAllowed' }).describe('json (machine-readable) or pdf (readable)');

/** A file in a JSON answer. */
const dataFileAnswer = z.strictObject({
  file: z.base64().describe('the file, base64'),
  fileName: z.string(),
  contentType: z.enum(['application/json', 'application/pdf']),
  sections: z.array(z.string()).describe('the sections the copy holds, by key'),
});

export const myConsentContract = defineContract({
  method: 'POST',
  path: '/v1/profile/consent',
  summary: 'The member gives or withdraws their marketing (newsletter) or photo consent.',
  description:
    'Recorded as a consent (time, the newsletter policy’s version for marketing, source personal area) in the same ' +
    'transaction as the member’s current state (`newsletter`, which mailshots read; `photoConsent`). Repeating the ' +
    'current choice records nothing (`changed` false). The privacy consent is not withdrawn here: that is a request for erasure.',
  access: 'profile.update',
  scope: 'own',
  body: myConsentInput,
  answer: z.strictObject({
    kind: z.enum(CONSENT_KINDS),
    given: z.boolean(),
    changed: z.boolean().describe('false: it was so already, nothing recorded'),
  }),
  errors: ['USER_NOT_FOUND'],
});

export const recordConsentContract = defineContract({
  method: 'POST',
  path: '/v1/privacy/record-consent',
  summary: 'An administrator records a consent given or withdrawn on a signed paper form.',
  description:
    'Appends the consent (source paper form, the day written on the form, the administrator who recorded it) and sets ' +
    'the member’s current state in the same transaction: privacy sets `privacyAcceptedAt` to the form’s day (or clears ' +
    'it), marketing sets `newsletter`, photo sets `photoConsent`. Always recorded, even when the state does not change: ' +
    'each form is a fact of its own.',
  access: 'members.write',
  scope: 'groups',
  body: recordConsentInput,
  answer: z.strictObject({ id: z.string().describe('the consent record') }),
  errors: ['USER_NOT_FOUND', 'NO_USER_ALLOWED'],
});

export const myDataContract = defineContract({
  method: 'GET',
  path: '/v1/profile/my-data',
  summary: 'The member’s copy of everything the association holds about them, as JSON or as a PDF.',
  description:
    'Every section the areas register (personal data with back-office notes and hidden custom fields, cards, payments ' +
    'and receipts, registrations and tickets, consents, mail received, requests, campaign registrations, points): the ' +
    'JSON keeps the values as stored (dates ISO), the PDF prints them in the member’s language. Never another ' +
    'member’s data, secrets, token hashes or payment provider ids.',
  access: 'profile.read',
  scope: 'own',
  headers: z.object({ format: formatHeader, lang: z.enum(LANGUAGES).optional().describe('the PDF’s language, default Italian') }),
  answer: dataFileAnswer,
  errors: ['USER_NOT_FOUND'],
});

export const memberDataContract = defineContract({
  method: 'GET',
  path: '/v1/privacy/member-data',
  summary: 'The same copy of a member’s data, made by the back office for a member who asks by letter.',
  access: 'members.read',
  scope: 'groups',
  headers: z.object({
    id: docId.describe('the member'),
    format: formatHeader,
    lang: z.enum(LANGUAGES).optional().describe('the PDF’s language, default Italian'),
  }),
  answer: dataFileAnswer,
  errors: ['USER_NOT_FOUND', 'NO_USER_ALLOWED'],
});
