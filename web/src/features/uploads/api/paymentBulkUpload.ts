import { paymentBulkUploadContract } from '@tessera/domain/contracts/payments';
import type { ColumnMapping } from '@tessera/domain/uploads/columnMapping';
import type { PaymentUploadMode } from '@tessera/domain/uploads/paymentUpload';
import { apiCall } from '../../../lib/api/client';
import { fileToBase64 } from '../../../lib/files/fileToBase64';

/**
 * POST /v1/payments/bulk-upload (headers mode, value: the pay year, company: a payroll file's payroll company) →
 * {jobId, total}: the payments are recorded in the background. `mapping`: how a file from another tool is read.
 */
export async function paymentBulkUpload(
  mode: PaymentUploadMode,
  payYear: number,
  file: File,
  company: string | null,
  mapping?: ColumnMapping,
) {
  return apiCall(paymentBulkUploadContract, {
    headers: { mode, value: String(payYear), ...(mode === 'PAYROLL' && company ? { company } : {}) },
    body: { fileName: file.name, contentBase64: await fileToBase64(file), ...(mapping ? { mapping } : {}) },
  });
}
