import { doorCampaignsContract } from '@tessera/domain/contracts/scanner';
import { DOOR_SCOPE_CHOICES } from '@tessera/domain/scanner/doorList';
import { orgCol } from '@tessera/domain/paths';
import { apiCall } from '../../../lib/api/client';
import { useApiQuery } from '../../../lib/api/useApiQuery';
import type { Live } from '../../../lib/data/live';
import { useLiveCollection } from '../../../lib/data/useLiveCollection';

export interface DoorScopeChoice {
  id: string;
  name: string;
}

const doorCampaigns = async (): Promise<DoorScopeChoice[]> => (await apiCall(doorCampaignsContract, { overlay: false })).campaigns;

/**
 * The organization's latest activities (by day, live: every scanning role reads them) and campaigns (by start, from
 * the scanner's API: the rules keep the campaigns for the campaign area's roles, but every scanning role checks their
 * registrants in), for a door device's scope.
 */
export function useDoorScopes(orgId: string): { sales: Live<DoorScopeChoice[]>; campaigns: Live<DoorScopeChoice[]> } {
  const sales = useLiveCollection<DoorScopeChoice>(orgCol(orgId, 'sales'), {
    order: [{ field: 'saleDate', direction: 'desc' }],
    limit: DOOR_SCOPE_CHOICES,
  });
  const campaigns = useApiQuery(`door-campaigns:${orgId}`, doorCampaigns);
  return { sales, campaigns };
}
