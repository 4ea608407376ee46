import { z } from 'zod';
import { changePasswordInput } from '../forms/changePassword';
import { changeUsernameSchema } from '../forms/changeUsername';
import { recoverPasswordField } from '../forms/recover';
import { syncMfaInput } from '../users/mfa';
import { accountView } from './auth';
import { defineContract } from './contract';

const done = z.strictObject({ done: z.literal(true) });
const accountRefresh = z.strictObject({ account: accountView, refresh: z.literal(true) });

export const enableMfaContract = defineContract({
  method: 'POST',
  path: '/v1/users/enable-mfa',
  summary: 'Turns the SMS second factor on.',
  description:
    "The account's phone number is required (MISSING_PHONE_NUMBER) and stored in E.164. A recent sign-in " +
    '(REAUTHENTICATION_REQUIRED) and an SMS check of that number just made (SECOND_FACTOR_REQUIRED) are needed; that ' +
    "check counts as today's. The claims then carry the check's validity (`refresh`).",
  access: 'profile.update',
  scope: 'own',
  answer: accountRefresh,
  errors: ['MISSING_PHONE_NUMBER', 'REAUTHENTICATION_REQUIRED', 'SECOND_FACTOR_REQUIRED'],
});

export const disableMfaContract = defineContract({
  method: 'GET',
  path: '/v1/users/disable-mfa',
  summary: 'Turns the SMS second factor off.',
  description:
    "With it on: a recent sign-in and a fresh SMS check of the account's number; a password alone must not remove the " +
    "second factor. The claims drop the check's validity (`refresh`).",
  access: 'profile.update',
  scope: 'own',
  answer: accountRefresh,
  errors: ['REAUTHENTICATION_REQUIRED', 'SECOND_FACTOR_REQUIRED'],
});

export const syncMfaContract = defineContract({
  method: 'POST',
  path: '/v1/users/sync-mfa',
  summary: 'After the login’s SMS code: records the check and lifts the second-factor restriction.',
  description:
    "`last_mfa` is the server's clock; the client refreshes its ID token. With mfa off: NOT_ENABLED; a token without " +
    'the phone proof: OTP_INVALID.',
  access: 'profile.read',
  scope: 'own',
  whileRestricted: ['second-factor'],
  body: syncMfaInput,
  answer: z.strictObject({ last_mfa: z.number().int(), refresh: z.literal(true) }),
  errors: ['NOT_ENABLED', 'OTP_INVALID'],
});

export const forcedPasswordChangeContract = defineContract({
  method: 'POST',
  path: '/v1/users/forced-password-change',
  summary: 'The password change an admin reset forces at first access.',
  description:
    'Only while the account carries mustChangePassword (else NOT_ENABLED); the flag is cleared after the password is ' +
    'set. Setting a password ends the other sessions: the client signs in again. The one step a session restricted ' +
    'by the forced change may take (besides validate and logout).',
  access: 'profile.read',
  scope: 'own',
  whileRestricted: ['password-change'],
  body: z.object({ password: recoverPasswordField }, { error: 'validation.required' }),
  answer: done,
  errors: ['NOT_ENABLED'],
});

export const changeUsernameSendCodeContract = defineContract({
  method: 'POST',
  path: '/v1/users/change-username-send-code',
  summary: 'Mails a code to the new address, proving the person reads it.',
  description: '`sent: false` when the address is taken (the web shows auth/email-already-exists); rate-limited first.',
  access: 'profile.update',
  scope: 'own',
  body: changeUsernameSchema.pick({ email: true }),
  answer: z.strictObject({ sent: z.boolean() }),
  errors: ['TOO_MANY_REQUESTS'],
});

export const changeUsernameConfirmContract = defineContract({
  method: 'POST',
  path: '/v1/users/change-username-confirm',
  summary: "The sign-in's email becomes the new address everywhere at once.",
  description:
    'From a recent sign-in and with the code mailed to the new address, spent in the same transaction. The old address ' +
    'is mailed a single-use link that undoes the change for some days (POST /auth/undo-username-change).',
  access: 'profile.update',
  scope: 'own',
  body: changeUsernameSchema,
  answer: z.strictObject({ email: z.string() }),
  errors: ['REAUTHENTICATION_REQUIRED', 'OTP_INVALID', 'EMAIL_ALREADY_USED'],
});

export const changePasswordSendCodeContract = defineContract({
  method: 'POST',
  path: '/v1/users/change-password-send-code',
  summary: "Mails a code to the sign-in's own email for the password change.",
  access: 'profile.update',
  scope: 'own',
  answer: z.strictObject({ sent: z.boolean() }),
  errors: ['TOO_MANY_REQUESTS'],
});

export const changePasswordContract = defineContract({
  method: 'POST',
  path: '/v1/users/change-password',
  summary: 'Sets a new password with the mailed code, from a recent sign-in.',
  description:
    'The code is spent before the password is set: a code never sets two passwords. Setting a password ends the ' +
    "sign-in's sessions: the web signs in again.",
  access: 'profile.update',
  scope: 'own',
  body: changePasswordInput,
  answer: done,
  errors: ['REAUTHENTICATION_REQUIRED', 'OTP_INVALID'],
});
