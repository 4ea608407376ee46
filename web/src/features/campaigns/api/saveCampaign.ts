import { saveCampaignContract } from '@tessera/domain/contracts/campaigns';
import type { CampaignInput } from '@tessera/domain/campaigns/campaign';
import { apiCall } from '../../../lib/api/client';

/** POST /v1/campaigns/one: a new campaign, or (header id) the form's fields over an existing one. */
export const saveCampaign = (id: string | null, body: CampaignInput) =>
  apiCall(saveCampaignContract, { headers: id ? { id } : {}, body, overlay: false });
