import { syncOrgContract } from '@tessera/domain/contracts/settings';
import type { PublicInfoInput } from '@tessera/domain/settings/publicInfo';
import { apiCall } from '../../../lib/api/client';

export const syncOrg = (publicInfo: PublicInfoInput) => apiCall(syncOrgContract, { body: { publicInfo }, overlay: false });
