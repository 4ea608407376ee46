import { apiCall } from '../api/client';
import { logoutContract } from '@tessera/domain/contracts/auth';

/** GET /auth/logout (spec §7). */
export const logoutSession = () => apiCall(logoutContract);
