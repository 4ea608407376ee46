import { createOrganizationContract } from '@tessera/domain/contracts/organizations';
import type { OrganizationInput } from '@tessera/domain/settings/organizations';
import { apiCall } from '../../../lib/api/client';

export const createOrganization = (input: OrganizationInput) => apiCall(createOrganizationContract, { body: input, overlay: false });
