import { paymentBulkUploadContract } from '@tessera/domain/contracts/payments';
import type { PaymentUploadMode } from '@tessera/domain/uploads/paymentUpload';
import { apiCall } from '../../../lib/api/client';
import { fileToBase64 } from '../../../lib/files/fileToBase64';

/**
 * POST /v1/payments/bulk-upload (headers mode, value: the pay year, company: a payroll file's payroll company) →
 * {jobId, total}: the payments are recorded in the background.
 */
export async function paymentBulkUpload(mode: PaymentUploadMode, payYear: number, file: File, company: string | null) {
  return apiCall(paymentBulkUploadContract, {
    headers: { mode, value: String(payYear), ...(mode === 'PAYROLL' && company ? { company } : {}) },
    body: { fileName: file.name, contentBase64: await fileToBase64(file) },
  });
}
