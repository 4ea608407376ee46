import { loadAccount } from '../accounts/account';
import { route } from '../http/route';
import { requestLanguage } from '../http/language';
import { sendEmailCode } from '../verification/send';
import { usernameTaken } from './usernameTaken';
import { clientAddress } from '../http/clientAddress';
import { changeUsernameSendCodeContract } from '@tessera/domain/contracts/users';

/**
 * POST /v1/users/change-username-send-code {email} → {sent}: mails a code (purpose change-username) to the NEW
 * address, proving the person reads it. sent:false when the address is taken (the web shows
 * auth/email-already-exists); rate-limited per email and per network address first (TOO_MANY_REQUESTS).
 */
export const changeUsernameSendCode = route(changeUsernameSendCodeContract, async ({ body, principal, claims, req }) => {
  const account = await loadAccount(principal.uid);
  const sent = await sendEmailCode(
    {
      orgId: claims.org,
      email: body.email,
      purpose: 'change-username',
      lang: account.lang ?? requestLanguage(req),
      ip: clientAddress(req),
      uid: principal.uid,
    },
    () => usernameTaken(body.email, claims),
  );
  return { sent };
});
