import { doorCampaignsContract } from '@tessera/domain/contracts/scanner';
import { DOOR_SCOPE_CHOICES } from '@tessera/domain/scanner/doorList';
import { orgPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { route } from '../http/route';
import { campaigns } from '../campaigns/campaignStore';
import { scannerPreferences } from './access';

/**
 * GET /v1/scanner/campaigns — the campaigns a door device may check, for every scanning role. The rules keep the
 * campaigns themselves for the campaign area's roles (their forms, texts and registrations); the door staff get the
 * name and dates they choose by, read here with a field mask so nothing else leaves the server.
 */
export const doorCampaigns = route(doorCampaignsContract, async ({ claims }) => {
  scannerPreferences(await db.doc(orgPath(claims.org)).get(), claims.role);
  const latest = await campaigns(claims.org)
    .orderBy('startDate', 'desc')
    .limit(DOOR_SCOPE_CHOICES)
    .select('name', 'startDate', 'endDate')
    .get();
  return {
    campaigns: latest.docs.map((c) => ({
      id: c.id,
      name: String(c.get('name') ?? ''),
      startDate: String(c.get('startDate') ?? ''),
      endDate: String(c.get('endDate') ?? ''),
    })),
  };
});
