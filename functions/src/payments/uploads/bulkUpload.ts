import { paymentBulkUploadContract, paymentUploadPreviewContract } from '@tessera/domain/contracts/payments';
import { todayInItaly } from '@tessera/domain/locale/dates';
import {
  checkPaymentUploadHeader,
  parsePaymentUploadRows,
  paymentAmountWriting,
  type PaymentHeaderCheck,
} from '@tessera/domain/uploads/paymentUpload';
import type { Language } from '@tessera/domain/constants';
import { PAYMENT_MAPPING_FIELDS, type ColumnMapping } from '@tessera/domain/uploads/columnMapping';
import type { UploadCell } from '@tessera/domain/uploads/memberUpload';
import { route } from '../../http/route';
import { ApiError } from '../../http/apiError';
import { db } from '../../shared/admin';
import { orgCol } from '@tessera/domain/paths';
import type { ListType } from '@tessera/domain/entities/organization';
import { isCompanyList } from '@tessera/domain/settings/listValues';
import type { PaymentUploadMode } from '@tessera/domain/uploads/paymentUpload';
import { checkRowCount, headerError, readSheet } from '../../uploads/sheet';
import { storeUploadJob } from '../../uploads/jobStore';
import { mappedHeader, mappingPreview } from '../../uploads/mappedFile';
import type { PayrollCompany } from './uploadJob';

/** The payroll company a PAYROLL file names: one of the payroll companies of the settings (a BANK file names none). */
async function payrollCompanyOf(orgId: string, mode: PaymentUploadMode, id: string | undefined): Promise<PayrollCompany | null> {
  if (id === undefined) return null;
  const snap = await db.doc(`${orgCol(orgId, 'listValues')}/${id}`).get();
  const type = snap.get('type') as ListType | undefined;
  if (mode !== 'PAYROLL' || !type || !isCompanyList(type) || snap.get('payroll') !== true)
    throw new ApiError('INVALID_REQUEST', [{ path: 'headers.company', message: 'validation.notAllowed' }]);
  return { id, name: String(snap.get('name') ?? '') };
}

/** The payment file's header checked, read through its mapping when it comes with one (the other columns ignored). */
function paymentHeader(header: readonly UploadCell[], mapping: ColumnMapping | undefined): PaymentHeaderCheck {
  return checkPaymentUploadHeader(mapping ? mappedHeader(header, mapping, PAYMENT_MAPPING_FIELDS) : header);
}

/** The rows' defaults: the pay year the request names, and today (no payment dated after it). */
const rowDefaults = (value: string) => ({ payYear: Number(value), today: todayInItaly() });

/**
 * POST /v1/payments/bulk-upload (headers mode, value) — a bank statement or payroll file: the header checked and every
 * row validated (nothing is written for a file that does not conform), then the rows stored in chunks and the job
 * queued on the upload job machinery; uploadJob.ts records them. Answers { jobId, total } at once.
 */
export const paymentBulkUpload = route(paymentBulkUploadContract, async ({ claims, headers, body, principal }) => {
  const company = await payrollCompanyOf(claims.org, headers.mode, headers.company);
  const sheet = await readSheet(body.fileName, new Uint8Array(Buffer.from(body.contentBase64, 'base64')));
  const check = paymentHeader(sheet.header, body.mapping);
  if (!check.ok) throw headerError(check);
  const rows = parsePaymentUploadRows(sheet.rows, check.columns, rowDefaults(headers.value));
  checkRowCount(rows);
  const jobId = await storeUploadJob(
    claims.org,
    {
      kind: 'payments',
      mode: headers.mode,
      fileName: body.fileName,
      format: sheet.format,
      createdBy: principal.uid,
      operator: principal.email ?? principal.uid,
      company,
      scope: { role: claims.role, groups: claims.groups },
    },
    rows,
  );
  return { jobId, total: rows.length };
});

/**
 * POST /v1/payments/bulk-upload-preview (header value) — reads a payment file as the upload would, through the given
 * mapping or the one proposed for its header: its columns, what the mapped header lacks, the first rows as they would
 * be stored, the rows its own checks refuse, and the writing its amounts are read in (the one decision the upload
 * makes too: parsePaymentUploadRows reads the column by paymentAmountWriting). Nothing is written.
 */
export const paymentUploadPreview = route(paymentUploadPreviewContract, async ({ headers, body }) => {
  const sheet = await readSheet(body.fileName, new Uint8Array(Buffer.from(body.contentBase64, 'base64')));
  let amountWriting: Language | undefined;
  const answer = mappingPreview('payments', sheet.header, PAYMENT_MAPPING_FIELDS, body.mapping, (mapping) => {
    const check = paymentHeader(sheet.header, mapping);
    if (!check.ok) return check;
    amountWriting = paymentAmountWriting(sheet.rows, check.columns);
    return parsePaymentUploadRows(sheet.rows, check.columns, rowDefaults(headers.value));
  });
  return amountWriting ? { ...answer, amountWriting } : answer;
});
