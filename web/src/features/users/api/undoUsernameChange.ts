import { apiCall } from '../../../lib/api/client';
import { undoUsernameChangeContract } from '@tessera/domain/contracts/auth';

/** POST /auth/undo-username-change {token}: the old email becomes the login again; every session of the sign-in ends. */
export const undoUsernameChange = (token: string) => apiCall(undoUsernameChangeContract, { body: { token } });
