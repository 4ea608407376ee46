import { campaignAnalyticsContract } from '@tessera/domain/contracts/campaigns';
import { apiCall } from '../../../lib/api/client';

/** Which campaigns a view covers: one (id), or the newest starting within from…to (empty ends are open). */
export interface AnalyticsScope {
  id?: string;
  from?: string;
  to?: string;
}

/** The scope without its empty parts, as the headers and the export's body take it. */
export const scopeParts = (scope: AnalyticsScope) =>
  Object.fromEntries(Object.entries(scope).filter(([, v]) => Boolean(v))) as AnalyticsScope;

/** GET /v1/campaigns/analytics: one campaign's numbers, or those of the newest campaigns of a range. */
export const getCampaignAnalytics = (scope: AnalyticsScope) =>
  apiCall(campaignAnalyticsContract, { headers: scopeParts(scope), overlay: false });
