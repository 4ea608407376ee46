import type { Plan } from '@tessera/domain/constants';
import { changeSubscriptionPlanContract } from '@tessera/domain/contracts/plans';
import type { Billing } from '@tessera/domain/plans/plans';
import { apiCall } from '../../../lib/api/client';

/**
 * POST /v1/payments/change-subscription-plan: answers how the change is made (`start`: the checkout `url` to go to;
 * `now`, `periodEnd`, `same`) and the subscription as it now is.
 */
export const changePlan = (plan: Plan, billing: Billing, lang: 'it' | 'en') =>
  apiCall(changeSubscriptionPlanContract, { body: { plan, billing, lang }, overlay: false });
