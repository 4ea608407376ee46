import type { ListRequest } from '@tessera/domain/lists/query';
import { campaignList, type CampaignFilterKey, type CampaignSortKey, type ListSpec } from '@tessera/domain/lists/specs';
import { orgCol } from '@tessera/domain/paths';
import type { Live } from '../../../lib/data/live';
import { useUnfilteredTotal } from '../../../lib/data/useListTotal';
import { useLiveCollection } from '../../../lib/data/useLiveCollection';
import { useLiveDocument } from '../../../lib/data/useLiveDocument';
import { usePagedQuery, type StoredData } from '../../../lib/data/usePagedQuery';
import { campaignFromStored, daysBefore } from '../campaign';

/** One page of the organization's campaigns, live (the campaign roles read them all: no group scope). */
export const useCampaignsPage = (orgId: string, request: Omit<ListRequest<CampaignFilterKey, CampaignSortKey>, 'scope' | 'page'>) =>
  usePagedQuery(orgId, campaignList, { ...request, scope: { kind: 'all' } }, campaignFromStored);

/** How many campaigns the organization has (a count() aggregation). */
export const useCampaignsTotal = (orgId: string) => useUnfilteredTotal(orgId, campaignList as ListSpec, { kind: 'all' });

/** One campaign, live. */
export const useCampaign = (orgId: string, id: string) => useLiveDocument<StoredData>(`${orgCol(orgId, 'campaigns')}/${id}`);

/** The longest a campaign shown in a calendar range may have started before it (its start day is what is queried). */
export const CALENDAR_LOOKBACK_DAYS = 31;
/** Most campaigns one calendar range reads. */
export const CALENDAR_LIMIT = 500;

type CalendarRow = StoredData & { id: string };

/**
 * The campaigns a calendar range shows, live: those starting in it or up to CALENDAR_LOOKBACK_DAYS before (queried by
 * the stored start day, never the whole collection), kept when they end in the range or later. `range` null: none yet.
 */
export function useCampaignsInRange(orgId: string, range: { from: string; to: string } | null): Live<CalendarRow[]> {
  return useLiveCollection<CalendarRow>(orgCol(orgId, 'campaigns'), {
    filters: range
      ? [
          { field: 'sortKeys.startDate', op: '>=', value: daysBefore(range.from, CALENDAR_LOOKBACK_DAYS) },
          { field: 'sortKeys.startDate', op: '<=', value: range.to },
        ]
      : null,
    order: [{ field: 'sortKeys.startDate', direction: 'asc' }],
    limit: CALENDAR_LIMIT,
  });
}
