import { z } from 'zod';
import { DEFAULT_COUNTRY, PASSWORD_MAX, TAX_CODE_MAX, ZIP_MAX } from '../constants';
import { isCapPlaceholder, isItalianCap } from '../geo/cap';
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

/**
 * What an email address looks like today (a pragmatic subset of RFC 5321/5322, one validator for the whole product).
 * Spec §5's "TLD of 2–4 characters" predates today's domains (.legal, .online) and refused real addresses
 * (anna+tessera@gmail.com, d'angelo@…): the local part is a dot-atom (letters, digits and ! # $ % & ' * + / = ? ^ _ ` { | } ~ -,
 * dots only between characters); the domain has two or more labels of letters (any script: IDN), digits and inner
 * hyphens, and ends in a TLD of 2+ letters or its punycode (xn--…). Lengths: local part ≤ 64, label ≤ 63, whole ≤ 254.
 * Checked after trim and lower-case by `email`, `requiredEmail`, `looksLikeEmail` and the bulk upload; nothing uses zod's own.
 */
const ATOM = "[a-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?';
const TLD = '(?:\\p{L}{2,63}|xn--[a-z0-9-]{1,59})';
export const EMAIL_PATTERN = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+${TLD}$`, 'iu');
export const EMAIL_MAX = 254;
const LOCAL_PART_MAX = 64;

/** Whether `value` is an email address as the product accepts it (see EMAIL_PATTERN); no trimming or lower-casing here. */
export function isEmailAddress(value: string): boolean {
  const at = value.lastIndexOf('@');
  return value.length <= EMAIL_MAX && at > 0 && at <= LOCAL_PART_MAX && EMAIL_PATTERN.test(value);
}

const EMAIL_DOC = 'an email address, stored trimmed and lower-cased (isEmailAddress)';
export const email = z
  .string({ error: 'validation.email' })
  .trim()
  .toLowerCase()
  .refine(isEmailAddress, 'validation.email')
  .describe(EMAIL_DOC);
/** An email that must be there: empty says 'validation.required', a malformed one 'validation.email'. */
export const requiredEmail = z
  .string({ error: 'validation.required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'validation.required', abort: true })
  .refine(isEmailAddress, 'validation.email')
  .describe(EMAIL_DOC);
/** For enabling controls while typing (signup OTP input, activate send-code button): same validator, after trim and lower-case. */
export function looksLikeEmail(value: unknown): boolean {
  return typeof value === 'string' && isEmailAddress(value.trim().toLowerCase());
}

export const taxCode = z.string({ error: 'validation.required' }).trim().toUpperCase().max(TAX_CODE_MAX, 'validation.taxCodeMax');
export const zip = z.string({ error: 'validation.required' }).trim().max(ZIP_MAX, 'validation.zipMax');

/** A trimmed text that must not be empty, at most `max` characters. */
export const requiredText = (max: number) =>
  z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required', abort: true }).max(max, 'validation.tooLong');

/** Money is integer euro cents everywhere. */
export const cents = z.number({ error: 'validation.cents' }).int('validation.cents').nonnegative('validation.cents');

/**
 * An address. An Italian one (country ITALIA) takes a whole CAP, five digits, and no address takes a CAP placeholder
 * such as "201xx" (what the city picker shows for a city with several CAPs, spec §3): the person must finish it.
 */
export const address = z
  .object({
    line: z.string({ error: 'validation.required' }).trim().max(200, 'validation.tooLong').default(''),
    city: z.string({ error: 'validation.required' }).trim().max(100, 'validation.tooLong').default(''),
    state: z.string({ error: 'validation.required' }).trim().max(100, 'validation.tooLong').default(''),
    country: z.string({ error: 'validation.required' }).trim().max(100, 'validation.tooLong').default(''),
    zip: zip.default(''),
  })
  .superRefine((a, ctx) => {
    if (a.zip && !isItalianCap(a.zip) && (isCapPlaceholder(a.zip) || a.country.toUpperCase() === DEFAULT_COUNTRY))
      ctx.addIssue({ code: 'custom', path: ['zip'], message: 'validation.cap' });
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
