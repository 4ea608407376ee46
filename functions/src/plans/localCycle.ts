import { localSubscriptionCycleContract } from '@tessera/domain/contracts/plans';
import { col } from '@tessera/domain/paths';
import { onEmulator, STRIPE_SECRET_KEY } from '../config';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { db } from '../shared/admin';
import { cycleLocalSubscription } from '../payments/providers/localSubscriptions';

/** POST /v1/payments/local-subscription-cycle {subscription, outcome} — the local stand-in's renewal (emulator, no Stripe key). */
export const localSubscriptionCycle = route(localSubscriptionCycleContract, async ({ body }) => {
  if (!onEmulator() || STRIPE_SECRET_KEY.value()) throw new ApiError('NOT_FOUND');
  if (!(await db.doc(`${col.localSubscriptions}/${body.subscription}`).get()).exists) throw new ApiError('NOT_FOUND');
  return { status: await cycleLocalSubscription(body.subscription, body.outcome) };
});
