import { z } from 'zod';
import { PASSWORD_MAX, TAX_CODE_MAX, ZIP_MAX } from '../constants';

/** ISO calendar date `YYYY-MM-DD`, how the API carries dates (stored as Firestore timestamps). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
  .refine((s) => !Number.isNaN(Date.parse(s)), 'validation.date');

/** Email pattern of spec §5: word characters, dots and hyphens, @, domain labels, TLD of 2–4 characters. */
export const EMAIL_PATTERN = /^[\w.-]+@([\w-]+\.)+[\w-]{2,4}$/;
export const email = z.string().trim().toLowerCase().regex(EMAIL_PATTERN, 'validation.email');

export const taxCode = z.string().trim().toUpperCase().max(TAX_CODE_MAX, 'validation.taxCodeMax');
export const zip = z.string().trim().max(ZIP_MAX, 'validation.zipMax');

/** Money is integer euro cents everywhere. */
export const cents = z.number().int('validation.cents').nonnegative('validation.cents');

export const address = z.object({
  line: z.string().trim().max(200).default(''),
  city: z.string().trim().max(100).default(''),
  state: z.string().trim().max(100).default(''),
  country: z.string().trim().max(100).default(''),
  zip: zip.default(''),
});
export type Address = z.infer<typeof address>;

export const password = z
  .string()
  .min(1, 'validation.required')
  .max(PASSWORD_MAX * 10);

/** Firestore document id from a client: no slashes, bounded. */
export const docId = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(128)
  .regex(/^[^/]+$/, 'validation.id');
