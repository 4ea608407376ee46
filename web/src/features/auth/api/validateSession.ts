import { apiCall } from '../../../lib/api/client';
import type { SessionAccount, SessionProfile } from './types';

export interface ValidateAnswer {
  accessToken: string;
  /** the server rewrote the claims: refresh the ID token */
  refresh: boolean;
  profile: SessionProfile | null;
  users: SessionProfile[];
  account: SessionAccount;
}

/** GET /auth/validate (spec §7). */
export const validateSession = () => apiCall<ValidateAnswer>('GET', '/auth/validate');
