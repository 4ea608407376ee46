import { setOrganizationStatusContract } from '@tessera/domain/contracts/organizations';
import { apiCall } from '../../../lib/api/client';

export const setOrganizationStatus = (id: string, suspended: boolean) =>
  apiCall(setOrganizationStatusContract, { headers: { id }, body: { suspended }, overlay: false });
