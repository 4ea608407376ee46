import { accountPath } from '@tessera/domain/paths';
import { adminAuth, db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { rewriteRestriction } from '../accounts/sessionClaims';
import { queuePasswordChangedMail } from './passwordChangedMail';
import { forcedPasswordChangeContract } from '@tessera/domain/contracts/users';

/**
 * POST /v1/users/forced-password-change {password} — the change an admin reset forces at first access:
 * allowed only while the account carries mustChangePassword (else NOT_ENABLED), with the rules of the
 * recover panel the client shows for it. The flag is cleared after the password is set, so a failure leaves it on.
 * Setting a password ends the other sessions: the client signs in again with the new one, whose token no longer
 * carries the restriction. It is the one step a session restricted by the forced change may take (besides validate
 * and logout); a second factor due comes first (SESSION_RESTRICTED). The address is mailed that the password changed,
 * as after any change (passwordChangedMail.ts).
 */
export const forcedPasswordChange = route(forcedPasswordChangeContract, async ({ principal, claims, body, req }) => {
  const ref = db.doc(accountPath(principal.uid));
  if ((await ref.get()).get('mustChangePassword') !== true) throw new ApiError('NOT_ENABLED');
  await adminAuth.updateUser(principal.uid, { password: body.password });
  await ref.set({ mustChangePassword: false }, { merge: true });
  await rewriteRestriction(principal.uid);
  await queuePasswordChangedMail({ uid: principal.uid }, claims.org, req);
  return { done: true };
});
