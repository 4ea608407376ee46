import { deleteAdminContract } from '@tessera/domain/contracts/settings';
import type { AdminRole } from '@tessera/domain/settings/admins';
import { apiCall } from '../../../lib/api/client';

/** `role` is the role the screen shows: a profile whose role changed meanwhile is not removed (NOT_FOUND). */
export const deleteAdmin = (id: string, role: AdminRole) =>
  apiCall(deleteAdminContract, { headers: { id, 'user-role': role }, overlay: false });
