import { apiCall } from '../../../lib/api/client';
import type { SessionAccount } from '../../auth/api/types';

/** GET /v1/users/disable-mfa: needs a recent sign-in and an SMS check just made; `refresh`: the claims changed. */
export const disableMfa = () => apiCall<{ account: SessionAccount; refresh: boolean }>('GET', '/v1/users/disable-mfa');
