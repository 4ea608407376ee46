import { z } from 'zod';
import { STORED_FILE_TYPES } from './files';

/**
 * A document listed on the record that owns it (a convention, an assembly): its title, the stored file holding it
 * (files/, served by a short-lived link), its type as read from the bytes, its size, when it was added.
 */
export const storedDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  fileId: z.string(),
  contentType: z.enum(STORED_FILE_TYPES),
  size: z.number().int().nonnegative(),
  uploadedAt: z.string().describe('ISO date-time'),
});
export type StoredDocument = z.infer<typeof storedDocumentSchema>;
