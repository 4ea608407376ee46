import { z } from 'zod';
import { docId, email } from '../entities/common';
import { FILE_UPLOAD_MAX_BODY, fileUploadFields } from '../files/fileUpload';
import { deliveriesExportRequest, mailshotInput, RECIPIENT_KINDS, recipientsCount } from '../mailshots/mailshot';
import { extractionAnswer } from './exports';
import { defineContract } from './contract';

// Mailshots (docs/mailshots.md): newsletters composed as drafts, sent once to many, monitored per recipient.

const idHeader = z.object({ id: docId.describe('the mailshot') });

export const saveMailshotContract = defineContract({
  method: 'POST',
  path: '/v1/mailshots/one',
  summary: 'Creates a mailshot draft, or with header id changes one (every field, as the compose form sends them).',
  description:
    'The body is rich text, sanitized with an allow-list before it is stored; the plain-text part is made from it when ' +
    'sending. The recipients are an audience the sender chooses (every member is `{kind: "all"}`; a selection of ' +
    'lists with nothing chosen is refused: `body.recipients.groups: validation.chooseOne`); null keeps the draft ' +
    'without one, which cannot be sent. The sender must be a verified sender of the organization (MAIL_SENDER_NOT_VERIFIED). A mailshot already ' +
    'sent cannot change (MAILSHOT_ALREADY_SENT).',
  access: 'mail.send',
  scope: 'organization',
  headers: z.object({ id: docId.optional().describe('the draft to change; absent: a new one') }),
  body: mailshotInput,
  references: [
    { field: 'recipients.searchId', collection: 'searches' },
    { field: 'recipients.campaignId', collection: 'campaigns' },
    { field: 'recipients.groups.*', collection: 'listValues', listType: 'groups' },
    { field: 'recipients.sections.*', collection: 'listValues', listType: 'sections' },
    { field: 'recipients.categories.*', collection: 'listValues', listType: 'categories' },
    { field: 'recipients.fileId', collection: 'files', fileKind: 'recipients' },
  ],
  answer: z.strictObject({ id: z.string() }),
  errors: ['NOT_FOUND', 'MAILSHOT_ALREADY_SENT', 'MAIL_SENDER_NOT_VERIFIED'],
});

export const deleteMailshotContract = defineContract({
  method: 'DELETE',
  path: '/v1/mailshots/one',
  summary: 'Deletes a draft (MAILSHOT_ALREADY_SENT once it is sent: its record stays).',
  access: 'mail.send',
  scope: 'organization',
  headers: idHeader,
  answer: z.strictObject({ deleted: z.literal(true) }),
  errors: ['NOT_FOUND', 'MAILSHOT_ALREADY_SENT'],
});

const quotaAnswer = z.strictObject({
  month: z.string().describe('YYYY-MM, Italian calendar month'),
  quota: z.number().int().nonnegative().describe("the plan's emails per month"),
  used: z.number().int().nonnegative().describe('sent or reserved this month'),
  left: z.number().int().nonnegative(),
});

export const mailshotRecipientsContract = defineContract({
  method: 'GET',
  path: '/v1/mailshots/recipients',
  summary: "A draft's recipients as a send would resolve them now: the count, what is left out and why, the quota left.",
  description:
    'Addresses are compared trimmed and lower-cased; each is sent once. Left out and counted: invalid addresses, ' +
    'duplicates, suppressed addresses (unsubscribed, bounced, complained) and members without newsletter consent. ' +
    '`sample`: the first recipients with their merge values, for the preview. `audience`: what the draft is sent to, ' +
    'named (the saved search, the campaign, the file, the list values chosen; every member: no names); null when it has ' +
    'none (not chosen, or stored before the audience had to be chosen): the count is then zero.',
  access: 'mail.send',
  scope: 'organization',
  headers: idHeader,
  answer: z.strictObject({
    audience: z.strictObject({ kind: z.enum(RECIPIENT_KINDS), names: z.array(z.string()) }).nullable(),
    count: recipientsCount,
    quota: quotaAnswer,
    sample: z.array(z.strictObject({ email: z.string(), memberId: z.string().optional(), values: z.record(z.string(), z.string()) })),
  }),
  errors: ['NOT_FOUND'],
});

export const sendMailshotContract = defineContract({
  method: 'POST',
  path: '/v1/mailshots/send',
  summary: 'Sends a draft to its recipients. It cannot be stopped once started.',
  description:
    'Resolves the recipients (as GET /v1/mailshots/recipients counts them), then reserves the whole send on the ' +
    "month's email quota in one transaction: QUOTAS_EXCEEDED when it would go over, and nothing is reserved or " +
    'queued. Then QUEUED: a background job expands the recipients into one delivery and one outbox message each ' +
    '(exactly once, whatever crashes or retries), paced per organization. No recipient: INVALID_REQUEST ' +
    '(`headers.id: mailshots.noRecipients`). A draft without an audience chosen (audienceOf: none, or one stored when ' +
    'nothing chosen meant every member) is refused: MAILSHOT_AUDIENCE_REQUIRED.',
  access: 'mail.send',
  scope: 'organization',
  headers: idHeader,
  answer: z.strictObject({ count: recipientsCount }),
  errors: ['NOT_FOUND', 'MAILSHOT_ALREADY_SENT', 'QUOTAS_EXCEEDED', 'MAIL_SENDER_NOT_VERIFIED', 'MAILSHOT_AUDIENCE_REQUIRED'],
});

export const testMailshotContract = defineContract({
  method: 'POST',
  path: '/v1/mailshots/test',
  summary: "Sends the draft once to the caller's own address, merged with the first recipient's values (or none).",
  description: 'Counted on the month’s quota like any message.',
  access: 'mail.send',
  scope: 'organization',
  headers: idHeader,
  answer: z.strictObject({ to: z.string() }),
  errors: ['NOT_FOUND', 'MAIL_SENDER_NOT_VERIFIED'],
});

const rowIssue = z.strictObject({ row: z.number().int().positive().describe('the line in the file (the header is 1)'), value: z.string() });

export const recipientsFileContract = defineContract({
  method: 'POST',
  path: '/v1/mailshots/recipients-file',
  summary: 'Checks and stores a recipients file (XLSX or CSV with a column named email) for a mailshot.',
  description:
    'Refused without an email column (`body.contentBase64: upload.missingEmailColumn`) or in another format ' +
    '(`body.fileName: upload.unsupportedFileType`). Invalid addresses and duplicates are reported by row, never ' +
    'dropped silently (the first 100 of each; the totals always). Other columns are merge values (`{{column}}`).',
  access: 'mail.send',
  scope: 'organization',
  body: z.object(fileUploadFields),
  maxBodyBytes: FILE_UPLOAD_MAX_BODY,
  answer: z.strictObject({
    fileId: z.string(),
    fileName: z.string(),
    rows: z.number().int().nonnegative(),
    valid: z.number().int().nonnegative().describe('distinct valid addresses'),
    invalid: z.array(rowIssue),
    invalidCount: z.number().int().nonnegative(),
    duplicates: z.array(rowIssue),
    duplicateCount: z.number().int().nonnegative(),
  }),
});

export const mailshotAttachmentContract = defineContract({
  method: 'POST',
  path: '/v1/mailshots/attachment',
  summary: 'Stores a file to attach to a mailshot (PDF, PNG, JPEG or WebP, by its bytes); the draft then names it.',
  description:
    'At most MAILSHOT_MAX_ATTACHMENTS (3) per mailshot and 5 MB together, checked when the draft is saved ' +
    '(`body.attachments`: validation.tooMany, mailshots.attachmentsTooLarge).',
  access: 'mail.send',
  scope: 'organization',
  body: z.object(fileUploadFields),
  maxBodyBytes: FILE_UPLOAD_MAX_BODY,
  answer: z.strictObject({ fileId: z.string(), fileName: z.string(), size: z.number().int().positive() }),
});

export const clearSuppressionContract = defineContract({
  method: 'DELETE',
  path: '/v1/mailshots/suppression',
  summary: 'Clears a suppressed address (unsubscribed, bounced, complained): newsletters reach it again. Audited.',
  access: 'mail.send',
  scope: 'organization',
  headers: z.object({ email }),
  answer: z.strictObject({ cleared: z.literal(true) }),
  errors: ['NOT_FOUND'],
});

export const deliveriesExportContract = defineContract({
  method: 'POST',
  path: '/v1/mailshots/deliveries-export',
  summary: "A mailshot's deliveries as a file (XLSX, CSV or TXT): address, state, reason of a failure, last change.",
  description: 'Optionally only one state (`body.state`); sorted by address; text neutralized against formula injection.',
  access: 'mail.send',
  scope: 'organization',
  body: deliveriesExportRequest,
  answer: extractionAnswer,
  errors: ['NOT_FOUND'],
});
