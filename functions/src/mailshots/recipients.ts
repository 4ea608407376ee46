import { mailshotRecipientsContract } from '@tessera/domain/contracts/mailshots';
import type { StoredMailshot } from '@tessera/domain/mailshots/mailshot';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { mailQuota } from '../mail/quota';
import { resolveRecipients } from './resolve';
import { mailshots } from './store';

/** How many recipients the preview offers. */
const SAMPLE = 20;

/** GET /v1/mailshots/recipients (header id) — the count a send would take now, what it leaves out, the quota left. */
export const mailshotRecipients = route(mailshotRecipientsContract, async ({ claims, principal, headers }) => {
  const snap = await mailshots(claims.org).doc(headers.id).get();
  if (!snap.exists) throw new ApiError('NOT_FOUND');
  const mailshot = snap.data() as StoredMailshot;
  const [{ recipients, count }, quota] = await Promise.all([
    resolveRecipients(claims.org, principal.uid, mailshot.recipients),
    mailQuota(claims.org),
  ]);
  return {
    count,
    quota: { month: quota.month, quota: quota.quota, used: quota.used, left: quota.left },
    sample: recipients.slice(0, SAMPLE),
  };
});
