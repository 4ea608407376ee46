import { deleteLogoContract, uploadLogoContract } from '@tessera/domain/contracts/settings';
import { apiCall } from '../../../lib/api/client';
import { fileToBase64 } from '../../../lib/files/fileToBase64';

/** POST /v1/settings/upload-logo: the image, made into the stored logo on the server; `onProgress` follows the upload. */
export async function uploadLogo(file: File, onProgress: (fraction: number) => void) {
  const body = { fileName: file.name, contentBase64: await fileToBase64(file) };
  return apiCall(uploadLogoContract, { body, overlay: false, onProgress });
}

/** DELETE /v1/settings/delete-logo. */
export const deleteLogo = () => apiCall(deleteLogoContract, { overlay: false });
