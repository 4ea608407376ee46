import { FieldValue } from 'firebase-admin/firestore';
import { PLANS, type Plan } from '@tessera/domain/constants';
import { changeSubscriptionPlanContract } from '@tessera/domain/contracts/plans';
import { PLAN_PRICES, planChange, type Billing, type PlanChange } from '@tessera/domain/plans/plans';
import { ApiError } from '../http/apiError';
import { requestLanguage } from '../http/language';
import { route } from '../http/route';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { applySubscription, currentPlan, orgRef, planView, readPlan, subscriptionRef } from './subscriptionRecord';
import { subscriptionProvider } from '../payments/providers/subscriptionProviders';
import { returnPage } from '../payments/providers/returnPage';

/**
 * POST /v1/payments/change-subscription-plan {plan, billing, lang?} — how is `planChange`'s (domain plans/plans.ts).
 * A plan with no subscription behind it (FREE, or one the platform granted) starts one through a checkout; FREE from a
 * granted plan is at once. The provider's answer to a change is applied at once (its event, applied again, changes
 * nothing). A lower plan waits for the period's end as `pending`, written before the provider is asked, so that the
 * provider's event, whenever it comes, finds it.
 */
export const changeSubscriptionPlan = route(changeSubscriptionPlanContract, async ({ claims, principal, body, req }) => {
  if (!(PLANS as readonly string[]).includes(body.plan)) throw new ApiError('PLAN_NOT_FOUND');
  const to = { plan: body.plan as Plan, billing: body.billing };
  const orgId = claims.org;
  const { view: current, stored } = await currentPlan(orgId);
  const subscriptionId = current.status === 'none' ? null : (stored.subscriptionId ?? null);
  const audit = (after: Record<string, unknown>) =>
    db.runTransaction(async (tx) => {
      recordChange(tx, orgId, {
        type: 'planChanged',
        by: auditActor(principal, claims),
        target: 'plan',
        before: { plan: current.plan, billing: current.billing },
        after,
      });
    });
  const answer = async (change: PlanChange, url: string | null = null) => ({ change, url, subscription: await planView(orgId) });

  if (!subscriptionId) {
    if (to.plan === 'FREE') {
      if (current.plan === 'FREE') return answer('same');
      // a plan the platform granted, given up: nothing is paid for it, so it ends now
      await orgRef(orgId).update({ 'plan.name': 'FREE', 'plan.autoRenew': false });
      await audit({ plan: 'FREE', billing: current.billing });
      return answer('now');
    }
    const provider = subscriptionProvider();
    const session = await provider.createSubscriptionCheckout({
      plan: to.plan,
      billing: to.billing,
      amount: PLAN_PRICES[to.plan][to.billing],
      email: principal.email ?? '',
      customerId: stored.customerId ?? null,
      successUrl: returnPage('/settings/plan?checkout={CHECKOUT_SESSION_ID}'),
      cancelUrl: returnPage('/settings/plan?checkout=cancelled'),
      metadata: { org: orgId, kind: 'plan', plan: to.plan, billing: to.billing },
      lang: body.lang ?? requestLanguage(req),
    });
    await subscriptionRef(orgId).set({ checkoutId: session.id, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
    return answer('start', session.url);
  }

  const provider = subscriptionProvider();
  const kind = planChange(current, to);
  const amount = (p: { plan: Plan; billing: Billing }) => PLAN_PRICES[p.plan][p.billing];
  if (kind === 'same') {
    // the plan in force chosen again takes back what was waiting for the period's end
    if (!current.pending) return answer('same');
    await subscriptionRef(orgId).update({ pending: null });
    const sub =
      current.pending.plan === 'FREE'
        ? await provider.setRenewal(subscriptionId, true)
        : await provider.changeSubscription(subscriptionId, { ...current, amount: amount(current), prorate: false });
    await applySubscription(sub);
    await audit({ plan: current.plan, billing: current.billing, pending: null });
    return answer('same');
  }
  if (kind === 'now') {
    await subscriptionRef(orgId).update({ pending: null });
    await applySubscription(await provider.changeSubscription(subscriptionId, { ...to, amount: amount(to), prorate: true }));
    await audit(to);
    return answer('now');
  }
  // periodEnd
  if (to.plan === 'FREE') {
    await applySubscription(await provider.setRenewal(subscriptionId, false));
    await audit({ pending: 'FREE' });
    return answer('periodEnd');
  }
  const pending = await db.runTransaction(async (tx) => {
    const { stored: now } = await readPlan(tx, orgId);
    const on = now.currentPeriodEnd ?? new Date().toISOString();
    tx.update(subscriptionRef(orgId), { pending: { ...to, on } });
    return { ...to, on };
  });
  try {
    await applySubscription(await provider.changeSubscription(subscriptionId, { ...to, amount: amount(to), prorate: false }));
  } catch (e) {
    await subscriptionRef(orgId).update({ pending: null });
    throw e;
  }
  await audit({ pending });
  return answer('periodEnd');
});
