import { z } from 'zod';

/** How long the mail to the old address can undo a username change (the old owner may read mail only weekly). */
export const USERNAME_UNDO_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The undo link's token: 32 random bytes, base64url (43 characters); the server stores only its hash. */
export const undoUsernameInput = z.object(
  { token: z.string({ error: 'validation.required' }).regex(/^[A-Za-z0-9_-]{43}$/, 'validation.required') },
  { error: 'validation.required' },
);
export type UndoUsernameInput = z.infer<typeof undoUsernameInput>;
