import { apiCall } from '../../../lib/api/client';

/** POST /v1/users/sync-mfa {timestamp}: records the SMS check; the server keeps its own clock and answers it. */
export const syncMfa = () => apiCall<{ last_mfa: number }>('POST', '/v1/users/sync-mfa', { body: { timestamp: Date.now() } });
