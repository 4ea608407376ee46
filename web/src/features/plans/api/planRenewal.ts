import { planRenewalContract } from '@tessera/domain/contracts/plans';
import { apiCall } from '../../../lib/api/client';

/** PATCH /v1/payments/plan-renewal: whether the paid plan renews at the end of its period; answers the subscription. */
export const setPlanRenewal = async (renews: boolean) =>
  (await apiCall(planRenewalContract, { body: { renews }, overlay: false })).subscription;
