import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { planOf } from '@tessera/domain/constants';
import { orgPath, subscriptionPath } from '@tessera/domain/paths';
import type { Billing } from '@tessera/domain/plans/plans';
import { graceEnd, viewSubscription, type StoredSubscription, type SubscriptionView } from '@tessera/domain/plans/subscription';
import { db } from '../shared/admin';
import type { PlanSubscription } from '../payments/providers/subscriptionProvider';

/**
 * The organization's plan from its subscription at the provider (docs/plans.md). Every path that learns something
 * about a subscription — its events to the webhook, the answers of the provider to our own changes, a return from
 * the checkout — applies the subscription as the provider has it now, so applying twice, or late, changes nothing.
 */
export const orgRef = (orgId: string) => db.doc(orgPath(orgId));
export const subscriptionRef = (orgId: string) => db.doc(subscriptionPath(orgId));

/** Subscriptions that are over: the organization is on FREE. */
const ENDED = new Set(['canceled', 'incomplete_expired']);
/** Renewals that failed: the plan is kept for the grace period while the provider retries. */
const PAST_DUE = new Set(['past_due', 'unpaid']);

const billingOf = (v: unknown): Billing => (v === 'monthly' ? 'monthly' : 'annual');
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** The organization's plan and subscription as stored, read in a transaction. */
export async function readPlan(tx: Transaction, orgId: string) {
  const [org, stored] = await tx.getAll(orgRef(orgId), subscriptionRef(orgId));
  return {
    exists: org!.exists,
    orgPlan: org!.get('plan') as { name?: unknown; billing?: unknown } | undefined,
    stored: (stored!.data() ?? {}) as StoredSubscription,
  };
}

/** The organization's plan as stored now (one read of both documents): its view, and the subscription behind it. */
export async function currentPlan(orgId: string): Promise<{ view: SubscriptionView; stored: StoredSubscription }> {
  const [org, stored] = await db.getAll(orgRef(orgId), subscriptionRef(orgId));
  const data = (stored!.data() ?? {}) as StoredSubscription;
  return { view: viewSubscription(org!.get('plan'), data), stored: data };
}

/** The view of the organization's plan, read now. */
export const planView = async (orgId: string): Promise<SubscriptionView> => (await currentPlan(orgId)).view;

/**
 * Applies a subscription to its organization (`metadata.org`, kind `plan`). Ended: FREE. Past due: the plan kept,
 * the grace's end set once. Otherwise the plan it bills — unless that is the lower plan chosen for the end of the
 * period (`pending`) and the period has not ended yet: then the plan paid for stays.
 */
export async function applySubscription(sub: PlanSubscription): Promise<string> {
  const orgId = sub.metadata.org;
  if (!orgId || sub.metadata.kind !== 'plan') return 'ignored';
  return db.runTransaction(async (tx) => {
    const { exists, orgPlan, stored } = await readPlan(tx, orgId);
    if (!exists) return 'ignored';
    // an older subscription of the organization (replaced) decides nothing
    if (stored.subscriptionId && stored.subscriptionId !== sub.id && ENDED.has(sub.status)) return 'ignored';
    const customerId = sub.customerId ?? stored.customerId ?? null;
    const updatedAt = FieldValue.serverTimestamp();
    if (ENDED.has(sub.status)) {
      tx.set(subscriptionRef(orgId), {
        customerId,
        subscriptionId: null,
        status: 'none',
        renews: false,
        currentPeriodEnd: null,
        pending: null,
        graceUntil: null,
        updatedAt,
      });
      tx.update(orgRef(orgId), { 'plan.name': 'FREE', 'plan.autoRenew': false });
      return 'ended';
    }
    // a first payment not made yet (Stripe's incomplete), or paused: nothing in force
    if (!PAST_DUE.has(sub.status) && sub.status !== 'active' && sub.status !== 'trialing') return 'ignored';
    const target = { plan: planOf(sub.plan), billing: billingOf(sub.billing) };
    const waiting =
      stored.subscriptionId === sub.id &&
      stored.pending &&
      stored.pending.plan === target.plan &&
      stored.pending.billing === target.billing &&
      sub.currentPeriodStart * 1000 < Date.parse(stored.pending.on);
    const inForce = waiting ? { plan: planOf(orgPlan?.name), billing: billingOf(orgPlan?.billing) } : target;
    const pastDue = PAST_DUE.has(sub.status);
    tx.set(subscriptionRef(orgId), {
      customerId,
      subscriptionId: sub.id,
      status: pastDue ? 'past_due' : 'active',
      renews: !sub.cancelAtPeriodEnd,
      currentPeriodEnd: iso(sub.currentPeriodEnd),
      pending: waiting ? stored.pending : null,
      graceUntil: pastDue ? (stored.graceUntil ?? graceEnd(new Date())) : null,
      updatedAt,
    });
    tx.update(orgRef(orgId), { 'plan.name': inForce.plan, 'plan.billing': inForce.billing, 'plan.autoRenew': !sub.cancelAtPeriodEnd });
    return pastDue ? 'pastDue' : 'applied';
  });
}
