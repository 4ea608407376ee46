import type { ProfilePatchBody } from '@tessera/domain/entities/profile';
import { apiCall } from '../../../lib/api/client';
import type { SessionAccount } from '../../auth/api/types';

/** PATCH /v1/profile/patch: own account fields (language, phone, display name) and own member fields (my-data). */
export const patchProfile = (patch: ProfilePatchBody) =>
  apiCall<{ account: SessionAccount; member?: Record<string, unknown>; data_updated: boolean }>('PATCH', '/v1/profile/patch', {
    body: patch,
  });
