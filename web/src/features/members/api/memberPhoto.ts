import { deleteMemberPhotoContract, getMemberPhotoContract, uploadMemberPhotoContract } from '@tessera/domain/contracts/members';
import { apiCall } from '../../../lib/api/client';
import { fileToBase64 } from '../../../lib/files/fileToBase64';

/** GET /v1/members/photo: the member's photo (a data URL) or null. */
export const getMemberPhoto = (id: string) => apiCall(getMemberPhotoContract, { headers: { id }, overlay: false });

/** POST /v1/members/upload-photo; `onProgress` follows the upload. */
export async function uploadMemberPhoto(id: string, file: File, onProgress: (fraction: number) => void) {
  const body = { fileName: file.name, contentBase64: await fileToBase64(file) };
  return apiCall(uploadMemberPhotoContract, { headers: { id }, body, overlay: false, onProgress });
}

/** DELETE /v1/members/delete-photo. */
export const deleteMemberPhoto = (id: string) => apiCall(deleteMemberPhotoContract, { headers: { id }, overlay: false });
