import { adminAuth, db } from '../shared/admin';
import { route } from '../http/route';
import { consumeCode, verifyCode } from '../verification/codes';
import { accountEmail } from './accountEmail';
import { assertRecentSignIn } from './stepUp';
import { queuePasswordChangedMail } from './passwordChangedMail';
import { changePasswordContract } from '@tessera/domain/contracts/users';

/**
 * POST /v1/users/change-password {password, otp}: the new password (the general rule: at least 6,
 * lower, upper, number) with the code mailed to the sign-in's email, from a recent sign-in (else
 * REAUTHENTICATION_REQUIRED: the web re-authenticates with the current password first). The code is spent before
 * the password is set: a code can never set two passwords, and a failure to set it leaves the old password working.
 * Setting a password ends the sign-in's sessions: the web signs in again with the new one. The sign-in's address is
 * then mailed that the password changed (passwordChangedMail.ts).
 */
export const changePassword = route(changePasswordContract, async ({ body, principal, claims, req }) => {
  assertRecentSignIn(principal);
  const email = await accountEmail(principal.uid);
  const code = { email, purpose: 'change-password' as const, code: body.otp };
  await verifyCode(code);
  await db.runTransaction((tx) => consumeCode(tx, code));
  await adminAuth.updateUser(principal.uid, { password: body.password });
  await queuePasswordChangedMail({ uid: principal.uid, email }, claims.org, req);
  return { done: true };
});
