import { z } from 'zod';
import { accountPath } from '@tessera/domain/paths';
import { recoverPasswordField } from '@tessera/domain/forms/recover';
import { adminAuth, db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { accountRoute } from '../http/route';

const body = z.object({ password: recoverPasswordField }, { error: 'validation.required' });

/**
 * POST /v1/users/forced-password-change {password} — the change an admin reset forces at first access
 * (spec §5): allowed only while the account carries mustChangePassword (else NOT_ENABLED), with the rules of the
 * recover panel the client shows for it. The flag is cleared after the password is set, so a failure leaves it on.
 * Setting a password ends the other sessions: the client signs in again with the new one.
 */
export const forcedPasswordChange = accountRoute({
  method: 'POST',
  path: '/v1/users/forced-password-change',
  body,
  async handle({ principal, body }) {
    const ref = db.doc(accountPath(principal.uid));
    if ((await ref.get()).get('mustChangePassword') !== true) throw new ApiError('NOT_ENABLED');
    await adminAuth.updateUser(principal.uid, { password: body.password });
    await ref.set({ mustChangePassword: false }, { merge: true });
    return { done: true };
  },
});
