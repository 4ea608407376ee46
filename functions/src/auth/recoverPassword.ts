import { z } from 'zod';
import { FieldValue } from 'firebase-admin/firestore';
import { requiredEmail } from '@tessera/domain/entities/common';
import { accountPath } from '@tessera/domain/paths';
import { appUrl } from '../config';
import { adminAuth, db } from '../shared/admin';
import { findUserByEmail } from '../shared/findUser';
import { enqueueMail } from '../mail/enqueue';
import { publicRoute } from '../http/route';
import { profilesOf } from './profiles';

/** One reset mail per account per minute: more would let anyone flood a mailbox through this public endpoint. */
export const RESET_MAIL_INTERVAL_MS = 60_000;

/** The link the mail carries: the identity service's one-time code, opened by the app's own recover page. */
export function recoverLink(generated: string, base: string): string | null {
  const code = new URL(generated).searchParams.get('oobCode');
  return code ? `${base.replace(/\/+$/, '')}/recover?mode=resetPassword&oobCode=${encodeURIComponent(code)}` : null;
}

/**
 * Mails the sign-in at `email` a password-reset link through `orgId`'s outbox: the identity service makes the
 * one-time code (generatePasswordResetLink), the app's recover page opens it. Shared by the public recover step and
 * an administrator's reset of a sign-in that is more than a member of the administrator's organization.
 */
export async function mailResetLink(to: { email: string; orgId: string; lang: 'it' | 'en' }): Promise<void> {
  const link = recoverLink(await adminAuth.generatePasswordResetLink(to.email), appUrl.value());
  if (!link) throw new Error('password reset link without oobCode');
  await enqueueMail({ orgId: to.orgId, to: to.email, template: 'passwordReset', lang: to.lang, data: { link } });
}

/**
 * GET /auth/recover-password (header email) — spec §4 Recover step 1. The identity service makes the reset code
 * (generatePasswordResetLink); the mail goes through the organization's outbox in the account's language, with a
 * link to `/recover?mode=resetPassword&oobCode=…`, where the web app confirms the new password with the
 * identity service. The answer is the same whether or not the address has an account (no one learns who is a
 * member); an address without a profile, or asking again within a minute, gets no mail.
 */
export const recoverPassword = publicRoute({
  method: 'GET',
  path: '/auth/recover-password',
  headers: z.object({ email: requiredEmail }),
  async handle({ headers }) {
    const user = await findUserByEmail(headers.email);
    if (!user) return { sent: true };
    const ref = db.doc(accountPath(user.uid));
    const account = await ref.get();
    const last = account.get('resetMailAt') as { toMillis(): number } | undefined;
    if (last && Date.now() - last.toMillis() < RESET_MAIL_INTERVAL_MS) return { sent: true };
    const [profile] = await profilesOf(user.uid);
    if (!profile) return { sent: true };
    await ref.set({ resetMailAt: FieldValue.serverTimestamp() }, { merge: true });
    await mailResetLink({ email: headers.email, orgId: profile.orgId, lang: (account.get('lang') as 'it' | 'en' | undefined) ?? 'it' });
    return { sent: true };
  },
});
