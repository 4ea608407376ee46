import { enqueueMail } from '../mail/enqueue';
import { appLink } from '../config';

/**
 * Tells the sign-in's address its password changed, and when: a change its owner did not make shows at once, with the
 * sign-in page where the password can be reset. Queued after the password is set, by the request that spent the
 * code: a retried request finds the code spent and changes, and mails, nothing.
 */
export async function queuePasswordChangedMail(to: { orgId: string; email: string; lang: 'it' | 'en' }, at = new Date()) {
  if (!to.orgId || !to.email) return;
  await enqueueMail({
    orgId: to.orgId,
    to: to.email,
    template: 'passwordChanged',
    lang: to.lang,
    data: { email: to.email, at: at.toISOString(), link: appLink('/auth') },
  });
}
