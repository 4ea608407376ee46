import { checkSubscriptionPlanContract } from '@tessera/domain/contracts/plans';
import { apiCall } from '../../../lib/api/client';

/** GET /v1/payments/check-subscription-plan: the organization's plan, its billing and what happens next. */
export const checkPlan = async () => (await apiCall(checkSubscriptionPlanContract, { overlay: false })).subscription;
