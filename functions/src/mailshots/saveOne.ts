import { FieldValue } from 'firebase-admin/firestore';
import { saveMailshotContract } from '@tessera/domain/contracts/mailshots';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { sanitizeRichText } from '../shared/richText';
import { readSender } from '../settings/senderStore';
import { mailshots, readDraft } from './store';
import { fileRef } from '../files/storedFiles';
import { MAILSHOT_ATTACHMENTS_MAX_BYTES } from '@tessera/domain/mailshots/mailshot';

/**
 * POST /v1/mailshots/one (header id?) — a new draft, or the compose form's fields over a draft. The body is sanitized
 * with the rich-text allow-list before it is stored; the sender must be one of the organization's verified senders;
 * attachments must be files stored by POST /v1/mailshots/attachment, within MAILSHOT_ATTACHMENTS_MAX_BYTES together.
 */
export const saveMailshot = route(saveMailshotContract, async ({ claims, principal, headers, body }) =>
  db.runTransaction(async (tx) => {
    const draft = headers.id ? await readDraft(tx, claims.org, headers.id) : null;
    const sender = await readSender(tx, claims.org, body.senderId);
    const files = body.attachments.length ? await tx.getAll(...body.attachments.map((a) => fileRef(claims.org, a.fileId))) : [];
    if (sender.get('verified') !== true) throw new ApiError('MAIL_SENDER_NOT_VERIFIED');
    // only files stored as mailshot attachments of this organization, within the size of them all
    files.forEach((f, i) => {
      if (f.get('owner.kind') !== 'mailshotAttachment')
        throw new ApiError('INVALID_REQUEST', [{ path: `body.attachments.${i}.fileId`, message: 'validation.notFound' }]);
    });
    const bytes = files.reduce((sum, f) => sum + ((f.get('size') as number | undefined) ?? 0), 0);
    if (bytes > MAILSHOT_ATTACHMENTS_MAX_BYTES)
      throw new ApiError('INVALID_REQUEST', [{ path: 'body.attachments', message: 'mailshots.attachmentsTooLarge' }]);
    const stored = { ...body, bodyHtml: sanitizeRichText(body.bodyHtml), updatedAt: FieldValue.serverTimestamp() };
    if (draft) {
      tx.update(draft.ref, stored);
      return { id: draft.ref.id };
    }
    const ref = mailshots(claims.org).doc();
    tx.create(ref, {
      ...stored,
      state: 'DRAFT',
      // the list's sort key (domain lists/specs.ts mailshotList): the creation time, which orders as ISO text
      sortKeys: { createdAt: new Date().toISOString() },
      createdBy: { uid: principal.uid, email: principal.email ?? '' },
      createdAt: FieldValue.serverTimestamp(),
    });
    return { id: ref.id };
  }),
);
