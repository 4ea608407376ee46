import { adminAuth } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { requestLanguage } from '../http/language';
import { loadAccount } from '../accounts/account';
import { consumeCode, verifyCode } from '../verification/codes';
import { assertRecentSignIn } from './stepUp';
import { moveUsername } from './username';
import { queueUsernameUndo } from './usernameUndo';
import { changeUsernameConfirmContract } from '@tessera/domain/contracts/users';

/**
 * POST /v1/users/change-username-confirm {email, otp} — changing the username needs a code emailed to the new
 * address. From a recent sign-in (REAUTHENTICATION_REQUIRED) and with the code mailed to the new address
 * (change-username-send-code), the sign-in's email becomes `email` everywhere at once (username.ts), with the code
 * spent in the same transaction. The OLD address is mailed that the login changed, with a single-use link that
 * undoes it for some days (usernameUndo.ts, POST /auth/undo-username-change).
 */
export const changeUsernameConfirm = route(changeUsernameConfirmContract, async ({ body, principal, claims, req }) => {
  assertRecentSignIn(principal);
  const code = { email: body.email, purpose: 'change-username' as const, code: body.otp };
  await verifyCode(code);
  const previous = (await adminAuth.getUser(principal.uid)).email;
  if (previous === body.email) throw new ApiError('EMAIL_ALREADY_USED');
  const lang = (await loadAccount(principal.uid)).lang ?? requestLanguage(req);
  await moveUsername(principal.uid, previous, body.email, async (tx) => {
    await consumeCode(tx, code);
    if (previous) await queueUsernameUndo(tx, { uid: principal.uid, oldEmail: previous, newEmail: body.email, orgId: claims.org, lang });
  });
  return { email: body.email };
});
