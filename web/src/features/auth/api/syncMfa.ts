import { apiCall } from '../../../lib/api/client';
import { syncMfaContract } from '@tessera/domain/contracts/users';

/** POST /v1/users/sync-mfa {timestamp}: records the SMS check; the server keeps its own clock and answers it. */
export const syncMfa = () => apiCall(syncMfaContract, { body: { timestamp: Date.now() } });
