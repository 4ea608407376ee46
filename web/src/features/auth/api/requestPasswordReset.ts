import { apiCall } from '../../../lib/api/client';
import { recoverPasswordContract } from '@tessera/domain/contracts/auth';

/** GET /auth/recover-password (header email): the server mails the reset link. */
export const requestPasswordReset = (email: string) => apiCall(recoverPasswordContract, { headers: { email } });
