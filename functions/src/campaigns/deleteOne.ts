import { deleteCampaignContract } from '@tessera/domain/contracts/campaigns';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { auditActor, recordChange } from '../shared/audit';
import { route } from '../http/route';
import { readCampaign } from './campaignStore';

/**
 * DELETE /v1/campaigns/one (header id) — only a campaign nobody registered for: registrations are people's data and
 * the campaign's history (SALE_HAS_REGISTRATIONS). The month's count stays: the plan counts campaigns created.
 */
export const deleteCampaign = route(deleteCampaignContract, async ({ claims, principal, headers }) =>
  db.runTransaction(async (tx) => {
    const existing = await readCampaign(tx, claims.org, headers.id);
    if ((existing.data.registered ?? 0) > 0) throw new ApiError('SALE_HAS_REGISTRATIONS');
    tx.delete(existing.ref);
    recordChange(tx, claims.org, {
      type: 'campaignDeleted',
      by: auditActor(principal, claims),
      target: headers.id,
      before: { ...existing.data },
      after: null,
    });
    return { deleted: true as const };
  }),
);
