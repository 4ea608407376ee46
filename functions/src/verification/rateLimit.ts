import { createHash } from 'node:crypto';
import { col } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';

/**
 * Fixed-window counter: at most `max` hits per `windowMs` for one key. The key is hashed, so that the
 * collection holds no email or address in clear. Counted in a transaction: a burst cannot slip through.
 */
export async function takeRateLimit(scope: string, key: string, limit: { max: number; windowMs: number }, now = Date.now()): Promise<void> {
  const id = `${scope}_${createHash('sha256').update(key).digest('hex').slice(0, 40)}`;
  const ref = db.doc(`${col.rateLimits}/${id}`);
  const allowed = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const windowStart = snap.get('windowStart') as number | undefined;
    const count = snap.get('count') as number | undefined;
    const fresh = windowStart === undefined || now - windowStart >= limit.windowMs;
    const next = fresh ? 1 : (count ?? 0) + 1;
    if (next > limit.max) return false;
    // expiresAt lets a Firestore TTL policy sweep old windows (docs/deploy.md)
    tx.set(ref, {
      scope,
      windowStart: fresh ? now : windowStart,
      count: next,
      expiresAt: new Date((fresh ? now : windowStart!) + limit.windowMs),
    });
    return true;
  });
  if (!allowed) throw new ApiError('TOO_MANY_REQUESTS');
}
