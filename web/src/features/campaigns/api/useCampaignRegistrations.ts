import { orgCol } from '@tessera/domain/paths';
import type { Live } from '../../../lib/data/live';
import { useLiveCollection } from '../../../lib/data/useLiveCollection';

export interface CampaignRegistrationRow {
  id: string;
  email: string;
  name: string;
  surname: string;
  answers?: Record<string, string | number | string[]>;
  source?: string | null;
  lang?: string;
  createdAt: Date | null;
}

/** The registrations one page of the campaign's list reads; "show more" reads one page more. */
export const REGISTRATIONS_PAGE = 25;

/** A campaign's first `shown` registrations, the newest first, live (one more is read to know whether more exist). */
export const useCampaignRegistrations = (orgId: string, campaignId: string, shown: number): Live<CampaignRegistrationRow[]> =>
  useLiveCollection<CampaignRegistrationRow>(`${orgCol(orgId, 'campaigns')}/${campaignId}/registrations`, {
    order: [{ field: 'createdAt', direction: 'desc' }],
    limit: shown + 1,
  });
