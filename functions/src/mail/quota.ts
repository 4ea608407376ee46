import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { EMAIL_QUOTA_PER_MONTH, planOf } from '@tessera/domain/constants';
import { mailCounterId, mailMonth } from '@tessera/domain/entities/mail';
import { counterPath, orgPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';

/**
 * The month's email quota as the outbox counts it (`counters/mail_{month}.sent`: every message at its first claim, and
 * a whole bulk send (a mailshot, invitations) when it is queued), read in a transaction when `tx` is given.
 */
export async function mailQuota(orgId: string, tx?: Transaction, at = new Date()) {
  const month = mailMonth(at);
  const counterRef = db.doc(counterPath(orgId, mailCounterId(month)));
  const orgRef = db.doc(orgPath(orgId));
  const [org, counter] = tx ? await Promise.all([tx.get(orgRef), tx.get(counterRef)]) : await db.getAll(orgRef, counterRef);
  const quota = EMAIL_QUOTA_PER_MONTH[planOf(org!.get('plan.name'))];
  const used = (counter!.get('sent') as number | undefined) ?? 0;
  return { month, quota, used, left: Math.max(0, quota - used), counterRef };
}

/**
 * Reserves a bulk send of `count` messages on the month's counter read by `mailQuota(orgId, tx)`: QUOTAS_EXCEEDED when
 * it would go over (nothing reserved). The messages are then queued as counted, so the outbox does not count them again.
 */
export function reserveOnQuota(tx: Transaction, quota: Awaited<ReturnType<typeof mailQuota>>, count: number): void {
  if (quota.used + count > quota.quota) throw new ApiError('QUOTAS_EXCEEDED');
  tx.set(
    quota.counterRef,
    { month: quota.month, quota: quota.quota, sent: quota.used + count, updatedAt: FieldValue.serverTimestamp() },
    { merge: true },
  );
}
