import { z } from 'zod';
import { activationInvitationSchema, activationSendCodeSchema, activationStep1Schema, activationStep2Schema } from '../forms/activation';
import { defineContract } from './contract';
import { orgHeader } from './website';

export const activateFirstStepContract = defineContract({
  method: 'POST',
  path: '/auth/activate-first-step',
  summary: 'Activate step 1: the tax code and card number name a member without a sign-in.',
  description:
    'Wrong pair (whichever half): USER_NOT_FOUND; a member who already has a sign-in: CARD_ALREADY_ACTIVATED. `id` is a ' +
    'fresh activation ticket, the only thing step 2 accepts (never the member id, printed in every QR). Rate-limited ' +
    'per network address before anything is looked up.',
  access: 'public',
  scope: 'none',
  headers: orgHeader,
  body: activationStep1Schema,
  answer: z.strictObject({ id: z.string().describe("the activation ticket, step 2's userID") }),
  errors: ['USER_NOT_FOUND', 'CARD_ALREADY_ACTIVATED', 'TOO_MANY_REQUESTS', 'NOT_FOUND', 'NOT_ENABLED'],
});

export const activateInvitationContract = defineContract({
  method: 'POST',
  path: '/auth/activate-invitation',
  summary: "Activate from an invitation: the mailed link's token names the member, in place of step 1.",
  description:
    'Answers what step 1 answers, a fresh activation ticket as `id`, with the card it identified (holder, number, the ' +
    'email the invitation went to) so the member only chooses the credentials. The token itself stays usable until the ' +
    'card is activated. Unknown, of another organization or replaced by a newer invitation: INVITATION_INVALID; past ' +
    'its life: INVITATION_EXPIRED; already used: INVITATION_USED; a member who has a sign-in: CARD_ALREADY_ACTIVATED. ' +
    'Rate-limited per network address.',
  access: 'public',
  scope: 'none',
  headers: orgHeader,
  body: activationInvitationSchema,
  answer: z.strictObject({
    id: z.string().describe("the activation ticket, step 2's userID"),
    card: z.strictObject({
      holder: z.string().describe("the member's name and surname"),
      cardNumber: z.string().nullable(),
      email: z.string().nullable().describe('the address on file, which the invitation was sent to'),
    }),
  }),
  errors: [
    'INVITATION_INVALID',
    'INVITATION_EXPIRED',
    'INVITATION_USED',
    'CARD_ALREADY_ACTIVATED',
    'TOO_MANY_REQUESTS',
    'NOT_FOUND',
    'NOT_ENABLED',
  ],
});

export const activationSendCodeContract = defineContract({
  method: 'POST',
  path: '/auth/activate-send-code',
  summary: 'Mails the code of activation step 2.',
  description:
    '`sent: false` when a sign-in already holds the address (the web shows auth/email-already-exists). Limits: per ' +
    'email (EMAIL_CODE_SENDS_PER_EMAIL) and per person (EMAIL_CODE_SENDS_PER_PERSON): with `userID`, step 1’s ticket, ' +
    'the person is the member whose card is being activated, whatever address they try; without it, the email. A ' +
    'ticket unknown, expired or of another organization: USER_NOT_FOUND (start again from step 1).',
  access: 'public',
  scope: 'none',
  headers: orgHeader,
  body: activationSendCodeSchema,
  answer: z.strictObject({ sent: z.boolean() }),
  errors: ['USER_NOT_FOUND', 'TOO_MANY_REQUESTS', 'NOT_FOUND', 'NOT_ENABLED'],
});

export const activateSecondStepContract = defineContract({
  method: 'POST',
  path: '/auth/activate-second-step',
  summary: 'Activate step 2: creates the sign-in and the member profile.',
  description:
    '`userID` is the ticket of step 1 (each call spends one of its tries; an unknown, expired or spent one: ' +
    'USER_NOT_FOUND), then the emailed code (OTP_INVALID). In one transaction: the account, the member profile, the ' +
    'email on the member (EMAIL_ALREADY_USED), the code spent and the ticket deleted; on failure the sign-in made is deleted.',
  access: 'public',
  scope: 'none',
  headers: orgHeader,
  body: activationStep2Schema,
  answer: z.strictObject({ uid: z.string() }),
  errors: [
    'USER_NOT_FOUND',
    'OTP_INVALID',
    'EMAIL_ALREADY_USED',
    'CARD_ALREADY_ACTIVATED',
    'TOO_MANY_REQUESTS',
    'NOT_FOUND',
    'NOT_ENABLED',
  ],
});
