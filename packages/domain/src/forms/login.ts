import { z } from 'zod';

/** Login: both username and password non-empty (the username is trimmed, the password never). */
export const loginSchema = z.object(
  {
    email: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required'),
    password: z.string({ error: 'validation.required' }).min(1, 'validation.required'),
  },
  { error: 'validation.required' },
);
export type LoginValues = z.infer<typeof loginSchema>;
