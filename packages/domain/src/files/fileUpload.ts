import { z } from 'zod';
import { FILE_MAX_BASE64 } from './files';

/** A file as a JSON body carries it: its name and its bytes in base64, at most `maxBase64` characters. */
export const fileUploadFieldsUpTo = (maxBase64: number) => ({
  fileName: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(300, 'validation.tooLong'),
  contentBase64: z
    .string({ error: 'validation.required' })
    .min(1, 'validation.required')
    .max(maxBase64, 'upload.fileTooLarge')
    .regex(/^[A-Za-z0-9+/=\s]*$/, 'upload.invalidContent')
    .describe('the file, base64'),
});

/** A stored file (size and type are checked again on the server, from the bytes). */
export const fileUploadFields = fileUploadFieldsUpTo(FILE_MAX_BASE64);

/** The body limit of an endpoint taking one file: the file in base64 and room for the JSON around it. */
export const FILE_UPLOAD_MAX_BODY = FILE_MAX_BASE64 + 64 * 1024;
