import { enqueueMail } from '../mail/enqueue';
import { appLink } from '../config';
import { adminAuth } from '../shared/admin';
import { loadAccount } from '../accounts/account';
import { requestLanguage } from '../http/language';

/**
 * Tells the sign-in's address its password changed, and when: a change its owner did not make shows at once, with the
 * sign-in page where the password can be reset. In the account's language (else the request's). Queued after the
 * password is set, by the request that made the change possible once (a code spent, a forced change's flag cleared):
 * a retried request changes, and mails, nothing. A sign-in with no address (phone only) is not mailed.
 */
export async function queuePasswordChangedMail(
  account: { uid: string; email?: string | null },
  orgId: string,
  req: Parameters<typeof requestLanguage>[0],
  at = new Date(),
) {
  // the caller may already hold the sign-in's address (it mailed the code there); else it is looked up once
  const uid = account.uid;
  const email = account.email ?? (await adminAuth.getUser(uid)).email;
  if (!orgId || !email) return;
  const lang = (await loadAccount(uid)).lang ?? requestLanguage(req);
  await enqueueMail({
    orgId,
    to: email,
    template: 'passwordChanged',
    lang,
    data: { email, at: at.toISOString(), link: appLink('/auth') },
  });
}
