import { z } from 'zod';

/**
 * POST /v1/users/sync-mfa {timestamp}: the client's clock when the SMS code was verified. The server
 * stores its own clock, not this value (a client must not be able to post-date its check); the field is kept for
 * the endpoint's original shape and checked to be a plausible time.
 */
export const syncMfaInput = z.object({
  timestamp: z.number({ error: 'validation.number' }).int('validation.number').positive('validation.number'),
});
export type SyncMfaInput = z.infer<typeof syncMfaInput>;

/**
 * How fresh the phone verification behind sync-mfa must be: the ID token the client sends was issued by a phone
 * re-authentication no longer ago than this.
 */
export const MFA_PROOF_MAX_AGE_S = 5 * 60;
