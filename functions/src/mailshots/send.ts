import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { sendMailshotContract } from '@tessera/domain/contracts/mailshots';
import { audienceOf, MAILSHOT_BATCH_SIZE, usedMergeFields, type StoredMailshot } from '@tessera/domain/mailshots/mailshot';
import { bulkWriter, db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { auditActor, recordChange } from '../shared/audit';
import { readSender } from '../settings/senderStore';
import { mailQuota, reserveOnQuota } from '../mail/quota';
import { resolveRecipients } from './resolve';
import { batchKeyFields, batches, mailshots, readDraft } from './store';

/**
 * POST /v1/mailshots/send (header id) — refused without an audience chosen (MAILSHOT_AUDIENCE_REQUIRED), resolves the recipients, stores them in batches (under this attempt's id: a
 * concurrent send of the same draft never mixes its list with this one's; with the keys an erasure finds them by), then in one transaction: the draft still a
 * draft, its sender verified, the whole send reserved on the month's counter (QUOTAS_EXCEEDED: nothing reserved, the
 * draft stays), QUEUED for the expansion job (expand.ts). Batches of a refused attempt stay unread.
 */
export const sendMailshot = route(sendMailshotContract, async ({ claims, principal, headers }) => {
  const snap = await mailshots(claims.org).doc(headers.id).get();
  if (!snap.exists) throw new ApiError('NOT_FOUND');
  const draft = snap.data() as StoredMailshot;
  if (draft.state !== 'DRAFT') throw new ApiError('MAILSHOT_ALREADY_SENT');
  // only to an audience the sender chose: never every member by default
  const audience = audienceOf(draft.recipients);
  if (!audience) throw new ApiError('MAILSHOT_AUDIENCE_REQUIRED');
  const { recipients, count } = await resolveRecipients(claims.org, principal.uid, audience);
  if (recipients.length === 0) throw new ApiError('INVALID_REQUEST', [{ path: 'headers.id', message: 'mailshots.noRecipients' }]);
  // only the merge values the texts use are kept for each recipient
  const fields = usedMergeFields(draft.subject, draft.bodyHtml);
  const attempt = randomUUID();
  const writer = bulkWriter();
  for (let n = 0; n * MAILSHOT_BATCH_SIZE < recipients.length; n++) {
    const slice = recipients.slice(n * MAILSHOT_BATCH_SIZE, (n + 1) * MAILSHOT_BATCH_SIZE);
    const stored = slice.map((r) => ({
      email: r.email,
      ...(r.memberId ? { memberId: r.memberId } : {}),
      values: Object.fromEntries(fields.map((f) => [f, r.values[f] ?? ''])),
    }));
    void writer.set(batches(claims.org, headers.id).doc(`${attempt}_${n}`), { recipients: stored, ...batchKeyFields(claims.org, stored) });
  }
  await writer.close();
  await db.runTransaction(async (tx) => {
    const { ref, data } = await readDraft(tx, claims.org, headers.id);
    const sender = await readSender(tx, claims.org, data.senderId);
    const quota = await mailQuota(claims.org, tx);
    if (sender.get('verified') !== true) throw new ApiError('MAIL_SENDER_NOT_VERIFIED');
    reserveOnQuota(tx, quota, recipients.length);
    tx.update(ref, {
      state: 'QUEUED',
      count,
      reserved: recipients.length,
      reservedMonth: quota.month,
      batchSet: attempt,
      cursor: 0,
      // no run holds it yet: the trigger claims it now, or the sweeper finds it if that trigger never ran
      leaseId: null,
      leaseUntil: FieldValue.serverTimestamp(),
      queuedAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    recordChange(tx, claims.org, {
      type: 'mailshotSent',
      by: auditActor(principal, claims),
      target: headers.id,
      before: null,
      after: { subject: data.subject, audience, ...count },
    });
  });
  return { count };
});
