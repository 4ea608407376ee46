import { z } from 'zod';
import { otpSchema } from './otp';
import { newPasswordField, passwordsMatch } from './passwords';

/** The change-password form: new password, its confirmation (must match) and the code. */
export const changePasswordFormSchema = z
  .object(
    {
      password: newPasswordField,
      confirm: z.string({ error: 'validation.required' }),
      otp: otpSchema,
    },
    { error: 'validation.required' },
  )
  .refine(passwordsMatch.check, { message: passwordsMatch.message, path: [...passwordsMatch.path] });
export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;

/** POST /v1/users/change-password {password, otp}. */
export const changePasswordInput = z.object({ password: newPasswordField, otp: otpSchema }, { error: 'validation.required' });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;
