import { registerCampaignContract } from '@tessera/domain/contracts/campaigns';
import type { RegistrationInput } from '@tessera/domain/campaigns/campaign';
import { apiCall } from '../../../lib/api/client';

/** POST /v1/campaigns/register (headers org, id): a public registration; the confirmation email carries the QR. */
export const registerCampaign = (org: string, id: string, body: RegistrationInput) =>
  apiCall(registerCampaignContract, { headers: { org, id }, body, overlay: false });
