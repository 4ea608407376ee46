import { z } from 'zod';
import { hasSpecial, passwordHints, signupPasswordSchema, type PasswordHints } from './passwords';

/**
 * Recover, email step: non-empty, trimmed and lower-cased. Nothing more is checked here, so a malformed
 * address is left to the server (whose answer is shown as its error code).
 */
export const recoverEmailSchema = z.object(
  {
    email: z.string({ error: 'validation.required' }).trim().toLowerCase().min(1, 'validation.required'),
  },
  { error: 'validation.required' },
);
export type RecoverEmailValues = z.infer<typeof recoverEmailSchema>;

/**
 * Recover, new-password panel (also the forced change after an admin reset). Confirm is enabled once every line of
 * the live checklist is green: the hints of the signup rules (6–24, lower, upper, number) plus the "strict
 * check" for recover (a special character). Showing the special character as a checklist line keeps the panel
 * honest: no hidden rule keeps confirm disabled.
 */
export interface RecoverChecklist extends PasswordHints {
  special: boolean;
}

export function recoverChecklist(pw: string): RecoverChecklist {
  const s = typeof pw === 'string' ? pw : '';
  return { ...passwordHints(s), special: hasSpecial(s) };
}

export function recoverPasswordPasses(pw: string): boolean {
  return Object.values(recoverChecklist(pw)).every(Boolean);
}

/** The panel's password, the checklist as a schema: the signup rules and the special character of the strict check. */
export const recoverPasswordField = signupPasswordSchema.refine(hasSpecial, 'validation.passwordSpecial');
export const recoverNewPasswordSchema = z.object({ password: recoverPasswordField }, { error: 'validation.required' });
export type RecoverNewPasswordValues = z.infer<typeof recoverNewPasswordSchema>;
