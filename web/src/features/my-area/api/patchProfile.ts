import type { ProfilePatchBody } from '@tessera/domain/entities/profile';
import { apiCall } from '../../../lib/api/client';
import { patchProfileContract } from '@tessera/domain/contracts/my-area';

/** PATCH /v1/profile/patch: own account fields (language, phone, display name) and own member fields (my-data). */
export const patchProfile = (patch: ProfilePatchBody) =>
  apiCall(patchProfileContract, {
    body: patch,
  });
