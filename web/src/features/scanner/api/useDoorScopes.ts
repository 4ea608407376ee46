import { orgCol } from '@tessera/domain/paths';
import type { Live } from '../../../lib/data/live';
import { useLiveCollection } from '../../../lib/data/useLiveCollection';

/** How many of the latest activities and campaigns the door device's scope offers (older ones are over). */
export const DOOR_SCOPE_CHOICES = 50;

export interface DoorScopeChoice {
  id: string;
  name: string;
}

/**
 * The organization's latest activities (by day) and campaigns (by start), live, for a door device's scope. Every
 * scanning role reads the activities; the campaigns only the roles of the campaign area (the rules refuse the others:
 * their list is then empty, and their choice the activities and the cards).
 */
export function useDoorScopes(orgId: string): { sales: Live<DoorScopeChoice[]>; campaigns: Live<DoorScopeChoice[]> } {
  const sales = useLiveCollection<DoorScopeChoice>(orgCol(orgId, 'sales'), {
    order: [{ field: 'saleDate', direction: 'desc' }],
    limit: DOOR_SCOPE_CHOICES,
  });
  const campaigns = useLiveCollection<DoorScopeChoice>(orgCol(orgId, 'campaigns'), {
    order: [{ field: 'startDate', direction: 'desc' }],
    limit: DOOR_SCOPE_CHOICES,
  });
  return { sales, campaigns };
}
