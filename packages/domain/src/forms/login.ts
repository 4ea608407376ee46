import { z } from 'zod';

/** Spec §5 Login: both username and password non-empty. */
export const loginSchema = z.object({
  email: z.string().trim().min(1, 'validation.required'),
  password: z.string().min(1, 'validation.required'),
});
export type LoginValues = z.infer<typeof loginSchema>;
