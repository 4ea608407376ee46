import { orgCol } from '@tessera/domain/paths';
import { registrationList } from '@tessera/domain/lists/specs';
import type { Filter, Live } from '../../../lib/data/live';
import { useLiveCollection } from '../../../lib/data/useLiveCollection';

export interface RegistrationRow {
  id: string;
  holder: string;
  /** a family member's seat: the member who registered them */
  familyOf?: string | null;
  priceName: string;
  amount: number;
  quantity: number;
  mode: string;
  paymentId: string | null;
  cancelled: boolean;
  /** seats held while the member pays in the marketplace's checkout (stored only while true) */
  held?: boolean;
  createdAt: Date | null;
}

/** The registrations an item page shows at once: an item's registrations are bounded by its seats. */
export const REGISTRATIONS_SHOWN = 200;

/**
 * An item's registrations in the caller's scope (lib/data/scopeFilters: a group admin reads its groups' members'
 * registrations only, as the rules require), the newest first, live.
 */
export const useRegistrations = (orgId: string, saleId: string, scope: Filter[] | null): Live<RegistrationRow[]> =>
  useLiveCollection<RegistrationRow>(`${orgCol(orgId, 'sales')}/${saleId}/registrations`, {
    filters: scope,
    // the spec's order, whose index with the group scope npm run indexes derives
    order: [{ field: registrationList.sorts.createdAt, direction: registrationList.defaultSort.dir }],
    limit: REGISTRATIONS_SHOWN,
  });
