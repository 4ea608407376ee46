import { apiCall } from '../../../lib/api/client';

/** GET /auth/recover-password (header email): the server mails the reset link (spec §4 Recover step 1). */
export const requestPasswordReset = (email: string) => apiCall<{ sent: boolean }>('GET', '/auth/recover-password', { headers: { email } });
