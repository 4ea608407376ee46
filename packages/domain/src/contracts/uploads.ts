import { z } from 'zod';
import { docId } from '../entities/common';
import { memberUploadModeSchema } from '../forms/uploads';
import { LANGUAGES } from '../constants';
import { MEMBER_UPLOAD_MAX_BYTES, UPLOAD_REASONS } from '../uploads/memberUpload';
import {
  columnMappingSchema,
  MAPPING_NAME_MAX,
  SAVED_MAPPINGS_MAX,
  UPLOAD_PREVIEW_REFUSED,
  UPLOAD_PREVIEW_ROWS,
  type UploadMappingKind,
} from '../uploads/columnMapping';
import { defineContract, type Access } from './contract';
import { fileUploadFieldsUpTo } from '../files/fileUpload';

/** The largest file in base64 (4 characters per 3 bytes). */
export const MEMBER_UPLOAD_MAX_BASE64 = Math.ceil(MEMBER_UPLOAD_MAX_BYTES / 3) * 4;

export const bulkUploadContract = defineContract({
  method: 'POST',
  path: '/v1/members/bulk-upload',
  summary: 'Reads a member file (XLSX, CSV, TXT) and queues the job that applies it.',
  description:
    'The header is checked and every row validated; nothing is written for a file that does not conform (400 ' +
    'INVALID_REQUEST, `issues` naming the missing, unexpected or duplicated columns). The rows are stored in chunks ' +
    'and the job QUEUED for the trigger, which applies it with the scope of whoever started it. Answers at once. ' +
    'Columns named after custom fields (case ignored) set those values, checked as the member form checks them ' +
    "(INVALID_VALUE; a multiselect's choices separated by `,` or `;`); a new member needs the required ones (REQUIRED). " +
    'A member extraction (POST /v1/members/extraction) is accepted as it is: its headers, Italian as written or ' +
    "English, count as the columns they fill, its read-only columns are ignored, and a CSV/TXT cell loses the `'` " +
    'the extraction put before a formula-like value. Such a file needs only the names and the email or the tax code; ' +
    'a column it leaves out (the default extraction has no address or phone) changes nothing on the members it updates. ' +
    'A file from another tool comes with `mapping` (its header → the column or custom field it fills, null: not ' +
    'imported; POST /v1/members/bulk-upload-preview proposes one): the mapped columns are read as if so named, every ' +
    'other column is ignored, and, as for an extraction, only the names and the email or the tax code are required. ' +
    'A mapping naming a field the uploader cannot fill (`upload.mappingUnknownField`) or one field twice ' +
    '(`upload.mappingRepeatedField`) is INVALID_REQUEST at `body.mapping.<header>`.',
  access: 'members.write',
  scope: 'groups',
  headers: z.object({ mode: memberUploadModeSchema.describe('what the file does: add, update, delete…') }),
  body: z.object({ ...fileUploadFieldsUpTo(MEMBER_UPLOAD_MAX_BASE64), mapping: columnMappingSchema.optional() }),
  // the file in base64, and room for the file name and the JSON around it
  maxBodyBytes: MEMBER_UPLOAD_MAX_BASE64 + 64 * 1024,
  answer: z.strictObject({ jobId: z.string(), total: z.number().int().nonnegative().describe('rows read') }),
});

export const resumeUploadContract = defineContract({
  method: 'POST',
  path: '/v1/members/bulk-upload-resume',
  summary: 'Puts a stalled or failed upload job back to QUEUED.',
  description:
    'A RUNNING job whose lease expired, or a FAILED one. Checkpointed chunks are skipped and the others re-applied ' +
    'with the same keys, so no row is applied twice. A group admin may resume only the jobs it may see (those it ' +
    "started, or a group admin's job within its groups).",
  access: 'members.write',
  scope: 'groups',
  headers: z.object({ job: docId.describe('the job id') }),
  answer: z.strictObject({ jobId: z.string(), state: z.literal('QUEUED') }),
  errors: ['UPLOAD_JOB_NOT_FOUND', 'UPLOAD_JOB_BUSY', 'UPLOAD_JOB_FINISHED', 'NO_USER_ALLOWED'],
});

/** What a file's preview answers, for every kind of upload read through a column mapping. */
export const uploadPreviewAnswer = z.strictObject({
  columns: z.array(
    z.strictObject({
      index: z.number().int().nonnegative(),
      header: z.string(),
      field: z.string().nullable().describe('the column or custom field it fills; null: not imported'),
      alsoLike: z.string().optional().describe('the field it also looks like, taken by an earlier column'),
    }),
  ),
  mapping: columnMappingSchema,
  fields: z.array(z.string()).describe('what this uploader’s file may fill: the upload columns, then the custom fields'),
  header: z.strictObject({ ok: z.boolean(), missing: z.array(z.string()), duplicated: z.array(z.string()) }),
  total: z.number().int().nonnegative().describe('rows read (blank ones aside)'),
  valid: z.number().int().nonnegative(),
  rows: z.array(z.strictObject({ line: z.number().int(), data: z.record(z.string(), z.unknown()) })),
  refused: z.array(z.strictObject({ line: z.number().int(), reason: z.enum(UPLOAD_REASONS), column: z.string().optional() })),
  amountWriting: z
    .enum(LANGUAGES)
    .optional()
    .describe(
      "a payment file: the writing its amount column is read in, decided for the whole column (it: '1.250,00'; en: '1,250.00', when every amount written otherwise than an integer is English)",
    ),
});

/** A preview's body: the file, and the mapping to read it with (none: the one proposed). */
export const uploadPreviewBody = z.object({ ...fileUploadFieldsUpTo(MEMBER_UPLOAD_MAX_BASE64), mapping: columnMappingSchema.optional() });

export const previewUploadContract = defineContract({
  method: 'POST',
  path: '/v1/members/bulk-upload-preview',
  summary: 'Reads a member file and tells how it would be read: the columns, the first rows as stored, the refused rows.',
  description:
    'Nothing is written. Without `mapping`, one is proposed from the header (Tessera’s own names, Italian and English ' +
    'names and their usual spellings, the member exports of Galette, CiviCRM and Wild Apricot, the custom fields’ ' +
    'names); a second column that looks like a field already taken is left out with `alsoLike`. With `mapping`, that ' +
    'one is applied, checked as POST /v1/members/bulk-upload checks it. `header` says what the mapped file still ' +
    `lacks (the names, the email or the tax code). \`rows\`: the first ${UPLOAD_PREVIEW_ROWS} valid rows as they would be ` +
    `stored; \`refused\`: the first ${UPLOAD_PREVIEW_REFUSED} rows the file's own checks refuse, with the reason and the ` +
    'column (whether a row later finds its member is known only when the job applies it).',
  access: 'members.write',
  scope: 'groups',
  headers: z.object({ mode: memberUploadModeSchema.describe('what the file would do') }),
  body: uploadPreviewBody,
  maxBodyBytes: MEMBER_UPLOAD_MAX_BASE64 + 64 * 1024,
  answer: uploadPreviewAnswer,
});

const savedMapping = z.strictObject({
  id: z.string(),
  name: z.string(),
  mapping: columnMappingSchema,
  updatedAt: z.string().nullable(),
});

/**
 * The saved mappings of one upload kind: listed, saved by name and deleted under the kind's own path, with the access
 * of its upload. A mapping saved for one kind is never offered for another (its columns are not the other's).
 */
export function uploadMappingContracts<A extends Access>(kind: UploadMappingKind, path: string, access: A, files: string) {
  return {
    kind,
    list: defineContract({
      method: 'GET',
      path,
      summary: `The column mappings the organization saved for ${files}, by name.`,
      access,
      scope: 'organization',
      answer: z.strictObject({ mappings: z.array(savedMapping) }),
    }),
    save: defineContract({
      method: 'POST',
      path,
      summary: 'Saves a column mapping under a name (one already saved under that name, case ignored, is replaced).',
      description:
        `The mapping is checked as the upload of ${files} checks it. At most ${SAVED_MAPPINGS_MAX} per organization ` +
        `for ${files} (QUOTAS_EXCEEDED); a name taken by a mapping of another upload is free here.`,
      access,
      scope: 'organization',
      body: z.object({
        name: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(MAPPING_NAME_MAX, 'validation.tooLong'),
        mapping: columnMappingSchema,
      }),
      answer: z.strictObject({ id: z.string() }),
      errors: ['QUOTAS_EXCEEDED'],
    }),
    delete: defineContract({
      method: 'DELETE',
      path,
      summary: 'Deletes a saved column mapping.',
      description: `NOT_FOUND for a mapping the organization has not saved for ${files}.`,
      access,
      scope: 'organization',
      headers: z.object({ id: docId.describe('the saved mapping') }),
      answer: z.strictObject({ deleted: z.literal(true) }),
      errors: ['NOT_FOUND'],
    }),
  };
}

/** One kind's saved mappings' contracts, whatever its access. */
export type UploadMappingContracts = ReturnType<typeof uploadMappingContracts<Access>>;

export const memberMappingContracts = uploadMappingContracts('members', '/v1/members/upload-mappings', 'members.write', 'member files');
export const listUploadMappingsContract = memberMappingContracts.list;
export const saveUploadMappingContract = memberMappingContracts.save;
export const deleteUploadMappingContract = memberMappingContracts.delete;
