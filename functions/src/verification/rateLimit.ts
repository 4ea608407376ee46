import { createHash } from 'node:crypto';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { ANONYMOUS_MAILS_GLOBAL } from '@tessera/domain/constants';
import { col } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';

/** The window document of one scope and key. The key is hashed, so that the collection holds no email or address in clear. */
export const rateLimitRef = (scope: string, key: string) =>
  db.doc(`${col.rateLimits}/${scope}_${createHash('sha256').update(key).digest('hex').slice(0, 40)}`);

/**
 * Counts one hit in a fixed window of at most `max` hits per `windowMs`, in the caller's transaction. Answers null
 * when counted, or, when the window is full (nothing written), the time in ms at which it opens again. A trigger
 * counts inside its own transaction, so the hit and what it allows land together.
 */
export async function countHitOrRetryAt(
  tx: Transaction,
  ref: DocumentReference,
  scope: string,
  limit: { max: number; windowMs: number },
  now: number,
): Promise<number | null> {
  const snap = await tx.get(ref);
  const windowStart = snap.get('windowStart') as number | undefined;
  const count = snap.get('count') as number | undefined;
  const fresh = windowStart === undefined || now - windowStart >= limit.windowMs;
  const next = fresh ? 1 : (count ?? 0) + 1;
  if (next > limit.max) return windowStart! + limit.windowMs;
  // expiresAt lets a Firestore TTL policy sweep old windows (docs/deploy.md)
  tx.set(ref, {
    scope,
    windowStart: fresh ? now : windowStart,
    count: next,
    expiresAt: new Date((fresh ? now : windowStart!) + limit.windowMs),
  });
  return null;
}

/** countHitOrRetryAt for callers that only need to know whether the hit was counted. */
export const countHit = async (...args: Parameters<typeof countHitOrRetryAt>): Promise<boolean> =>
  (await countHitOrRetryAt(...args)) === null;

/**
 * Fixed-window counter: at most `max` hits per `windowMs` for one key. Counted in a transaction: a burst cannot
 * slip through. Over the limit: TOO_MANY_REQUESTS carrying when the window opens again, so the caller is told the
 * exact time to retry rather than "in a few minutes".
 */
export async function takeRateLimit(scope: string, key: string, limit: { max: number; windowMs: number }, now = Date.now()): Promise<void> {
  const ref = rateLimitRef(scope, key);
  const retryAt = await db.runTransaction((tx) => countHitOrRetryAt(tx, ref, scope, limit, now));
  if (retryAt !== null) throw new ApiError('TOO_MANY_REQUESTS', undefined, { retryAt: new Date(retryAt).toISOString() });
}

/**
 * The global cap of the anonymous mail-sending endpoints (signup and activation codes, password reset): all
 * callers together, whatever their addresses and emails. One document, not sharded: the cap is a few hundred an
 * hour, far below what one document's transactions serialize (about one write a second sustained), and a flood
 * big enough to contend on it is exactly what the cap is there to stop — its callers then wait or get 429.
 */
export const ANONYMOUS_MAIL_LIMIT = { scope: 'anon-mail', key: 'global' } as const;
export const takeAnonymousMailLimit = (now = Date.now()) =>
  takeRateLimit(ANONYMOUS_MAIL_LIMIT.scope, ANONYMOUS_MAIL_LIMIT.key, ANONYMOUS_MAILS_GLOBAL, now);
