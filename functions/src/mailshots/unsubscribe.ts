import { FieldValue } from 'firebase-admin/firestore';
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { memberPath } from '@tessera/domain/paths';
import { MAIL_UNSUBSCRIBE_SECRET } from '../config';
import { db } from '../shared/admin';
import { consentWrites, SELF_RECORDER } from '../consents/consentRecord';
import { deliveries, suppressions } from './store';
import { readUnsubscribeToken } from './unsubscribeToken';

/** The one-click address in every newsletter's List-Unsubscribe header, and where the confirm page posts. */
export const UNSUBSCRIBE_PATH = '/v1/mail/unsubscribe';

/**
 * POST /v1/mail/unsubscribe?t={token} — RFC 8058 one-click unsubscribe: no sign-in, no cookie, any body (mail
 * providers post `List-Unsubscribe=One-Click` as a form, the confirm page posts nothing). Outside the route table like
 * the file download, since its body is not JSON. The token names the recipient (unsubscribeToken.ts): the address is
 * suppressed for the organization's newsletters ('unsubscribed', kept if it was already suppressed for a harder
 * reason) and a member's newsletter consent is withdrawn. Repeating it changes nothing more.
 */
export async function unsubscribe(req: Request, res: Response): Promise<void> {
  const token = typeof req.query.t === 'string' ? req.query.t : '';
  const target = readUnsubscribeToken(MAIL_UNSUBSCRIBE_SECRET.value(), token);
  if (!target) {
    res.status(400).json({ err: 'UNSUBSCRIBE_LINK_INVALID' });
    return;
  }
  const done = await db.runTransaction(async (tx) => {
    const deliveryRef = deliveries(target.org, target.mailshotId).doc(target.key);
    const suppressionRef = suppressions(target.org).doc(target.key);
    const [delivery, suppression] = await tx.getAll(deliveryRef, suppressionRef);
    if (!delivery!.exists) return false;
    const memberId = delivery!.get('memberId');
    const member = typeof memberId === 'string' ? await tx.get(db.doc(memberPath(target.org, memberId))) : null;
    if (!suppression!.exists)
      tx.set(suppressionRef, {
        email: delivery!.get('email') as string,
        reason: 'unsubscribed',
        softBounces: 0,
        at: FieldValue.serverTimestamp(),
      });
    // the marketing consent withdrawn, recorded as the recipient's own act through the link (consents/)
    if (member?.exists && member.get('newsletter') === true)
      tx.update(member.ref, {
        ...consentWrites(tx, member.ref, [{ kind: 'marketing', given: false }], 'unsubscribe', SELF_RECORDER),
        updatedAt: FieldValue.serverTimestamp(),
      });
    return true;
  });
  if (!done) {
    res.status(400).json({ err: 'UNSUBSCRIBE_LINK_INVALID' });
    return;
  }
  res.status(200).json({ unsubscribed: true });
}
