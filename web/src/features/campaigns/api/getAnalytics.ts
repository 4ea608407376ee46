import { campaignAnalyticsContract } from '@tessera/domain/contracts/campaigns';
import { apiCall } from '../../../lib/api/client';

/** GET /v1/campaigns/analytics: one campaign's numbers (id), or those of the newest campaigns. */
export const getCampaignAnalytics = (id?: string) => apiCall(campaignAnalyticsContract, { headers: id ? { id } : {}, overlay: false });
