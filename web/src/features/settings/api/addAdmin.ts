import { addAdminContract } from '@tessera/domain/contracts/settings';
import type { AdminInput } from '@tessera/domain/settings/admins';
import { apiCall } from '../../../lib/api/client';

export const addAdmin = (admin: AdminInput) => apiCall(addAdminContract, { body: admin, overlay: false });
