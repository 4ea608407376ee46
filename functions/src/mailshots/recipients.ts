import { mailshotRecipientsContract } from '@tessera/domain/contracts/mailshots';
import { audienceOf, type StoredMailshot } from '@tessera/domain/mailshots/mailshot';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { mailQuota } from '../mail/quota';
import { audienceNames } from './audience';
import { resolveRecipients } from './resolve';
import { mailshots } from './store';

/** How many recipients the preview offers. */
const SAMPLE = 20;

/**
 * GET /v1/mailshots/recipients (header id) — the audience named, the count a send would take now, what it leaves out,
 * the quota left. A draft without an audience counts nobody.
 */
export const mailshotRecipients = route(mailshotRecipientsContract, async ({ claims, principal, headers }) => {
  const snap = await mailshots(claims.org).doc(headers.id).get();
  if (!snap.exists) throw new ApiError('NOT_FOUND');
  const audience = audienceOf((snap.data() as StoredMailshot).recipients);
  const [{ recipients, count }, quota, names] = await Promise.all([
    resolveRecipients(claims.org, principal.uid, audience),
    mailQuota(claims.org),
    audience ? audienceNames(claims.org, audience) : [],
  ]);
  return {
    audience: audience ? { kind: audience.kind, names } : null,
    count,
    quota: { month: quota.month, quota: quota.quota, used: quota.used, left: quota.left },
    sample: recipients.slice(0, SAMPLE),
  };
});
