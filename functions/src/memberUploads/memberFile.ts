import type { MemberUploadMode } from '@tessera/domain/forms/uploads';
import {
  checkMemberUploadHeader,
  MEMBER_UPLOAD_OPTIONAL_COLUMNS,
  parseMemberUploadRows,
  uploadOptionalColumns,
  type MemberUploadOptionalColumn,
  type UploadCustomField,
} from '@tessera/domain/uploads/memberUpload';
import { preferencesOf } from '@tessera/domain/entities/organization';
import { shownMemberFields } from '@tessera/domain/settings/shownFields';
import { orgPath } from '@tessera/domain/paths';
import { bulkUploadContract } from '@tessera/domain/contracts/uploads';
import { db } from '../shared/admin';
import { route } from '../http/route';
import { checkRowCount, headerError, readSheet } from '../uploads/sheet';
import { storeUploadJob } from '../uploads/jobStore';
import { liveFields } from '../settings/customFieldStore';

/**
 * Reads and validates a whole member file (nothing is written): the parsed rows, or an ApiError for a file that does not
 * conform. `customFields`: the organization's custom fields, whose names the file may use as columns; `optional`: the
 * optional columns the uploader may use (uploadOptionalColumns).
 */
export async function readUploadFile(
  fileName: string,
  bytes: Uint8Array,
  mode: MemberUploadMode,
  customFields: readonly UploadCustomField[] = [],
  optional: readonly MemberUploadOptionalColumn[] = MEMBER_UPLOAD_OPTIONAL_COLUMNS,
) {
  const sheet = await readSheet(fileName, bytes);
  const check = checkMemberUploadHeader(sheet.header, customFields, optional);
  if (!check.ok) throw headerError(check);
  const rows = parseMemberUploadRows(sheet.rows, check.columns, mode, 2, undefined, check.custom);
  checkRowCount(rows);
  return { rows, format: sheet.format };
}

/**
 * POST /v1/members/bulk-upload (header mode) — reads the file, checks its header and validates every row,
 * then stores the rows in chunks and the job, which the trigger applies. Nothing is written for a file that
 * does not conform. Answers { jobId, total } at once.
 */
export const bulkUpload = route(bulkUploadContract, async ({ claims, headers, body, principal }) => {
  const bytes = new Uint8Array(Buffer.from(body.contentBase64, 'base64'));
  const [org, customFields] = await Promise.all([db.doc(orgPath(claims.org)).get(), liveFields(claims.org)]);
  const optional = uploadOptionalColumns(shownMemberFields(preferencesOf(org.get('preferences')), claims.role));
  const { rows, format } = await readUploadFile(body.fileName, bytes, headers.mode, customFields, optional);
  const jobId = await storeUploadJob(
    claims.org,
    {
      mode: headers.mode,
      fileName: body.fileName,
      format,
      createdBy: principal.uid,
      scope: { role: claims.role, groups: claims.groups },
    },
    rows,
  );
  return { jobId, total: rows.length };
});
