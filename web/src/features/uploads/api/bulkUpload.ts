import type { MemberUploadMode } from '@tessera/domain/forms/uploads';
import { apiCall } from '../../../lib/api/client';
import { bulkUploadContract } from '@tessera/domain/contracts/uploads';

/** File bytes → base64 (the file travels as base64 in JSON). */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}

/** POST /v1/members/bulk-upload (header mode) → {jobId, total}: the job runs in the background. */
export async function bulkUpload(mode: MemberUploadMode, file: File) {
  return apiCall(bulkUploadContract, {
    headers: { mode },
    body: { fileName: file.name, contentBase64: await fileToBase64(file) },
  });
}
