import { publicCampaignContract } from '@tessera/domain/contracts/campaigns';
import type { AnswerOf } from '@tessera/domain/contracts/contract';
import { apiCall } from '../../../lib/api/client';

export type PublicCampaign = AnswerOf<typeof publicCampaignContract>;

/** GET /v1/campaigns/public (headers org, id): a published campaign's public page; no sign-in. */
export const getPublicCampaign = (org: string, id: string) => apiCall(publicCampaignContract, { headers: { org, id }, overlay: false });
