import { apiCall } from '../../../lib/api/client';
import type { SessionAccount } from '../../auth/api/types';

/** GET /v1/users/disable-mfa */
export const disableMfa = () => apiCall<{ account: SessionAccount }>('GET', '/v1/users/disable-mfa');
