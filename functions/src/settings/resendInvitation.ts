import { resendInvitationContract } from '@tessera/domain/contracts/settings';
import { accountPath } from '@tessera/domain/paths';
import { adminAuth, db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { enqueueMail } from '../mail/enqueue';
import { appUrl } from '../config';
import { route } from '../http/route';
import { ApiError } from '../http/apiError';
import { requestLanguage } from '../http/language';
import { recoverLink } from '../accounts/recoverLinks';
import { adminTrace, readAdminProfile } from './adminStore';
import { invitationMail } from './grantAdmin';

/**
 * POST /v1/settings/resend-invitation (header id) — a new invitation link for an admin who has not used the first (it
 * lasts an hour): only while the profile is still marked invited, which the first validated sign-in clears
 * (auth/validate.ts), so a person who has signed in is not sent password links by their admins.
 */
export const resendInvitation = route(resendInvitationContract, async ({ claims, principal, headers, req }) => {
  const profile = await db.runTransaction((tx) => readAdminProfile(tx, claims.org, headers.id));
  if (profile.get('invited') !== true) throw new ApiError('NOT_FOUND');
  const uid = profile.get('uid') as string;
  const user = await adminAuth.getUser(uid).catch(() => null);
  if (!user?.email) throw new ApiError('NOT_FOUND');
  const link = recoverLink(await adminAuth.generatePasswordResetLink(user.email), appUrl.value(), 'resetPassword', true);
  await db.runTransaction(async (tx) => {
    const [current, account] = await Promise.all([readAdminProfile(tx, claims.org, headers.id), tx.get(db.doc(accountPath(uid)))]);
    if (current.get('invited') !== true) throw new ApiError('NOT_FOUND');
    const lang = (account.get('lang') as 'it' | 'en' | null | undefined) ?? requestLanguage(req);
    await enqueueMail(invitationMail(claims.org, user.email!, current.get('role'), lang, link), tx);
    const trace = adminTrace(current.data()!);
    recordChange(tx, claims.org, {
      type: 'adminInvitationResent',
      by: auditActor(principal, claims),
      target: headers.id,
      before: null,
      after: trace,
    });
  });
  return { sent: true as const };
});
