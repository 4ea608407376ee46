import { apiCall } from '../api/client';
import { logoutContract } from '@tessera/domain/contracts/auth';

/** GET /auth/logout. */
export const logoutSession = () => apiCall(logoutContract);
