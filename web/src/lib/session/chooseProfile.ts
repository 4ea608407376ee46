import { apiCall } from '../api/client';
import { chooseProfileContract } from '@tessera/domain/contracts/auth';

/** POST /auth/choose-profile: makes the profile current (its claims go on the token). */
export const chooseProfile = (profileId: string) => apiCall(chooseProfileContract, { body: { profileId } });
