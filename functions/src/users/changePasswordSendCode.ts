import { loadAccount } from '../auth/account';
import { profileRoute } from '../http/route';
import { requestLanguage } from '../http/language';
import { sendEmailCode } from '../verification/send';
import { accountEmail } from './accountEmail';
import { clientAddress } from '../http/clientAddress';

/**
 * POST /v1/users/change-password-send-code → {sent}: mails a code (purpose change-password) to the sign-in's own
 * email. The web re-authenticates with the current password before asking. Rate-limited (TOO_MANY_REQUESTS).
 */
export const changePasswordSendCode = profileRoute({
  method: 'POST',
  path: '/v1/users/change-password-send-code',
  access: 'profile.update',
  async handle({ principal, claims, req }) {
    const account = await loadAccount(principal.uid);
    const sent = await sendEmailCode({
      orgId: claims.org,
      email: await accountEmail(principal.uid),
      purpose: 'change-password',
      lang: account.lang ?? requestLanguage(req),
      ip: clientAddress(req),
    });
    return { sent };
  },
});
