import { orgCol } from '@tessera/domain/paths';
import type { WaitlistState } from '@tessera/domain/entities/waitlist';
import type { Filter, Live } from '../../../lib/data/live';
import { useLiveCollection } from '../../../lib/data/useLiveCollection';
import { REGISTRATIONS_SHOWN } from './useRegistrations';

export interface WaitingRow {
  id: string;
  holder?: string;
  priceName: string;
  quantity: number;
  status: WaitlistState;
  joinedAt: Date | null;
  offerExpiresAt?: Date;
}

/**
 * Who waits for the item's seats in the caller's scope (lib/data/scopeFilters: a group admin sees its groups' members
 * only, as the rules require), first in line first, live (in line or offered seats; bounded as the registrations).
 */
export const useWaitingList = (orgId: string, saleId: string, scope: Filter[] | null): Live<WaitingRow[]> =>
  useLiveCollection<WaitingRow>(`${orgCol(orgId, 'sales')}/${saleId}/waitlist`, {
    filters: scope && [...scope, { field: 'status', op: 'in', value: ['WAITING', 'OFFERED'] }],
    order: [{ field: 'joinedAt', direction: 'asc' }],
    limit: REGISTRATIONS_SHOWN,
  });
