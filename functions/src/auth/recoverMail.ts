import { FieldValue } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { accountPath } from '@tessera/domain/paths';
import { appUrl, REGION } from '../config';
import { adminAuth, db } from '../shared/admin';
import { findUserByEmail } from '../shared/findUser';
import { enqueueMail } from '../mail/enqueue';
import { profilesOf } from './profiles';

/** One reset mail per account per minute: more would let anyone flood a mailbox through this public endpoint. */
export const RESET_MAIL_INTERVAL_MS = 60_000;

/** The link the mail carries: the identity service's one-time code, opened by the app's own recover page. */
export function recoverLink(generated: string, base: string): string | null {
  const code = new URL(generated).searchParams.get('oobCode');
  return code ? `${base.replace(/\/+$/, '')}/recover?mode=resetPassword&oobCode=${encodeURIComponent(code)}` : null;
}

/**
 * Mails the reset link for one request of GET /auth/recover-password. The identity service makes the reset code
 * (generatePasswordResetLink); the mail goes through the organization's outbox in the account's language, with a
 * link to `/recover?mode=resetPassword&oobCode=…`, where the web app confirms the new password with the identity
 * service. An address without an account or a profile, or asking again within a minute, gets no mail.
 */
export async function mailResetLink(email: string): Promise<'sent' | 'unknown' | 'throttled'> {
  const user = await findUserByEmail(email);
  if (!user) return 'unknown';
  const ref = db.doc(accountPath(user.uid));
  const account = await ref.get();
  const last = account.get('resetMailAt') as { toMillis(): number } | undefined;
  if (last && Date.now() - last.toMillis() < RESET_MAIL_INTERVAL_MS) return 'throttled';
  const [profile] = await profilesOf(user.uid);
  if (!profile) return 'unknown';
  await ref.set({ resetMailAt: FieldValue.serverTimestamp() }, { merge: true });
  await sendResetLink({ email, orgId: profile.orgId, lang: (account.get('lang') as 'it' | 'en' | undefined) ?? 'it' });
  return 'sent';
}

/**
 * Mails the sign-in at `email` a password-reset link through `orgId`'s outbox. Shared by the public recover step
 * (above) and an administrator's reset of a sign-in that is more than a member of the administrator's organization.
 */
export async function sendResetLink(to: { email: string; orgId: string; lang: 'it' | 'en' }): Promise<void> {
  const link = recoverLink(await adminAuth.generatePasswordResetLink(to.email), appUrl.value());
  if (!link) throw new Error('password reset link without oobCode');
  await enqueueMail({ orgId: to.orgId, to: to.email, template: 'passwordReset', lang: to.lang, data: { link } });
}

/**
 * A password-reset request: mails the link (mailResetLink), then drops the address from the request and records
 * what happened (kept until the TTL policy sweeps it). A redelivered event finds no address, or the account's
 * resetMailAt within the minute, and mails nothing more.
 */
export const onPasswordResetRequested = onDocumentCreated({ document: 'passwordResetRequests/{id}', region: REGION }, async (event) => {
  const email = event.data?.get('email') as string | undefined;
  if (!email || !event.data) return;
  const outcome = await mailResetLink(email);
  await event.data.ref.update({ email: FieldValue.delete(), outcome, handledAt: FieldValue.serverTimestamp() });
});
