import { z } from 'zod';
import { signupPasswordSchema } from './passwords';

/**
 * Recover, email step (spec §5): non-empty, trimmed and lower-cased. The spec asks nothing more, so a malformed
 * address is left to the server (whose answer is shown as its error code, spec §8).
 */
export const recoverEmailSchema = z.object(
  {
    email: z.string({ error: 'validation.required' }).trim().toLowerCase().min(1, 'validation.required'),
  },
  { error: 'validation.required' },
);
export type RecoverEmailValues = z.infer<typeof recoverEmailSchema>;

/**
 * Recover, new-password panel: confirm is enabled once the password passes the rules its checklist shows
 * (6–24, lower, upper, number: `passwordHints`). The spec's stricter check (special character too) is
 * `strictRecoverPasswordCheck` in passwords.ts; it is not what gates this panel, see the module's notes.
 */
export const recoverNewPasswordSchema = z.object({ password: signupPasswordSchema }, { error: 'validation.required' });
export type RecoverNewPasswordValues = z.infer<typeof recoverNewPasswordSchema>;
