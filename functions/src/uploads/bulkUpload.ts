import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { PayrollCompany } from './lease';
import { NON_CONFORMING_DOCUMENT_KEY, type MemberUploadMode } from '@tessera/domain/forms/uploads';
import {
  checkMemberUploadHeader,
  MEMBER_UPLOAD_CHUNK_ROWS,
  MEMBER_UPLOAD_MAX_BYTES,
  MEMBER_UPLOAD_MAX_ROWS,
  MEMBER_UPLOAD_OPTIONAL_COLUMNS,
  parseMemberUploadRows,
  uploadOptionalColumns,
  UPLOAD_LEASE_MS,
  type MemberUploadOptionalColumn,
  type UploadCustomField,
} from '@tessera/domain/uploads/memberUpload';
import { preferencesOf } from '@tessera/domain/entities/organization';
import { shownMemberFields } from '@tessera/domain/settings/shownFields';
import { orgCol, orgPath } from '@tessera/domain/paths';
import { uploadJobScopeSchema, type UploadJobScope } from '@tessera/domain/uploads/jobScope';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { fileKind, parseCsv, parseXlsx, type SheetData } from './parseFile';
import type { PaymentUploadMode } from '@tessera/domain/uploads/paymentUpload';
import { liveFields } from '../settings/customFieldStore';
import { bulkUploadContract } from '@tessera/domain/contracts/uploads';

const invalid = (message: string, path = 'body.contentBase64') => new ApiError('INVALID_REQUEST', [{ path, message }]);

/** A file's bytes read into its sheet (XLSX, CSV or TXT), or the ApiError of an empty, too large or unreadable file. */
export async function readSheet(fileName: string, bytes: Uint8Array): Promise<SheetData> {
  if (bytes.length === 0) throw invalid(NON_CONFORMING_DOCUMENT_KEY);
  if (bytes.length > MEMBER_UPLOAD_MAX_BYTES) throw invalid('upload.fileTooLarge');
  const kind = fileKind(fileName, bytes);
  if (!kind) throw invalid('upload.unsupportedFileType', 'body.fileName');
  const sheet = kind === 'xlsx' ? await parseXlsx(bytes) : parseCsv(bytes);
  if (!sheet) throw invalid(NON_CONFORMING_DOCUMENT_KEY);
  return sheet;
}

/** A header that does not conform: INVALID_REQUEST naming every missing, unexpected and repeated column. */
export function headerError(check: { missing: readonly string[]; unexpected: readonly string[]; duplicated: readonly string[] }) {
  return new ApiError('INVALID_REQUEST', [
    { path: 'body.contentBase64', message: NON_CONFORMING_DOCUMENT_KEY },
    ...check.missing.map((c) => ({ path: `missing.${c}`, message: NON_CONFORMING_DOCUMENT_KEY })),
    ...check.unexpected.map((c) => ({ path: `unexpected.${c}`, message: NON_CONFORMING_DOCUMENT_KEY })),
    ...check.duplicated.map((c) => ({ path: `duplicated.${c}`, message: NON_CONFORMING_DOCUMENT_KEY })),
  ]);
}

/** More rows than one job takes: refused before anything is stored. */
export function checkRowCount(rows: readonly unknown[]): void {
  if (rows.length > MEMBER_UPLOAD_MAX_ROWS) throw invalid('upload.tooManyRows');
}

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

/** A job as stored: a member file (kind absent: members) or a payment file, with whose scope it applies. */
type UploadJobFields = { fileName: string; format: string; createdBy: string; scope: UploadJobScope } & (
  | { kind?: 'members'; mode: MemberUploadMode }
  | { kind: 'payments'; mode: PaymentUploadMode; operator: string; company: PayrollCompany | null }
);

/**
 * Stores the rows in chunk documents, then the job (chunks first: the trigger starts on the job and finds every
 * chunk in place). The job is QUEUED for the trigger; with `claim` (the benchmark, which applies in-process) it is
 * stored RUNNING under that lease.
 */
export async function storeUploadJob(
  orgId: string,
  job: UploadJobFields,
  rows: readonly unknown[],
  claim?: { leaseId: string },
): Promise<string> {
  // Fail closed: a job that does not say whose scope it applies with is never stored (it would apply unscoped).
  uploadJobScopeSchema.parse(job.scope);
  const jobRef = db.collection(orgCol(orgId, 'uploads')).doc();
  const chunks: unknown[][] = [];
  for (let i = 0; i < rows.length; i += MEMBER_UPLOAD_CHUNK_ROWS) chunks.push(rows.slice(i, i + MEMBER_UPLOAD_CHUNK_ROWS));
  const writer = db.bulkWriter();
  chunks.forEach((chunk, n) => void writer.create(jobRef.collection('chunks').doc(String(n)), { n, rows: chunk, appliedAt: null }));
  await writer.close();
  await jobRef.create({
    kind: 'members',
    ...job,
    ...(claim
      ? { state: 'RUNNING', leaseId: claim.leaseId, leaseExpiresAt: Timestamp.fromMillis(Date.now() + UPLOAD_LEASE_MS) }
      : { state: 'QUEUED' }),
    total: rows.length,
    processed: 0,
    applied: 0,
    skipped: 0,
    refused: 0,
    chunks: chunks.length,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  return jobRef.id;
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
