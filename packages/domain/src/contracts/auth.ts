import { z } from 'zod';
import { requiredEmail } from '../entities/common';
import { chooseProfileInput, profileSchema } from '../entities/profile';
import { undoUsernameInput } from '../users/usernameUndo';
import { defineContract } from './contract';

/** A profile as the client sees it (no uid). */
export const publicProfile = profileSchema.omit({ uid: true }).extend({ email: z.string() }).strict();

/** The sign-in's shared settings and what it owes. */
export const accountView = z.strictObject({
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  mfa: z.boolean(),
  last_mfa: z.number().describe('ms of the last SMS check, 0 when none'),
  lang: z.enum(['it', 'en']).nullable(),
  mustChangePassword: z.boolean().describe('set by an admin reset: the app forces a new password before the area'),
});

const bothRestrictions = ['second-factor', 'password-change'] as const;

export const validateContract = defineContract({
  method: 'GET',
  path: '/auth/validate',
  summary: 'Checks the token and tells the client where the session stands.',
  description:
    '`users`: every profile of the sign-in (the profile dialog opens when there are several); `profile`: the current ' +
    'one, when the token carries it; `refresh`: the claims were (re)written and the client must refresh its ID token ' +
    '(also when what the account owes changed). A sign-in with a single profile gets it chosen here; a sign-in with ' +
    'no profile is refused (NO_USER_ALLOWED).',
  access: 'account',
  scope: 'none',
  whileRestricted: bothRestrictions,
  answer: z.strictObject({
    accessToken: z.string(),
    refresh: z.boolean(),
    profile: publicProfile.nullable(),
    users: z.array(publicProfile),
    /** a platform admin acting inside another organization as its general admin: the session shows that organization */
    impersonating: z.strictObject({ orgId: z.string(), orgName: z.string() }).nullable(),
    account: accountView,
  }),
  errors: ['NO_USER_ALLOWED'],
});

export const logoutContract = defineContract({
  method: 'GET',
  path: '/auth/logout',
  summary: 'Records the logout; the client then signs out.',
  description: 'Refresh tokens are not revoked: that would sign the user out of every other device too.',
  access: 'account',
  scope: 'none',
  whileRestricted: bothRestrictions,
  answer: z.strictObject({ ok: z.literal(true) }),
});

export const chooseProfileContract = defineContract({
  method: 'POST',
  path: '/auth/choose-profile',
  summary: "The profile dialog's choice: the profile's claims go on the sign-in.",
  description: 'The claims are set on the server, never by the client. The client then refreshes its token.',
  access: 'account',
  scope: 'none',
  whileRestricted: bothRestrictions,
  body: chooseProfileInput,
  answer: z.strictObject({ refresh: z.literal(true), profile: publicProfile }),
  errors: ['USER_NOT_FOUND'],
});

export const recoverPasswordContract = defineContract({
  method: 'GET',
  path: '/auth/recover-password',
  summary: 'Recover step 1: mails a reset link when the address has an account.',
  description:
    'Answers `{ sent: true }` for every address and does the same work for each before answering (the limits and one ' +
    "request document): neither the answer nor its timing tells who is a member; the mail is the trigger's business.",
  access: 'public',
  scope: 'none',
  headers: z.object({ email: requiredEmail }),
  answer: z.strictObject({ sent: z.literal(true) }),
  errors: ['TOO_MANY_REQUESTS'],
});

export const sendVerificationLinkContract = defineContract({
  method: 'POST',
  path: '/auth/send-verification-link',
  summary: 'Mails an account’s email-verification link (after an invitation, or when the address is not verified yet).',
  description:
    'Answers `{ sent: true }` for every address after the same work (the limits and one request document), like ' +
    'recover-password: a mail goes only to a sign-in with a profile whose address is not verified yet. The link opens ' +
    '/recover?mode=verifyEmail, which confirms the address with the identity service.',
  access: 'public',
  scope: 'none',
  body: z.strictObject({ email: requiredEmail }),
  answer: z.strictObject({ sent: z.literal(true) }),
  errors: ['TOO_MANY_REQUESTS'],
});

export const undoUsernameChangeContract = defineContract({
  method: 'POST',
  path: '/auth/undo-username-change',
  summary: 'The link mailed to the old address after a username change puts the old email back.',
  description:
    'On the sign-in, account, profiles and members; the link is spent in the same transaction and every session of ' +
    'the sign-in ends. POST only: mail scanners open links with GET.',
  access: 'public',
  scope: 'none',
  body: undoUsernameInput,
  answer: z.strictObject({ email: z.string().describe('the address put back') }),
  errors: ['UNDO_LINK_INVALID', 'EMAIL_ALREADY_USED'],
});

export const endImpersonationContract = defineContract({
  method: 'POST',
  path: '/auth/end-impersonation',
  summary: 'Ends a platform admin’s impersonation: its own platform profile becomes current again.',
  description:
    'Audited in the organization it left. A session that is not impersonating is left as it is (`refresh` false); ' +
    'after `refresh` true the client refreshes its ID token and validates again.',
  access: 'account',
  scope: 'none',
  answer: z.strictObject({ refresh: z.boolean() }),
});
