import type { ListRequest } from '@tessera/domain/lists/query';
import { campaignList, type CampaignFilterKey, type CampaignSortKey, type ListSpec } from '@tessera/domain/lists/specs';
import { orgCol } from '@tessera/domain/paths';
import type { Live } from '../../../lib/data/live';
import { useUnfilteredTotal } from '../../../lib/data/useListTotal';
import { useLiveCollection } from '../../../lib/data/useLiveCollection';
import { useLiveDocument } from '../../../lib/data/useLiveDocument';
import { usePagedQuery, type StoredData } from '../../../lib/data/usePagedQuery';
import { campaignFromStored } from '../campaign';
import { activeMonths } from '@tessera/domain/campaigns/campaign';

/** One page of the organization's campaigns, live (the campaign roles read them all: no group scope). */
export const useCampaignsPage = (orgId: string, request: Omit<ListRequest<CampaignFilterKey, CampaignSortKey>, 'scope' | 'page'>) =>
  usePagedQuery(orgId, campaignList, { ...request, scope: { kind: 'all' } }, campaignFromStored);

/** How many campaigns the organization has (a count() aggregation). */
export const useCampaignsTotal = (orgId: string) => useUnfilteredTotal(orgId, campaignList as ListSpec, { kind: 'all' });

/** One campaign, live. */
export const useCampaign = (orgId: string, id: string) => useLiveDocument<StoredData>(`${orgCol(orgId, 'campaigns')}/${id}`);

/** Most campaigns one calendar range reads. */
export const CALENDAR_LIMIT = 500;

type CalendarRow = StoredData & { id: string };

/**
 * The campaigns a calendar range shows, live: those running in any month the range touches (the stored
 * `activeMonths`, however long before the range they started; never the whole collection). `range` null: none yet.
 */
export function useCampaignsInRange(orgId: string, range: { from: string; to: string } | null): Live<CalendarRow[]> {
  return useLiveCollection<CalendarRow>(orgCol(orgId, 'campaigns'), {
    // no order: the calendar places the events itself, and the array filter alone needs no composite index
    filters: range ? [{ field: 'activeMonths', op: 'array-contains-any', value: activeMonths(range.from, range.to) }] : null,
    limit: CALENDAR_LIMIT,
  });
}
