import { paymentBulkUploadContract } from '@tessera/domain/contracts/payments';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { checkPaymentUploadHeader, parsePaymentUploadRows } from '@tessera/domain/uploads/paymentUpload';
import { route } from '../http/route';
import { checkRowCount, headerError, readSheet, storeUploadJob } from '../uploads/bulkUpload';

/**
 * POST /v1/payments/bulk-upload (headers mode, value) — a bank statement or payroll file: the header checked and every
 * row validated (nothing is written for a file that does not conform), then the rows stored in chunks and the job
 * queued on the member upload's machinery; payments/uploadJob.ts records them. Answers { jobId, total } at once.
 */
export const paymentBulkUpload = route(paymentBulkUploadContract, async ({ claims, headers, body, principal }) => {
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
      scope: { role: claims.role, groups: claims.groups },
    },
    rows,
  );
  return { jobId, total: rows.length };
});
