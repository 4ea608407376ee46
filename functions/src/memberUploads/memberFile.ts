import type { MemberUploadMode } from '@tessera/domain/forms/uploads';
import {
  checkMemberUploadHeader,
  MEMBER_UPLOAD_OPTIONAL_COLUMNS,
  memberRowValidator,
  uploadOptionalColumns,
  type ParsedUploadRow,
  type MemberUploadOptionalColumn,
  type UploadCustomField,
} from '@tessera/domain/uploads/memberUpload';
import { mappingFields, type ColumnMapping } from '@tessera/domain/uploads/columnMapping';
import { preferencesOf } from '@tessera/domain/entities/organization';
import { shownMemberFields } from '@tessera/domain/settings/shownFields';
import type { Role } from '@tessera/domain/roles';
import { orgPath } from '@tessera/domain/paths';
import { bulkUploadContract } from '@tessera/domain/contracts/uploads';
import { db } from '../shared/admin';
import { route } from '../http/route';
import { mappedHeader } from '../uploads/mappedFile';
import { checkRowCount, headerError, readSheet } from '../uploads/sheet';
import { storeUploadJob } from '../uploads/jobStore';
import { liveFields } from '../settings/customFieldStore';

/**
 * What this uploader's member file may fill: the organization's custom fields (their names are columns), the optional
 * columns the uploader may use (uploadOptionalColumns) and, together, the fields a column mapping may name.
 */
export async function uploaderColumns(orgId: string, role: Role) {
  const [org, customFields] = await Promise.all([db.doc(orgPath(orgId)).get(), liveFields(orgId)]);
  const optional = uploadOptionalColumns(shownMemberFields(preferencesOf(org.get('preferences')), role));
  return { customFields, optional, fields: mappingFields(optional, customFields) };
}

/** Every column, no custom field: what a file read outside a request (tests, the bench) may fill. */
const ALL_COLUMNS = {
  customFields: [] as readonly UploadCustomField[],
  optional: MEMBER_UPLOAD_OPTIONAL_COLUMNS as readonly MemberUploadOptionalColumn[],
  fields: mappingFields(MEMBER_UPLOAD_OPTIONAL_COLUMNS, []),
};

/**
 * Reads and validates a whole member file (nothing is written): the parsed rows, or an ApiError for a file that does not
 * conform. With a mapping, the file's columns are read as it names them (mappedHeader), the others ignored.
 */
export async function readUploadFile(
  fileName: string,
  bytes: Uint8Array,
  mode: MemberUploadMode,
  columns: {
    customFields: readonly UploadCustomField[];
    optional: readonly MemberUploadOptionalColumn[];
    fields: readonly string[];
  } = ALL_COLUMNS,
  mapping?: ColumnMapping,
) {
  const sheet = await readSheet(fileName, bytes);
  const header = mapping ? mappedHeader(sheet.header, mapping, columns.fields) : sheet.header;
  const check = checkMemberUploadHeader(header, columns.customFields, columns.optional, !!mapping);
  if (!check.ok) throw headerError(check);
  const validate = memberRowValidator(check.columns, mode, 2, undefined, check.custom);
  const rows: ParsedUploadRow[] = [];
  // Each row's cells let go once validated: a large file's cells and its validated rows were all alive at once.
  for (let i = 0; i < sheet.rows.length; i++) {
    const row = validate(sheet.rows[i]!, i);
    sheet.rows[i] = [];
    if (row) rows.push(row);
  }
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
  const columns = await uploaderColumns(claims.org, claims.role);
  const { rows, format } = await readUploadFile(body.fileName, bytes, headers.mode, columns, body.mapping);
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
