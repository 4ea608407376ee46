import { sendVerificationLinkContract } from '@tessera/domain/contracts/auth';
import { route } from '../http/route';
import { requestAccountMail } from './recoverPassword';

/**
 * POST /auth/send-verification-link {email} — the same work for every address as recover-password (limits, one
 * request document); the trigger (recoverMail.ts) mails the link only to a sign-in that has a profile and an
 * unverified address.
 */
export const sendVerificationLink = route(sendVerificationLinkContract, async ({ body, req }) => {
  await requestAccountMail(req, body.email, 'verifyEmail');
  return { sent: true };
});
