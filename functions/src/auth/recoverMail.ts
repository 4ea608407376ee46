import { FieldValue } from 'firebase-admin/firestore';
import type { UserRecord } from 'firebase-admin/auth';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { accountPath } from '@tessera/domain/paths';
import { appUrl, REGION } from '../config';
import { adminAuth, db } from '../shared/admin';
import { findUserByEmail } from '../shared/findUser';
import { enqueueMail } from '../mail/enqueue';
import { profilesOf } from '../accounts/profiles';
import { recoverLink, sendResetLink } from '../accounts/recoverLinks';

/** One reset mail per account per minute: more would let anyone flood a mailbox through this public endpoint. */
export const RESET_MAIL_INTERVAL_MS = 60_000;

type Outcome = 'sent' | 'unknown' | 'throttled' | 'verified';

/**
 * Who an account mail of a public request goes to: a sign-in with a profile (its first organization's outbox, its
 * language), not mailed within the minute. `skip` refuses a sign-in early (a verified one needs no verification).
 * Marks the account mailed and hands over to `send`.
 */
async function mailAccount(
  email: string,
  send: (to: { email: string; orgId: string; lang: 'it' | 'en' }) => Promise<void>,
  skip?: (user: UserRecord) => Outcome | null,
): Promise<Outcome> {
  const user = await findUserByEmail(email);
  if (!user) return 'unknown';
  const skipped = skip?.(user);
  if (skipped) return skipped;
  const ref = db.doc(accountPath(user.uid));
  const account = await ref.get();
  const last = account.get('resetMailAt') as { toMillis(): number } | undefined;
  if (last && Date.now() - last.toMillis() < RESET_MAIL_INTERVAL_MS) return 'throttled';
  const [profile] = await profilesOf(user.uid);
  if (!profile) return 'unknown';
  await ref.set({ resetMailAt: FieldValue.serverTimestamp() }, { merge: true });
  await send({ email, orgId: profile.orgId, lang: (account.get('lang') as 'it' | 'en' | undefined) ?? 'it' });
  return 'sent';
}

/**
 * Mails the reset link for one request of GET /auth/recover-password. The identity service makes the reset code
 * (generatePasswordResetLink); the mail goes through the organization's outbox in the account's language, with a
 * link to `/recover?mode=resetPassword&oobCode=…`, where the web app confirms the new password with the identity
 * service. An address without an account or a profile, or asking again within a minute, gets no mail.
 */
export const mailResetLink = (email: string) => mailAccount(email, sendResetLink);

/** What a request of passwordResetRequests asks for: a reset link (recover-password) or a verification link. */
export type AccountMailKind = 'resetPassword' | 'verifyEmail';

/**
 * Mails the verification link of send-verification-link: only to a sign-in with a profile whose address is not
 * verified yet, at most once a minute (the same per-account pause as the reset link).
 */
export const mailVerificationLink = (email: string) =>
  mailAccount(
    email,
    async (to) => {
      const link = recoverLink(await adminAuth.generateEmailVerificationLink(to.email), appUrl.value(), 'verifyEmail');
      if (!link) throw new Error('verification link without oobCode');
      await enqueueMail({ orgId: to.orgId, to: to.email, template: 'emailVerification', lang: to.lang, data: { link, email: to.email } });
    },
    (user) => (user.emailVerified ? 'verified' : null),
  );

/**
 * A password-reset or verification request: mails the link (mailResetLink / mailVerificationLink), then drops the
 * address from the request and records what happened (kept until the TTL policy sweeps it). A redelivered event
 * finds no address, or the account's resetMailAt within the minute, and mails nothing more.
 */
export const onPasswordResetRequested = onDocumentCreated({ document: 'passwordResetRequests/{id}', region: REGION }, async (event) => {
  const email = event.data?.get('email') as string | undefined;
  if (!email || !event.data) return;
  const outcome = event.data.get('kind') === 'verifyEmail' ? await mailVerificationLink(email) : await mailResetLink(email);
  await event.data.ref.update({ email: FieldValue.delete(), outcome, handledAt: FieldValue.serverTimestamp() });
});
