import { z } from 'zod';
import { cents, docId } from '../entities/common';
import { SCANNER_OPTIONAL_ROLES } from '../scanner/scannerRoles';
import { LIST_TYPES, listValueSchema, preferencesSchema, publicInfoSchema } from '../entities/organization';
import { publicInfoInput } from '../settings/publicInfo';
import { MAX_MAIL_SENDERS, mailSenderInput } from '../settings/mailSenders';
import { otpSchema } from '../forms/otp';
import { MEMBER_SELF_EDITABLE } from '../users/ownMember';
import { ADMIN_ROLES, adminInput, adminPatch } from '../settings/admins';
import { defineContract } from './contract';
import { FILE_UPLOAD_MAX_BODY, fileUploadFields } from '../files/fileUpload';
import { pickedColourSchema } from '../settings/brandPalette';
import { orgThemeSchema } from '../settings/orgTheme';

// Settings: organization and platform admins only (permissions.ts settings.manage), on the
// caller's organization.

const listType = z.enum(LIST_TYPES).describe(LIST_TYPES.join(', '));
const listTypeHeader = z.object({ type: listType });
const listValueHeaders = z.object({ type: listType, id: docId.describe('the list value id') });

/** A list value as settings show it, with how many members hold it (null on company lists: members hold none). */
const settingsListValue = listValueSchema
  .omit({ type: true })
  .extend({ group: z.string().optional(), payroll: z.boolean().optional(), members: z.number().int().nonnegative().nullable() });

/**
 * What an admin may set on a value: its name; on categories the signup price (cents) and whether it is offered; on
 * companies their code, and on group companies the group (the handler refuses a field the list does not take).
 */
export const listValueEdit = z.strictObject({
  name: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(100, 'validation.tooLong'),
  amount: cents.max(100_000_00, 'validation.cents').optional(),
  offered: z.boolean().optional(),
  code: z.string().trim().min(1, 'validation.required').max(30, 'validation.tooLong').optional(),
  group: docId.optional(),
});
export type ListValueEdit = z.infer<typeof listValueEdit>;

export const getListValuesContract = defineContract({
  method: 'GET',
  path: '/v1/settings/get-list-values',
  summary: 'The values of one list, by name, each with the number of members holding it (null on company lists).',
  access: 'settings.manage',
  scope: 'organization',
  headers: listTypeHeader,
  answer: z.strictObject({ values: z.array(settingsListValue) }),
});

export const addListValuesContract = defineContract({
  method: 'POST',
  path: '/v1/settings/add-list-values',
  summary: 'Adds a value to a list (system lists and company lists).',
  description:
    'Names are unique within a list, ignoring case and accents (LIST_VALUE_NAME_TAKEN). Companies need a code; a group ' +
    'company names an existing group (NOT_FOUND otherwise).',
  access: 'settings.manage',
  scope: 'organization',
  headers: listTypeHeader,
  body: listValueEdit,
  answer: z.strictObject({ id: z.string() }),
  errors: ['LIST_VALUE_NAME_TAKEN', 'NOT_FOUND'],
});

export const patchListValuesContract = defineContract({
  method: 'PATCH',
  path: '/v1/settings/patch-list-values',
  summary: 'Renames a value of a system list (members keep it: they hold its id), or changes a category’s price.',
  access: 'settings.manage',
  scope: 'organization',
  headers: listValueHeaders,
  body: listValueEdit.partial(),
  answer: z.strictObject({ id: z.string() }),
  errors: ['NOT_FOUND', 'LIST_VALUE_NAME_TAKEN'],
});

export const deleteListValuesContract = defineContract({
  method: 'DELETE',
  path: '/v1/settings/delete-list-values',
  summary: 'Deletes a value of a list, moving the members who hold it to another value first.',
  description:
    'A value members still hold is refused (LIST_VALUE_IN_USE) unless header move-to names another value of the same list: ' +
    'its members move there (their cards and payments follow by trigger), then the value is deleted. A move cut short ' +
    'leaves the value in place; repeating the call finishes it.',
  access: 'settings.manage',
  scope: 'organization',
  headers: listValueHeaders.extend({ 'move-to': docId.optional().describe('the value the members move to') }),
  answer: z.strictObject({ deleted: z.literal(true), moved: z.number().int().nonnegative() }),
  errors: ['NOT_FOUND', 'LIST_VALUE_IN_USE'],
});

/** The whole preferences object: every key present, member-editable fields from MEMBER_SELF_EDITABLE only. */
const fullPreferences = preferencesSchema.required({ dateFormat: true }).extend({
  memberEditableFields: z.array(z.enum(MEMBER_SELF_EDITABLE)).max(MEMBER_SELF_EDITABLE.length),
  scannerRoles: z.array(z.enum(SCANNER_OPTIONAL_ROLES)).max(SCANNER_OPTIONAL_ROLES.length),
});

export const getPreferencesContract = defineContract({
  method: 'GET',
  path: '/v1/settings/get-preferences',
  summary: 'The organization’s preferences, completed with the defaults.',
  access: 'settings.manage',
  scope: 'organization',
  answer: z.strictObject({ preferences: fullPreferences }),
});

export const syncPreferencesContract = defineContract({
  method: 'POST',
  path: '/v1/settings/sync-preferences',
  summary: 'Replaces the organization’s preferences (the whole object, as get-preferences answers it).',
  access: 'settings.manage',
  scope: 'organization',
  body: z.strictObject({ preferences: fullPreferences.strict() }),
  answer: z.strictObject({ preferences: fullPreferences }),
});

export const updatePayrollCompaniesContract = defineContract({
  method: 'POST',
  path: '/v1/settings/update-payroll-companies',
  summary: 'Chooses the companies whose employees pay by payroll deduction.',
  description:
    'payload: the ids of the payroll companies, among the company lists; every other company is set off. NOT_FOUND names no company.',
  access: 'settings.manage',
  scope: 'organization',
  body: z.strictObject({ payload: z.array(docId).max(500, 'validation.tooLong') }),
  answer: z.strictObject({ payroll: z.array(z.string()) }),
  errors: ['NOT_FOUND'],
});

/** Card numbers one delete-users call takes: its deletions are one transaction (three documents per member). */
export const DELETE_USERS_MAX = 150;

export const deleteUsersContract = defineContract({
  method: 'POST',
  path: '/v1/settings/delete-users',
  summary: 'Deletes the members holding the given card numbers, all or none.',
  description:
    `At most ${DELETE_USERS_MAX} card numbers, duplicates counted once. With dryRun the answer says what would happen and ` +
    'nothing is written. Otherwise every listed member, its back-office document and its card go in one transaction ' +
    'with an audit record; the counters follow by trigger; then the sign-ins of those members go (their profiles, and ' +
    'the account when no other profile remains). A card without a member is reported not found.',
  access: 'settings.manage',
  scope: 'organization',
  body: z.strictObject({
    cards: z
      .array(
        z
          .string()
          .trim()
          .regex(/^\d{1,12}$/, 'validation.cardNumber'),
      )
      .min(1, 'validation.required')
      .max(DELETE_USERS_MAX, 'validation.tooLong'),
    dryRun: z.boolean().default(false),
  }),
  answer: z.strictObject({
    dryRun: z.boolean(),
    deleted: z.array(z.strictObject({ card: z.string(), memberId: z.string(), name: z.string() })),
    notFound: z.array(z.string()),
  }),
});

/** An administrator as settings list them: email, role, assigned places. */
const adminUser = z.strictObject({
  id: z.string().describe('the profile id'),
  email: z.string(),
  display_name: z.string(),
  role: z.enum(ADMIN_ROLES),
  groups: z.array(z.string()),
  invited: z.boolean().describe('invited and not signed in yet'),
});

export const getAdminsContract = defineContract({
  method: 'GET',
  path: '/v1/settings/get-admins',
  summary: 'The organization’s administrators (general, local, Organization User, Staff User), by email.',
  access: 'settings.manage',
  scope: 'organization',
  answer: z.strictObject({ users: z.array(adminUser) }),
});

const adminHeaders = z.object({ id: docId.describe('the admin’s profile id') });

export const addAdminContract = defineContract({
  method: 'POST',
  path: '/v1/settings/add-admin',
  summary: 'Makes an email an administrator of the organization with a role (and a local admin’s groups).',
  description:
    'An email that already signs in gets one more profile (the multi-organization model) and a mail saying so; a new ' +
    'email gets a sign-in and an invitation mail whose link sets its password. One admin profile per person and ' +
    'organization (ADMIN_EXISTS: change its role instead); a local admin’s groups must exist (NOT_FOUND). Audited.',
  access: 'settings.manage',
  scope: 'organization',
  body: adminInput,
  answer: z.strictObject({ id: z.string(), invited: z.boolean().describe('a new sign-in was created and invited') }),
  errors: ['ADMIN_EXISTS', 'NOT_FOUND'],
});

export const patchAdminContract = defineContract({
  method: 'PATCH',
  path: '/v1/settings/patch-admin',
  summary: 'Changes an administrator’s role or a local admin’s groups.',
  description:
    'The profile keeps its id; the admin’s session takes the change at its next token refresh (the web app refreshes ' +
    'as soon as its profile changes). The last general admin cannot be given another role (LAST_GENERAL_ADMIN). Audited.',
  access: 'settings.manage',
  scope: 'organization',
  headers: adminHeaders,
  body: adminPatch,
  answer: z.strictObject({ id: z.string() }),
  errors: ['NOT_FOUND', 'LAST_GENERAL_ADMIN'],
});

export const resendInvitationContract = defineContract({
  method: 'POST',
  path: '/v1/settings/resend-invitation',
  summary: 'Mails an invited administrator a new invitation link (the first one lasts an hour).',
  description:
    'Only for a profile still marked invited, i.e. whose person has not signed in yet (NOT_FOUND otherwise: once they have, ' +
    'the password is theirs and "forgot password" is the way). The new link sets the password like the first. Audited.',
  access: 'settings.manage',
  scope: 'organization',
  headers: adminHeaders,
  answer: z.strictObject({ sent: z.literal(true) }),
  errors: ['NOT_FOUND'],
});

export const deleteAdminContract = defineContract({
  method: 'DELETE',
  path: '/v1/settings/delete-admin',
  summary: 'Removes an administrator’s profile from the organization; their access ends at once.',
  description:
    'Header user-role must be the profile’s role (a stale screen cannot remove a profile whose role changed meanwhile: ' +
    'NOT_FOUND). The last general admin cannot be removed (LAST_GENERAL_ADMIN). A session using the profile is ' +
    'revoked; a sign-in left with no profile is deleted. Audited.',
  access: 'settings.manage',
  scope: 'organization',
  headers: adminHeaders.extend({ 'user-role': z.enum(ADMIN_ROLES) }),
  answer: z.strictObject({ deleted: z.literal(true) }),
  errors: ['NOT_FOUND', 'LAST_GENERAL_ADMIN'],
});

export const syncOrgContract = defineContract({
  method: 'POST',
  path: '/v1/settings/sync-org',
  summary: 'Replaces the organization’s public information: name, address, tax code, VAT number, contacts, website, legal documents.',
  description:
    'Signup and the login page show it; the legal links are https addresses or paths of the app’s own files. A new name ' +
    'also reaches the profiles that show it. Audited with the information before and after.',
  access: 'settings.manage',
  scope: 'organization',
  body: z.strictObject({ publicInfo: publicInfoInput }),
  answer: z.strictObject({ publicInfo: publicInfoSchema }),
});

const senderHeaders = z.object({ id: docId.describe('the mail sender id') });

export const addSenderContract = defineContract({
  method: 'POST',
  path: '/v1/settings/add-sender',
  summary: 'Adds a mail sender (name and address) and mails that address a code that verifies it.',
  description:
    `At most ${MAX_MAIL_SENDERS} per organization (QUOTAS_EXCEEDED); an address already there is EMAIL_ALREADY_USED. The ` +
    'sender is unverified until verify-sender takes the code; only a verified sender, chosen as default while the ' +
    '"mail server" preference is on, signs the outgoing mail.',
  access: 'settings.manage',
  scope: 'organization',
  body: mailSenderInput,
  answer: z.strictObject({ id: z.string() }),
  errors: ['EMAIL_ALREADY_USED', 'QUOTAS_EXCEEDED', 'TOO_MANY_REQUESTS'],
});

export const sendSenderCodeContract = defineContract({
  method: 'POST',
  path: '/v1/settings/send-sender-code',
  summary: 'Mails an unverified sender’s address a new code.',
  access: 'settings.manage',
  scope: 'organization',
  headers: senderHeaders,
  answer: z.strictObject({ sent: z.literal(true) }),
  errors: ['NOT_FOUND', 'TOO_MANY_REQUESTS'],
});

export const verifySenderContract = defineContract({
  method: 'POST',
  path: '/v1/settings/verify-sender',
  summary: 'Verifies a mail sender with the code its address received; the first verified sender becomes the default.',
  access: 'settings.manage',
  scope: 'organization',
  headers: senderHeaders,
  body: z.strictObject({ otp: otpSchema }),
  answer: z.strictObject({ id: z.string(), verified: z.literal(true), default: z.boolean() }),
  errors: ['NOT_FOUND', 'OTP_INVALID'],
});

export const defaultSenderContract = defineContract({
  method: 'POST',
  path: '/v1/settings/default-sender',
  summary: 'Makes a verified sender the one outgoing mail is signed with.',
  access: 'settings.manage',
  scope: 'organization',
  headers: senderHeaders,
  answer: z.strictObject({ id: z.string() }),
  errors: ['NOT_FOUND', 'MAIL_SENDER_NOT_VERIFIED'],
});

export const deleteSenderContract = defineContract({
  method: 'DELETE',
  path: '/v1/settings/delete-sender',
  summary: 'Removes a mail sender; when it was the default, the oldest other verified one takes its place.',
  access: 'settings.manage',
  scope: 'organization',
  headers: senderHeaders,
  answer: z.strictObject({ deleted: z.literal(true) }),
  errors: ['NOT_FOUND'],
});

export const uploadLogoContract = defineContract({
  method: 'POST',
  path: '/v1/settings/upload-logo',
  summary: 'Sets the organization’s logo: a PNG, JPEG or WebP made into a PNG that fits 256 px square.',
  description:
    'At most 10 MB, as every stored file; the type is read from the bytes (upload.documentType otherwise, ' +
    'also for an image that does not decode). Kept on the organization as a data URL: the shell, the signup page and ' +
    'the cards show it. Audited.',
  access: 'settings.manage',
  scope: 'organization',
  body: z.object(fileUploadFields),
  maxBodyBytes: FILE_UPLOAD_MAX_BODY,
  answer: z.strictObject({ logo: z.string().describe('data:image/png;base64,…'), width: z.number().int(), height: z.number().int() }),
});

export const setThemeContract = defineContract({
  method: 'POST',
  path: '/v1/settings/set-theme',
  summary: 'Sets the organization’s colours from one picked colour, or Tessera’s again (null). Audited.',
  description:
    'The picked #rrggbb is shade 600 of the brand palette; the other ten shades are derived from it (settings/brandPalette). ' +
    'A colour whose palette fails a contrast check (white text on it, the sidebar…) is refused with validation.contrast ' +
    'and nothing changes. Kept on the organization as `theme`: the public pages at its address and the app use it.',
  access: 'settings.manage',
  scope: 'organization',
  body: z.strictObject({ colour: pickedColourSchema.nullable() }),
  answer: z.strictObject({ theme: orgThemeSchema.nullable() }),
});

export const deleteLogoContract = defineContract({
  method: 'DELETE',
  path: '/v1/settings/delete-logo',
  summary: 'Removes the organization’s logo (the cards show a monogram of the name again). Audited.',
  access: 'settings.manage',
  scope: 'organization',
  answer: z.strictObject({ deleted: z.literal(true) }),
});
