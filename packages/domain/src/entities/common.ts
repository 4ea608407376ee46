import { z } from 'zod';
import { PASSWORD_MAX } from '../constants';
import { zipField, zipIssue } from '../fields/cap';
import { isIsoDate } from '../locale/dates';

/**
 * Shared field schemas. Every message is an i18n key (`validation.*`, listed in VALIDATION_KEYS of messageKeys.ts),
 * type errors included, so no zod default text ever reaches a screen.
 */

/** ISO calendar date `YYYY-MM-DD` that exists (no 2020-02-30), how the API carries dates (stored as Firestore timestamps). */
export const isoDate = z
  .string({ error: 'validation.date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date', abort: true })
  .refine((s) => isIsoDate(s), 'validation.date');

// The email rule lives in its field module; these names stay importable from here.
export { EMAIL_MAX, EMAIL_PATTERN, email, isEmailAddress, looksLikeEmail, requiredEmail } from '../fields/email';

/** A trimmed text that must not be empty, at most `max` characters. */
export const requiredText = (max: number) =>
  z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required', abort: true }).max(max, 'validation.tooLong');

/** Money is integer euro cents everywhere. */
export const cents = z.number({ error: 'validation.cents' }).int('validation.cents').nonnegative('validation.cents');

/** An address; its zip follows the zip rule for its country (fields/cap.ts: an Italian address takes a whole CAP). */
export const address = z
  .object({
    line: z.string({ error: 'validation.required' }).trim().max(200, 'validation.tooLong').default(''),
    city: z.string({ error: 'validation.required' }).trim().max(100, 'validation.tooLong').default(''),
    state: z.string({ error: 'validation.required' }).trim().max(100, 'validation.tooLong').default(''),
    country: z.string({ error: 'validation.required' }).trim().max(100, 'validation.tooLong').default(''),
    zip: zipField.default(''),
  })
  .superRefine((a, ctx) => {
    const issue = zipIssue(a.zip, a.country);
    if (issue) ctx.addIssue({ code: 'custom', path: ['zip'], message: issue });
  });
export type Address = z.infer<typeof address>;

export const password = z
  .string({ error: 'validation.required' })
  .min(1, 'validation.required')
  .max(PASSWORD_MAX * 10, 'validation.passwordTooLong');

/**
 * What Firestore can store as a document id (and as a map key): not empty, at most 1500 bytes, no '/', not '.' or '..',
 * not `__…__` (reserved). The one rule for every id a client sends and for keys written from client data.
 */
export const DOC_ID_MAX_BYTES = 1500;
const utf8Bytes = (s: string) =>
  [...s].reduce((n, ch) => n + (ch.codePointAt(0)! < 0x80 ? 1 : ch.codePointAt(0)! < 0x800 ? 2 : ch.length === 2 ? 4 : 3), 0);
export function isFirestoreId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    // a lone surrogate is not UTF-8 (Firestore refuses it); with the u flag a valid pair is one code point
    !/\p{Cs}/u.test(value) &&
    utf8Bytes(value) <= DOC_ID_MAX_BYTES &&
    !value.includes('/') &&
    value !== '.' &&
    value !== '..' &&
    !/^__.*__$/s.test(value)
  );
}

/**
 * Firestore document id from a client (headers and bodies: org, id, job, user, userID, relative ids…): trimmed,
 * bounded, and storable (isFirestoreId), so a path built from it never fails in Firestore.
 */
export const docId = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(128, { error: 'validation.tooLong', abort: true })
  .refine(isFirestoreId, 'validation.id');
