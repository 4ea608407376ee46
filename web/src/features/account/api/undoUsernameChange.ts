import { apiCall } from '../../../lib/api/client';

/** POST /auth/undo-username-change {token}: the old email becomes the login again; every session of the sign-in ends. */
export const undoUsernameChange = (token: string) => apiCall<{ email: string }>('POST', '/auth/undo-username-change', { body: { token } });
