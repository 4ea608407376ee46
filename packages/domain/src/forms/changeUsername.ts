import { z } from 'zod';
import { requiredEmail } from '../entities/common';
import { otpSchema } from './otp';

/** POST /v1/users/change-username-confirm {email, otp}: the new username and the code emailed to it. */
export const changeUsernameSchema = z.object({ email: requiredEmail, otp: otpSchema }, { error: 'validation.required' });
export type ChangeUsernameValues = z.infer<typeof changeUsernameSchema>;
