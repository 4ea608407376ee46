import type { Route } from '../http/route';
import { checkSubscriptionPlan } from './checkPlan';
import { changeSubscriptionPlan } from './changePlan';
import { planRenewal } from './planRenewal';
import { localSubscriptionCycle } from './localCycle';

/** The organization's plan (docs/plans.md): /v1/payments/*-subscription-plan and plan-renewal. */
export const planRoutes: readonly Route[] = [checkSubscriptionPlan, changeSubscriptionPlan, planRenewal, localSubscriptionCycle];
