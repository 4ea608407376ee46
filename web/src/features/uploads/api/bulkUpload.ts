import type { MemberUploadMode } from '@tessera/domain/forms/uploads';
import type { ColumnMapping } from '@tessera/domain/uploads/columnMapping';
import { apiCall } from '../../../lib/api/client';
import { fileToBase64 } from '../../../lib/files/fileToBase64';
import { bulkUploadContract } from '@tessera/domain/contracts/uploads';

/** POST /v1/members/bulk-upload (header mode) → {jobId, total}: the job runs in the background. */
export async function bulkUpload(mode: MemberUploadMode, file: File, mapping?: ColumnMapping) {
  return apiCall(bulkUploadContract, {
    headers: { mode },
    body: { fileName: file.name, contentBase64: await fileToBase64(file), ...(mapping ? { mapping } : {}) },
  });
}
