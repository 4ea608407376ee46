import { apiCall } from '../../../lib/api/client';
import { disableMfaContract } from '@tessera/domain/contracts/users';

/** GET /v1/users/disable-mfa: needs a recent sign-in and an SMS check just made; `refresh`: the claims changed. */
export const disableMfa = () => apiCall(disableMfaContract);
