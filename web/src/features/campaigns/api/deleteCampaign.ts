import { deleteCampaignContract } from '@tessera/domain/contracts/campaigns';
import { apiCall } from '../../../lib/api/client';

/** DELETE /v1/campaigns/one (header id): refused while it has registrations (SALE_HAS_REGISTRATIONS). */
export const deleteCampaign = (id: string) => apiCall(deleteCampaignContract, { headers: { id }, overlay: false });
