import { apiCall } from '../../../lib/api/client';
import type { SessionAccount } from '../../auth/api/types';

/** POST /v1/users/enable-mfa: needs a phone number on the account (else MISSING_PHONE_NUMBER). */
export const enableMfa = () => apiCall<{ account: SessionAccount }>('POST', '/v1/users/enable-mfa');
