import { FieldValue } from 'firebase-admin/firestore';
import { checkSubscriptionPlanContract } from '@tessera/domain/contracts/plans';
import { route } from '../http/route';
import { applySubscription, currentPlan, planView, subscriptionRef } from './subscriptionRecord';
import { subscriptionProvider } from '../payments/providers/subscriptionProviders';

/**
 * GET /v1/payments/check-subscription-plan — the plan as it is. Back from a checkout before the provider's event, it
 * asks the provider which subscription the checkout made and applies it (the event, later, changes nothing more).
 */
export const checkSubscriptionPlan = route(checkSubscriptionPlanContract, async ({ claims }) => {
  const { view, stored } = await currentPlan(claims.org);
  // the usual case: one read of the organization and its subscription
  if (!stored.checkoutId) return { subscription: view };
  const provider = subscriptionProvider();
  const id = await provider.subscriptionOfCheckout(stored.checkoutId);
  const sub = id ? await provider.retrieveSubscription(id) : null;
  if (!sub) return { subscription: view };
  await applySubscription(sub);
  await subscriptionRef(claims.org).update({ checkoutId: null, updatedAt: FieldValue.serverTimestamp() });
  return { subscription: await planView(claims.org) };
});
