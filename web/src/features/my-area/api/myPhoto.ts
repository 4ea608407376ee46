import { myPhotoContract, uploadMyPhotoContract } from '@tessera/domain/contracts/my-area';
import { apiCall } from '../../../lib/api/client';
import { fileToBase64 } from '../../../lib/files/fileToBase64';

/** GET /v1/profile/photo: the member's own photo (a data URL) or null. */
export const fetchMyPhoto = () => apiCall(myPhotoContract, { overlay: false });

/** POST /v1/profile/upload-photo; `onProgress` follows the upload. */
export async function uploadMyPhoto(file: File, onProgress: (fraction: number) => void) {
  const body = { fileName: file.name, contentBase64: await fileToBase64(file) };
  return apiCall(uploadMyPhotoContract, { body, overlay: false, onProgress });
}
