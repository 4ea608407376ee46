import { z } from 'zod';
import { cardHeader } from '../entities/card';
import { docId } from '../entities/common';
import { DECEASED_NOTICE_STATUSES, decideDeceasedNoticeInput } from '../entities/deceasedNotice';
import {
  addRelativeInput,
  cardNumber,
  candidateHeader,
  deleteRelativeInput,
  memberInput,
  memberPatch,
  policyInput,
  preregisterInput,
  resetPasswordInput,
  suspensionCommunicationInput,
} from '../entities/member';
import { FILE_UPLOAD_MAX_BODY, fileUploadFields } from '../files/fileUpload';
import { pageHeaders } from '../paging';
import { PASSWORD_RESET_MODES } from '../users/passwordReset';
import { defineContract } from './contract';
import { memberRecord, nextCursor, staffMember, staffMemberAnswer } from './records';

/** `id` header of the endpoints on one member. */
export const memberIdHeader = z.object({ id: docId.describe('the member id') });

export const getMemberContract = defineContract({
  method: 'GET',
  path: '/v1/members/one',
  summary: 'One member as staff see it.',
  description: 'The member record with its back-office-only data (notes, custom values hidden from members) merged in.',
  access: 'members.read',
  scope: 'groups',
  headers: memberIdHeader,
  answer: staffMemberAnswer,
  errors: ['USER_NOT_FOUND', 'NO_USER_ALLOWED'],
});

/** A member's group, section, category and marital status are values of the organization's own lists. */
const MEMBER_LIST_REFERENCES = [
  { field: 'group', collection: 'listValues', listType: 'groups' },
  { field: 'section', collection: 'listValues', listType: 'sections' },
  { field: 'category', collection: 'listValues', listType: 'categories' },
  { field: 'maritalStatus', collection: 'listValues', listType: 'marital' },
] as const;

/** What a member's record names: its list values, and the members of the same organization its relatives are. */
const MEMBER_REFERENCES = [...MEMBER_LIST_REFERENCES, { field: 'relatives.*.memberId', collection: 'members' }] as const;

export const createMemberContract = defineContract({
  method: 'POST',
  path: '/v1/members/one',
  summary: 'Creates a member, and its card when a number is given.',
  description:
    'In one transaction: the member, its back-office-only data (notes, hidden custom values) and, with `cardNumber`, its ' +
    'card, valid until the end of the year (unless `cardValidUntil` is given), the card-number counter raised. A group ' +
    'admin must name one of its groups. The email must be free in the organization; a tax code another member holds is allowed. ' +
    '`photo` (an image, made into the stored photo as by upload-photo) is required while the organization has ' +
    'photoRequired on (`body.photo`: validation.required).',
  access: 'members.write',
  scope: 'groups',
  body: memberInput.extend({ photo: z.object(fileUploadFields).optional().describe("the member's photo: PNG, JPEG or WebP") }),
  maxBodyBytes: FILE_UPLOAD_MAX_BODY,
  references: MEMBER_REFERENCES,
  answer: staffMemberAnswer,
  errors: ['NO_USER_ALLOWED', 'EMAIL_ALREADY_USED', 'CARD_NUMBER_ALREADY_USED'],
});

export const patchMemberContract = defineContract({
  method: 'PATCH',
  path: '/v1/members/one',
  summary: 'Changes the given fields of a member.',
  description:
    '`null` removes an optional field. A new card number moves the card, a removed one deletes it (the member is then ' +
    'NOT_FOUND). `cancellationRequested` records `cancellationRequestedAt`; `deceased` records `deceasedAt` and ' +
    '`deceasedBy`. A group admin can neither leave its groups nor remove the group.',
  access: 'members.write',
  scope: 'groups',
  headers: memberIdHeader,
  body: memberPatch,
  references: MEMBER_REFERENCES,
  answer: staffMemberAnswer,
  errors: ['USER_NOT_FOUND', 'NO_USER_ALLOWED', 'EMAIL_ALREADY_USED', 'CARD_NUMBER_ALREADY_USED'],
});

export const getAllMembersContract = defineContract({
  method: 'GET',
  path: '/v1/members/all',
  summary: 'One page of the members (for exports).',
  description:
    "Pages follow the member ids (`cursor` is the previous answer's `next`, `limit` 1–LIST_PAGE_MAX); the rows of a page " +
    'are sorted by surname, then name, each as staff see it. Never the whole register in one answer.',
  access: 'members.read',
  scope: 'groups',
  headers: pageHeaders,
  answer: z.strictObject({ result: z.array(staffMember), next: nextCursor }),
});

export const lastCardContract = defineContract({
  method: 'GET',
  path: '/v1/members/last-card',
  summary: 'The highest card number issued and the suggested next one.',
  description: 'Read from the card-number counter.',
  access: 'members.read',
  scope: 'organization',
  answer: z.strictObject({
    number: z.string().nullable().describe('the highest number issued, null when none'),
    suggestion: z.string().describe('the number after it, same width'),
  }),
});

export const checkCardNumberContract = defineContract({
  method: 'GET',
  path: '/v1/members/check-card-number',
  summary: 'Whether a card number is free.',
  access: 'members.read',
  scope: 'organization',
  headers: cardHeader,
  answer: z.strictObject({ available: z.boolean() }),
});

export const resumeCardNumberContract = defineContract({
  method: 'GET',
  path: '/v1/members/resume-card-number',
  summary: 'Gives a member without a card the next free number and creates its card.',
  description:
    'The card is valid until the end of the year. The number comes from the card-number counter, read and raised in ' +
    'the same transaction. A member that already holds a card gets its number back.',
  access: 'members.write',
  scope: 'groups',
  headers: memberIdHeader,
  answer: z.strictObject({ number: z.string() }),
  errors: ['USER_NOT_FOUND', 'NO_USER_ALLOWED'],
});

export const checkMailAvailabilityContract = defineContract({
  method: 'GET',
  path: '/v1/members/check-mail-availability',
  summary: 'Whether no member of the organization has this email (case-insensitive).',
  access: 'members.read',
  scope: 'organization',
  headers: candidateHeader,
  answer: z.strictObject({ available: z.boolean() }),
});

export const resetPasswordContract = defineContract({
  method: 'POST',
  path: '/v1/members/reset-password',
  summary: "Resets a member's password.",
  description:
    "`temporary-password`: the sign-in is only a member of the caller's organization; its password becomes the " +
    'tax code and its sessions are restricted to the forced change. `reset-link`: the sign-in holds more profiles; ' +
    'nothing changes on it and the member is mailed a reset link. A member without a sign-in: USER_NOT_FOUND.',
  access: 'members.write',
  scope: 'groups',
  body: resetPasswordInput,
  answer: z.strictObject({ done: z.literal(true), mode: z.enum(PASSWORD_RESET_MODES) }),
  errors: ['USER_NOT_FOUND', 'NO_USER_ALLOWED'],
});

export const patchPolicyContract = defineContract({
  method: 'PATCH',
  path: '/v1/members/policy',
  summary: "An admin records a member's policy acceptance and newsletter choice.",
  access: 'members.write',
  scope: 'groups',
  body: policyInput,
  answer: staffMemberAnswer,
  errors: ['USER_NOT_FOUND', 'NO_USER_ALLOWED'],
});

export const confirmPolicyContract = defineContract({
  method: 'GET',
  path: '/v1/members/confirm-policy',
  summary: 'A member confirms it accepts the privacy policy (privacyAcceptedAt becomes now).',
  description: 'Only the member role, on its own record; the answer is the record as the member sees it.',
  access: 'policies.confirm',
  scope: 'own',
  answer: z.strictObject({ result: memberRecord.nullable() }),
  errors: ['USER_NOT_FOUND', 'NO_USER_ALLOWED'],
});

export const addRelativeContract = defineContract({
  method: 'POST',
  path: '/v1/members/add-relative',
  summary: 'Adds a relative to a member.',
  description:
    'The relative gets an `id`; `main` makes it the main relative. A relative naming a member (`memberId`) must be ' +
    'another member of the same organization. At most 20 relatives.',
  access: 'members.write',
  scope: 'groups',
  body: addRelativeInput,
  answer: staffMemberAnswer,
  errors: ['USER_NOT_FOUND', 'NO_USER_ALLOWED'],
});

/** The deceased member a surviving member's card names (stored on the survivor as `survivorOf`). */
export const survivorOf = z.strictObject({
  memberId: z.string(),
  name: z.string().describe('the deceased member, name then surname'),
  cardNumber: z.string(),
});

export const survivorContract = defineContract({
  method: 'PATCH',
  path: '/v1/members/survivor',
  summary: 'Makes a member the surviving member of a deceased one (the surviving-member card), or undoes it.',
  description:
    "`deceasedCard`: the card number of a member flagged deceased, in the caller's scope and not the member " +
    'itself (else `body.deceasedCard` validation.notFound, or validation.notAllowed for a member who is not ' +
    "deceased); null undoes it. The member's card PDFs and digital card then say surviving member of … while the " +
    'preference is on.',
  access: 'members.write',
  scope: 'groups',
  headers: z.object({ id: docId.describe('the surviving member') }),
  body: z.object({ deceasedCard: cardNumber.nullable().describe("the deceased member's card number, or null") }),
  answer: z.strictObject({ id: z.string(), survivorOf: survivorOf.nullable() }),
  errors: ['USER_NOT_FOUND', 'NO_USER_ALLOWED', 'NOT_ENABLED'],
  feature: 'survivingMemberCard',
});

export const deleteRelativeContract = defineContract({
  method: 'POST',
  path: '/v1/members/delete-relative',
  summary: 'Removes a relative of a member, by index or id.',
  description: "`relativeId` matches the relative's own id or its memberId. Deleting the main relative clears mainRelative.",
  access: 'members.write',
  scope: 'groups',
  body: deleteRelativeInput,
  answer: staffMemberAnswer,
  errors: ['USER_NOT_FOUND', 'NO_USER_ALLOWED'],
});

export const preregisterUserContract = defineContract({
  method: 'POST',
  path: '/v1/members/preregister-user',
  summary: 'An admin pre-registers a member (PENDING, no card).',
  access: 'members.write',
  scope: 'groups',
  body: preregisterInput,
  references: MEMBER_REFERENCES,
  answer: staffMemberAnswer,
  errors: ['NO_USER_ALLOWED', 'EMAIL_ALREADY_USED'],
});

export const suspensionCommunicationContract = defineContract({
  method: 'POST',
  path: '/v1/members/suspension-communication',
  summary: 'Records a suspension communication and mails it to the member when it has an email.',
  description:
    "Appends `{ date, reason, by }` to the member's back-office-only suspensionCommunications and, when the member has " +
    'an email, queues a message in the same transaction (`queued: true`).',
  access: 'members.write',
  scope: 'groups',
  body: suspensionCommunicationInput,
  answer: z.strictObject({ queued: z.boolean() }),
  errors: ['USER_NOT_FOUND', 'NO_USER_ALLOWED'],
});

/** A member's photo as the screens show it: a JPEG data URL, or null when the member has none. */
export const memberPhotoAnswer = z.strictObject({
  photo: z.string().nullable().describe('data:image/jpeg;base64,… (at most PHOTO_MAX_PX square)'),
});

export const getMemberPhotoContract = defineContract({
  method: 'GET',
  path: '/v1/members/photo',
  summary: "A member's photo.",
  description: 'Served only here (never by get-signed-file), after the group scope check.',
  access: 'members.read',
  scope: 'groups',
  headers: memberIdHeader,
  answer: memberPhotoAnswer,
  errors: ['USER_NOT_FOUND', 'NO_USER_ALLOWED'],
});

export const uploadMemberPhotoContract = defineContract({
  method: 'POST',
  path: '/v1/members/upload-photo',
  summary: "Sets a member's photo: a PNG, JPEG or WebP made into a JPEG that fits 480 px square.",
  description:
    'Turned upright and stripped of its metadata. At most 10 MB, as every stored file; the type is read from the bytes ' +
    '(upload.documentType otherwise, also for an image that does not decode). The previous photo is deleted.',
  access: 'members.write',
  scope: 'groups',
  headers: memberIdHeader,
  body: z.object(fileUploadFields),
  maxBodyBytes: FILE_UPLOAD_MAX_BODY,
  answer: memberPhotoAnswer,
  errors: ['USER_NOT_FOUND', 'NO_USER_ALLOWED'],
});

export const deleteMemberPhotoContract = defineContract({
  method: 'DELETE',
  path: '/v1/members/delete-photo',
  summary: "Removes a member's photo.",
  description: 'Refused while the organization has photoRequired on (`headers.id`: validation.photoRequired): replace it instead.',
  access: 'members.write',
  scope: 'groups',
  headers: memberIdHeader,
  answer: memberPhotoAnswer,
  errors: ['USER_NOT_FOUND', 'NO_USER_ALLOWED'],
});

export const decideDeceasedNoticeContract = defineContract({
  method: 'POST',
  path: '/v1/members/deceased-notice',
  summary: "A general admin confirms or dismisses another organization's report that a member is deceased.",
  description:
    'A member flagged deceased by a general admin of one organization is reported to every other organization holding ' +
    'its tax code: each gets a PENDING notice (`organizations/{org}/deceasedNotices/{id}`), and nothing changes on its ' +
    'member until this call. `confirm` flags the member deceased (with where the report came from, `deceasedSource`: ' +
    'it is never reported on again), `dismiss` leaves it as it is; either way the notice is decided and an audit record ' +
    'written in the same transaction. A notice no longer pending: REQUEST_ALREADY_DECIDED, nothing changed; its member ' +
    'deleted meanwhile: USER_NOT_FOUND.',
  access: 'members.decideDeceased',
  scope: 'organization',
  headers: z.object({ id: docId.describe('the notice id') }),
  body: decideDeceasedNoticeInput,
  answer: z.strictObject({
    id: z.string(),
    memberId: z.string(),
    status: z.enum(DECEASED_NOTICE_STATUSES),
  }),
  errors: ['NOT_FOUND', 'USER_NOT_FOUND', 'REQUEST_ALREADY_DECIDED'],
});
