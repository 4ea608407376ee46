import { FieldValue } from 'firebase-admin/firestore';
import { saveMailshotContract } from '@tessera/domain/contracts/mailshots';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { sanitizeRichText } from '../shared/richText';
import { readSender } from '../settings/senderStore';
import { mailshots, readDraft } from './store';

/**
 * POST /v1/mailshots/one (header id?) — a new draft, or the compose form's fields over a draft. The body is sanitized
 * with the rich-text allow-list before it is stored; the sender must be one of the organization's verified senders.
 */
export const saveMailshot = route(saveMailshotContract, async ({ claims, principal, headers, body }) =>
  db.runTransaction(async (tx) => {
    const draft = headers.id ? await readDraft(tx, claims.org, headers.id) : null;
    const sender = await readSender(tx, claims.org, body.senderId);
    if (sender.get('verified') !== true) throw new ApiError('MAIL_SENDER_NOT_VERIFIED');
    const stored = { ...body, bodyHtml: sanitizeRichText(body.bodyHtml), updatedAt: FieldValue.serverTimestamp() };
    if (draft) {
      tx.update(draft.ref, stored);
      return { id: draft.ref.id };
    }
    const ref = mailshots(claims.org).doc();
    tx.create(ref, {
      ...stored,
      state: 'DRAFT',
      createdBy: { uid: principal.uid, email: principal.email ?? '' },
      createdAt: FieldValue.serverTimestamp(),
    });
    return { id: ref.id };
  }),
);
