import { apiCall } from '../../../lib/api/client';

/** GET /auth/logout (spec §7). */
export const logoutSession = () => apiCall<{ ok: boolean }>('GET', '/auth/logout');
