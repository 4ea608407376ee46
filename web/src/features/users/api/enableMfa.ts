import { apiCall } from '../../../lib/api/client';
import { enableMfaContract } from '@tessera/domain/contracts/users';

/**
 * POST /v1/users/enable-mfa: needs a phone number on the account (else MISSING_PHONE_NUMBER), a recent sign-in and
 * an SMS check of that number just made; `refresh`: the claims changed.
 */
export const enableMfa = () => apiCall(enableMfaContract);
