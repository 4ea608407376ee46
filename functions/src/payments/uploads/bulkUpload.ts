import { paymentBulkUploadContract } from '@tessera/domain/contracts/payments';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { checkPaymentUploadHeader, parsePaymentUploadRows } from '@tessera/domain/uploads/paymentUpload';
import { route } from '../../http/route';
import { ApiError } from '../../http/apiError';
import { db } from '../../shared/admin';
import { orgCol } from '@tessera/domain/paths';
import type { ListType } from '@tessera/domain/entities/organization';
import { isCompanyList } from '@tessera/domain/settings/listValues';
import type { PaymentUploadMode } from '@tessera/domain/uploads/paymentUpload';
import { checkRowCount, headerError, readSheet } from '../../uploads/sheet';
import { storeUploadJob } from '../../uploads/jobStore';
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

/**
 * POST /v1/payments/bulk-upload (headers mode, value) — a bank statement or payroll file: the header checked and every
 * row validated (nothing is written for a file that does not conform), then the rows stored in chunks and the job
 * queued on the upload job machinery; uploadJob.ts records them. Answers { jobId, total } at once.
 */
export const paymentBulkUpload = route(paymentBulkUploadContract, async ({ claims, headers, body, principal }) => {
  const company = await payrollCompanyOf(claims.org, headers.mode, headers.company);
  const sheet = await readSheet(body.fileName, new Uint8Array(Buffer.from(body.contentBase64, 'base64')));
  const check = checkPaymentUploadHeader(sheet.header);
  if (!check.ok) throw headerError(check);
  const rows = parsePaymentUploadRows(sheet.rows, check.columns, { payYear: Number(headers.value), today: todayInItaly() });
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
