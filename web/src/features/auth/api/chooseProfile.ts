import { apiCall } from '../../../lib/api/client';
import type { SessionProfile } from './types';

/** POST /auth/choose-profile: makes the profile current (its claims go on the token). */
export const chooseProfile = (profileId: string) =>
  apiCall<{ refresh: boolean; profile: SessionProfile }>('POST', '/auth/choose-profile', { body: { profileId } });
