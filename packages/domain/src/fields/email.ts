import { z } from 'zod';
import { verdictOf } from './verdict';

/**
 * What an email address looks like today (a pragmatic subset of RFC 5321/5322, one validator for the whole product).
 * A rule of "a TLD of 2–4 characters" predates today's domains (.legal, .online) and refused real addresses
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

export const emailVerdict = (value: unknown) => verdictOf(email, value);
