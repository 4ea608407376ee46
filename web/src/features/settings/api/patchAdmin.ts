import { patchAdminContract } from '@tessera/domain/contracts/settings';
import type { AdminPatch } from '@tessera/domain/settings/admins';
import { apiCall } from '../../../lib/api/client';

export const patchAdmin = (id: string, change: AdminPatch) =>
  apiCall(patchAdminContract, { headers: { id }, body: change, overlay: false });
