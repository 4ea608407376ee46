import { FieldValue, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { mailRequest, type MailTemplate } from '@tessera/domain/entities/mail';
import type { MailRequestOf } from '@tessera/domain/mail/registry';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';

/**
 * Queues a message in the organization's outbox. The readable document holds no secret: template data
 * and attachments go to a private payload document (`…/mail/{id}/private/payload`) no rule lets a client read.
 * With `writer`, the message is queued atomically with the caller's other writes. The data must be the template's own
 * merge fields (mail/registry.ts): a field missing or misspelled does not compile. `counted`: the message is part of a
 * bulk send already reserved on the month's quota (quota.ts reserveOnQuota), so its first claim does not count it again.
 * `forget`: the message goes to someone whose data is being erased (the erasure's own news): once sent, or given up,
 * the outbox drops its address and its payload (outbox.ts), and the erasure leaves it alone until then.
 * `id`: the message's own id, fixed by the caller so that queuing it again (a retried bulk send) cannot send it twice:
 * it is then created, never overwritten, and the caller skips the ids it finds already queued.
 */
export async function enqueueMail<T extends MailTemplate>(
  request: MailRequestOf<T>,
  writer?: Transaction | WriteBatch,
  opts: { counted?: boolean; forget?: boolean; id?: string } = {},
): Promise<{ id: string }> {
  const req = mailRequest.parse(request);
  const mails = db.collection(orgCol(req.orgId, 'mail'));
  const ref = opts.id ? mails.doc(opts.id) : mails.doc();
  const visible = {
    to: req.to,
    template: req.template,
    lang: req.lang,
    memberId: req.memberId ?? null,
    ...(req.mailshotId ? { mailshotId: req.mailshotId } : {}),
    ...(opts.counted ? { counted: true } : {}),
    ...(opts.forget ? { forget: true } : {}),
    attachments: req.attachments.map((a) => ({ fileName: a.fileName, contentType: a.contentType })),
    state: 'PENDING',
    attempts: 0,
    error: null,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  };
  const payload = { data: req.data, attachments: req.attachments };
  const payloadRef = ref.collection('private').doc('payload');
  if (writer) {
    // Transaction and WriteBatch share set() and create(); the payload goes first so the trigger always finds it.
    if (opts.id) (writer as WriteBatch).create(payloadRef, payload).create(ref, visible);
    else (writer as WriteBatch).set(payloadRef, payload).set(ref, visible);
  } else {
    const batch = db.batch();
    if (opts.id) batch.create(payloadRef, payload).create(ref, visible);
    else batch.set(payloadRef, payload).set(ref, visible);
    await batch.commit();
  }
  return { id: ref.id };
}
