import { mailshotAttachmentContract } from '@tessera/domain/contracts/mailshots';
import { apiCall } from '../../../lib/api/client';
import { fileToBase64 } from '../../../lib/files/fileToBase64';

/** POST /v1/mailshots/attachment: a PDF or image stored for a draft to name (the draft's save checks the limits). */
export async function uploadAttachment(file: File, onProgress: (fraction: number) => void) {
  const contentBase64 = await fileToBase64(file);
  return apiCall(mailshotAttachmentContract, { body: { fileName: file.name, contentBase64 }, onProgress, overlay: false });
}
