import { testMailshotContract } from '@tessera/domain/contracts/mailshots';
import { audienceOf, usedMergeFields, type StoredMailshot } from '@tessera/domain/mailshots/mailshot';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { enqueueMail } from '../mail/enqueue';
import { db } from '../shared/admin';
import { readSender } from '../settings/senderStore';
import { resolveRecipients } from './resolve';
import { mailshots } from './store';

/**
 * POST /v1/mailshots/test (header id) — the draft as its first recipient would get it, to the caller's own address
 * (the sign-in's), through the outbox like any message (counted on the quota). No unsubscribe link: nobody to unsubscribe.
 */
export const testMailshot = route(testMailshotContract, async ({ claims, principal, headers }) => {
  const snap = await mailshots(claims.org).doc(headers.id).get();
  if (!snap.exists) throw new ApiError('NOT_FOUND');
  if (!principal.email) throw new ApiError('INVALID_REQUEST', [{ path: 'headers.authorization', message: 'validation.email' }]);
  const mailshot = snap.data() as StoredMailshot;
  const sender = await db.runTransaction((tx) => readSender(tx, claims.org, mailshot.senderId));
  if (sender.get('verified') !== true) throw new ApiError('MAIL_SENDER_NOT_VERIFIED');
  const first = (await resolveRecipients(claims.org, principal.uid, audienceOf(mailshot.recipients))).recipients[0];
  const values = Object.fromEntries(usedMergeFields(mailshot.subject, mailshot.bodyHtml).map((f) => [f, first?.values[f] ?? '']));
  await enqueueMail({
    orgId: claims.org,
    to: principal.email,
    template: 'mailshot',
    lang: mailshot.lang,
    data: { values },
    mailshotId: headers.id,
  });
  return { to: principal.email };
});
