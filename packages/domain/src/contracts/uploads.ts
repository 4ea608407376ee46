import { z } from 'zod';
import { docId } from '../entities/common';
import { memberUploadModeSchema } from '../forms/uploads';
import { MEMBER_UPLOAD_MAX_BYTES } from '../uploads/memberUpload';
import { defineContract } from './contract';
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
    'a column it leaves out (the default extraction has no address or phone) changes nothing on the members it updates.',
  access: 'members.write',
  scope: 'groups',
  headers: z.object({ mode: memberUploadModeSchema.describe('what the file does: add, update, delete…') }),
  body: z.object(fileUploadFieldsUpTo(MEMBER_UPLOAD_MAX_BASE64)),
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
