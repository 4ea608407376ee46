import { orgCol } from '@tessera/domain/paths';
import type { Live } from '../../../lib/data/live';
import { useLiveCollection } from '../../../lib/data/useLiveCollection';

/** Campaigns the recipients select offers: the latest by start day (older ones are rarely mailed again). */
export const CAMPAIGN_CHOICES = 100;

export interface CampaignChoice {
  id: string;
  name: string;
  startDate?: string;
  registered?: number;
}

/** The organization's latest campaigns, live, for choosing one whose registrants receive a mailshot. */
export const useCampaignChoices = (orgId: string): Live<CampaignChoice[]> =>
  useLiveCollection<CampaignChoice>(orgCol(orgId, 'campaigns'), {
    order: [{ field: 'sortKeys.startDate', direction: 'desc' }],
    limit: CAMPAIGN_CHOICES,
  });
