import { db } from '../shared/admin';
import { applySubscription } from './subscriptionRecord';
import { subscriptionProvider } from '../payments/providers/subscriptionProviders';

/**
 * The grace after a failed renewal is over (PLAN_GRACE_DAYS): the subscription is ended at the provider and the
 * organization is on FREE (nothing deleted: what is beyond FREE's limits becomes read-only). Stripe may end it first
 * by its own retry settings; either way the ended subscription applied decides. Returns the organizations' ids.
 */
export async function sweepPlanGrace(now = new Date()): Promise<string[]> {
  const due = await db.collectionGroup('billing').where('status', '==', 'past_due').where('graceUntil', '<=', now.toISOString()).get();
  const ended: string[] = [];
  for (const doc of due.docs) {
    const subscriptionId = doc.get('subscriptionId') as string | null;
    if (!subscriptionId) continue;
    const provider = subscriptionProvider();
    await provider.cancelNow(subscriptionId);
    const sub = await provider.retrieveSubscription(subscriptionId);
    if (sub) await applySubscription(sub);
    ended.push(doc.ref.parent.parent!.id);
  }
  return ended;
}
