import { z } from 'zod';
import { PASSWORD_HINT_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../constants';

/**
 * Password rules. Every form asks the same length, PASSWORD_MIN to PASSWORD_MAX characters, read the same way
 * ("6 to 24 characters") wherever a password is chosen; the sets differ only in what they add:
 * - signup, recover and activate: a digit, a lowercase and an uppercase letter (`signupPasswordSchema`,
 *   `passwordHints`); the live hint input accepts up to 240 characters but the form refuses more than 24;
 * - the recover "strict check": upper, lower, digit, a special character, at least 6 (`strictRecoverPasswordCheck`);
 * - elsewhere (new password with confirmation): lower, upper, number, and the two must match (`newPasswordSchema`).
 *
 * Letters are any script's (È counts as uppercase), digits are 0–9, a special character is anything that is not a
 * letter, a digit or white space. Lengths are counted like the input's maxlength (UTF-16 units). Passwords are never trimmed.
 */
export const PASSWORD_LIMITS = {
  min: PASSWORD_MIN,
  /** what the signup/recover/activate form accepts */
  formMax: PASSWORD_MAX,
  /** what the live-hint input lets one type (its maxlength): longer than formMax so the length hint can turn red */
  hintInputMax: PASSWORD_HINT_MAX,
} as const;

const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;
const DIGIT = /[0-9]/;
const SPECIAL = /[^\p{L}\p{N}\s]/u;

export const hasUpper = (pw: string) => UPPER.test(pw);
export const hasLower = (pw: string) => LOWER.test(pw);
export const hasDigit = (pw: string) => DIGIT.test(pw);
export const hasSpecial = (pw: string) => SPECIAL.test(pw);

/** One boolean per rule shown by the signup meter and the recover/activate hints (each valid or not valid). */
export interface PasswordHints {
  /** 6 to 24 characters */
  length: boolean;
  upper: boolean;
  lower: boolean;
  digit: boolean;
}

export function passwordHints(pw: string): PasswordHints {
  const s = typeof pw === 'string' ? pw : '';
  return {
    length: s.length >= PASSWORD_MIN && s.length <= PASSWORD_MAX,
    upper: hasUpper(s),
    lower: hasLower(s),
    digit: hasDigit(s),
  };
}

/** All hints valid: what enables confirm on recover and activate. Same verdict as `signupPasswordSchema`. */
export function passwordHintsPass(pw: string): boolean {
  return Object.values(passwordHints(pw)).every(Boolean);
}

/** What the live-hint input keeps of a paste or keystroke: at most PASSWORD_HINT_MAX (240) characters. */
export function clampPasswordHintInput(raw: string): string {
  return raw.slice(0, PASSWORD_HINT_MAX);
}

/** The recover panel's strict check: upper, lower, digit, special, at least 6 characters (no maximum). */
export function strictRecoverPasswordCheck(pw: string): boolean {
  return typeof pw === 'string' && pw.length >= PASSWORD_MIN && hasUpper(pw) && hasLower(pw) && hasDigit(pw) && hasSpecial(pw);
}

/** Signup (and recover/activate) password: required, 6–24, a digit, a lowercase, an uppercase. */
export const signupPasswordSchema = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required', abort: true })
  .min(PASSWORD_MIN, 'validation.passwordMin')
  .max(PASSWORD_MAX, 'validation.passwordMax')
  .regex(DIGIT, 'validation.passwordDigit')
  .regex(LOWER, 'validation.passwordLower')
  .regex(UPPER, 'validation.passwordUpper');

/** The recover strict check as a schema (one issue per missing rule). */
export const strictRecoverPasswordSchema = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required', abort: true })
  .min(PASSWORD_MIN, 'validation.passwordMin')
  .regex(UPPER, 'validation.passwordUpper')
  .regex(LOWER, 'validation.passwordLower')
  .regex(DIGIT, 'validation.passwordDigit')
  .regex(SPECIAL, 'validation.passwordSpecial');

/** A new password "elsewhere" (change password): the same 6–24 as signup, lower, upper, number. */
export const newPasswordField = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required', abort: true })
  .min(PASSWORD_MIN, 'validation.passwordMin')
  .max(PASSWORD_MAX, 'validation.passwordMax')
  .regex(LOWER, 'validation.passwordLower')
  .regex(UPPER, 'validation.passwordUpper')
  .regex(DIGIT, 'validation.passwordDigit');

/** The confirmation must equal the password: else 'validation.passwordsMismatch' on `confirm` ("the passwords do not match"). */
export const passwordsMatch = {
  check: (v: { password: string; confirm: string }) => v.password === v.confirm,
  message: 'validation.passwordsMismatch',
  path: ['confirm'],
} as const;

/** New password plus confirmation. */
export const newPasswordSchema = z
  .object(
    {
      password: newPasswordField,
      confirm: z.string({ error: 'validation.required' }),
    },
    { error: 'validation.required' },
  )
  .refine(passwordsMatch.check, { message: passwordsMatch.message, path: [...passwordsMatch.path] });
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;

/** The live checklist of a new password "elsewhere" (change password): one line per rule of `newPasswordField`. */
export interface NewPasswordChecklist {
  /** 6 to 24 characters, as in every other form */
  length: boolean;
  lower: boolean;
  upper: boolean;
  digit: boolean;
}

export function newPasswordChecklist(pw: string): NewPasswordChecklist {
  const s = typeof pw === 'string' ? pw : '';
  return { length: passwordHints(s).length, lower: hasLower(s), upper: hasUpper(s), digit: hasDigit(s) };
}
