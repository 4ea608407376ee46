import { z } from 'zod';
import { docId } from '@tessera/domain/entities/common';
import { LANGUAGES } from '@tessera/domain/constants';

/** Max members in one print-card-attachment sheet request (10 per A4 page → 20 pages). */
export const MAX_PRINT_MEMBERS = 200;

/** `year` header: the membership year printed (valid until 31 December of it). */
const year = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(/^\d{4}$/, 'validation.number')
  .transform(Number)
  .refine((y) => y >= 1900 && y <= 2200, 'validation.number');
/** `lang` header: labels and mail language (default it). */
export const langHeader = z.enum(LANGUAGES, { error: 'validation.notAllowed' }).optional();

/**
 * resend-card-pdf and resend-card: one member; `year` optional (without it the card shows its stored valid-until),
 * `lang` optional (labels and mail language, default it).
 */
export const onePdfHeaders = z.object({ user: docId, year: year.optional(), lang: langHeader });
/** print-card-attachment: one or more member ids, comma-separated, de-duplicated in order; year and lang optional. */
export const sheetHeaders = z.object({
  user: z
    .string({ error: 'validation.required' })
    .transform((s) => [...new Set(s.split(',').map((p) => p.trim()))])
    .pipe(z.array(docId).min(1).max(MAX_PRINT_MEMBERS, 'validation.tooLong')),
  year: year.optional(),
  lang: langHeader,
});
