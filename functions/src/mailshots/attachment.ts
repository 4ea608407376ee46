import { mailshotAttachmentContract } from '@tessera/domain/contracts/mailshots';
import { MAILSHOT_ATTACHMENTS_MAX_BYTES } from '@tessera/domain/mailshots/mailshot';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { putFile } from '../files/storedFiles';

/** POST /v1/mailshots/attachment {fileName, contentBase64} — a file (type read from its bytes) a draft may then name. */
export const storeAttachment = route(mailshotAttachmentContract, async ({ claims, body }) => {
  if (Buffer.byteLength(body.contentBase64, 'base64') > MAILSHOT_ATTACHMENTS_MAX_BYTES)
    throw new ApiError('INVALID_REQUEST', [{ path: 'body.contentBase64', message: 'upload.fileTooLarge' }]);
  const file = await putFile(claims.org, { kind: 'mailshotAttachment', id: claims.org }, body);
  return { fileId: file.id, fileName: file.fileName, size: file.size };
});
