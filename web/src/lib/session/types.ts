import type { z } from 'zod';
import type { accountView, publicProfile } from '@tessera/domain/contracts/auth';

/** A profile as the API answers it (the contracts' publicProfile). */
export type SessionProfile = z.infer<typeof publicProfile>;

/** The sign-in's settings as the API answers them; `mustChangePassword`: a new password is forced before the area. */
export type SessionAccount = z.infer<typeof accountView>;
