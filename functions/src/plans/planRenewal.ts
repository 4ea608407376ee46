import { planRenewalContract } from '@tessera/domain/contracts/plans';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { applySubscription, currentPlan, planView } from './subscriptionRecord';
import { subscriptionProvider } from '../payments/providers/subscriptionProviders';

/** PATCH /v1/payments/plan-renewal {renews} — the paid plan renews at the period's end, or ends then (FREE follows). */
export const planRenewal = route(planRenewalContract, async ({ claims, principal, body }) => {
  const { view: current, stored } = await currentPlan(claims.org);
  if (current.status === 'none' || !stored.subscriptionId) throw new ApiError('NOT_FOUND');
  if (current.renews !== body.renews) {
    await applySubscription(await subscriptionProvider().setRenewal(stored.subscriptionId, body.renews));
    await db.runTransaction(async (tx) =>
      recordChange(tx, claims.org, {
        type: 'planChanged',
        by: auditActor(principal, claims),
        target: 'plan',
        before: { renews: current.renews },
        after: { renews: body.renews },
      }),
    );
  }
  return { subscription: await planView(claims.org) };
});
