import { z } from 'zod';
import { signupPayloadSchema, signupSendCodeSchema } from '../forms/signup';
import { defineContract } from './contract';
import { orgHeader } from './website';

export const sendSignupCodeContract = defineContract({
  method: 'POST',
  path: '/v1/signup/send-code',
  summary: 'Mails the signup code.',
  description:
    '`sent: false` means the email already has a sign-in (the web shows auth/email-already-exists). Rate-limited before ' +
    'that check, so the answer cannot probe many addresses.',
  access: 'public',
  scope: 'none',
  headers: orgHeader,
  body: signupSendCodeSchema,
  answer: z.strictObject({ sent: z.boolean() }),
  errors: ['TOO_MANY_REQUESTS', 'NOT_FOUND', 'NOT_ENABLED'],
});

export const preregisterSignupContract = defineContract({
  method: 'POST',
  path: '/v1/signup/preregister-user',
  summary: 'Pre-registration: a PENDING member without card, its sign-in and member profile.',
  description: 'With the emailed code, in one transaction after the code check.',
  access: 'public',
  scope: 'none',
  headers: orgHeader,
  body: signupPayloadSchema,
  answer: z.strictObject({ result: z.literal(true) }),
  errors: ['OTP_INVALID', 'EMAIL_ALREADY_USED', 'TAX_CODE_ALREADY_USED', 'POLICY_CHANGED', 'NOT_FOUND', 'NOT_ENABLED'],
});
