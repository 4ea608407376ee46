import { loadAccount } from '../accounts/account';
import { route } from '../http/route';
import { requestLanguage } from '../http/language';
import { sendEmailCode } from '../verification/send';
import { accountEmail } from './accountEmail';
import { clientAddress } from '../http/clientAddress';
import { changePasswordSendCodeContract } from '@tessera/domain/contracts/users';

/**
 * POST /v1/users/change-password-send-code → {sent}: mails a code (purpose change-password) to the sign-in's own
 * email. The web re-authenticates with the current password before asking. Rate-limited (TOO_MANY_REQUESTS).
 */
export const changePasswordSendCode = route(changePasswordSendCodeContract, async ({ principal, claims, req }) => {
  const account = await loadAccount(principal.uid);
  const sent = await sendEmailCode({
    orgId: claims.org,
    email: await accountEmail(principal.uid),
    purpose: 'change-password',
    lang: account.lang ?? requestLanguage(req),
    ip: clientAddress(req),
    uid: principal.uid,
  });
  return { sent };
});
