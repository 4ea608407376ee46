import { appUrl } from '../config';
import { adminAuth } from '../shared/admin';
import { enqueueMail } from '../mail/enqueue';

/**
 * The link a mail carries: the identity service's one-time code, opened by the app's own recover page in `mode`
 * (resetPassword: choose a password, `invite` titles it for a new administrator; verifyEmail: confirm the address).
 */
export function recoverLink(
  generated: string,
  base: string,
  mode: 'resetPassword' | 'verifyEmail' = 'resetPassword',
  invite = false,
): string | null {
  const code = new URL(generated).searchParams.get('oobCode');
  if (!code) return null;
  return `${base.replace(/\/+$/, '')}/recover?mode=${mode}&oobCode=${encodeURIComponent(code)}${invite ? '&invite=1' : ''}`;
}

/** How long the identity service's password-reset codes last (Firebase: one hour, not configurable per link). */
export const RESET_LINK_HOURS = 1;

/**
 * Mails the sign-in at `email` a password-reset link through `orgId`'s outbox. Shared by the public recover step
 * (auth/recoverMail.ts) and an administrator's reset of a sign-in that is more than a member of the administrator's
 * organization (members/resetPassword.ts).
 */
export async function sendResetLink(to: { email: string; orgId: string; lang: 'it' | 'en' }): Promise<void> {
  const link = recoverLink(await adminAuth.generatePasswordResetLink(to.email), appUrl.value());
  if (!link) throw new Error('password reset link without oobCode');
  await enqueueMail({ orgId: to.orgId, to: to.email, template: 'passwordReset', lang: to.lang, data: { link } });
}
