import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { decideRequestContract } from '@tessera/domain/contracts/requests';
import { requestIsOpen, type RequestStatus, type RequestType } from '@tessera/domain/entities/memberRequest';
import { memberPath, orgCol } from '@tessera/domain/paths';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { eraseMember } from '../erasure/eraseMember';
import { enqueueMail } from '../mail/enqueue';
import { flagFields } from '../members/patchOne';
import { refundPaymentOf } from '../payments/refund';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { requestRef } from './requestRecord';

const stillOpen = (data: DocumentData | undefined) => {
  if (!data) throw new ApiError('NOT_FOUND');
  if (!requestIsOpen(data.status)) throw new ApiError('REQUEST_ALREADY_DECIDED');
  return data;
};

/**
 * POST /v1/requests/decide {id, decision, note?} — an accepted refund request refunds what is left of its payment
 * first (refundPaymentOf, as the payment page does), then the request is decided, audited and its member's mail queued
 * in one transaction. A payment refunded meanwhile (from its page, or by an accept that crashed before recording) is
 * not refunded again.
 *
 * An erasure request is refused only with a note (the member reads why); accepted, the member's mail is queued to
 * forget its address once sent (enqueueMail forget), then the member is erased (erasure/eraseMember.ts), which leaves
 * the request in Richieste without the member's name. An accept whose erasure failed midway is resumed by erasing the
 * member again (POST /v1/members/erase).
 */
export const decideRequest = route(decideRequestContract, async ({ claims, principal, body, scope }) => {
  const ref = requestRef(claims.org, body.id);
  const request = stillOpen((await ref.get()).data());
  scope.assertRecord(request);
  const accepted = body.decision === 'accept';
  if (request.type === 'ERASURE' && !accepted && !body.note)
    throw new ApiError('INVALID_REQUEST', [{ path: 'body.note', message: 'validation.required' }]);
  const by = principal.email ?? principal.uid;
  const actor = auditActor(principal, claims);
  let refund: 'REFUNDED' | 'PENDING' | null = null;
  if (request.type === 'REFUND' && accepted) {
    const payment = await db.doc(`${orgCol(claims.org, 'payments')}/${request.paymentId}`).get();
    if (!payment.exists) throw new ApiError('NOT_FOUND');
    if (payment.get('status') === 'REFUNDED') refund = 'REFUNDED';
    else if (payment.get('refundRequest')) refund = 'PENDING';
    else refund = (await refundPaymentOf(claims.org, String(request.paymentId), undefined, { by, actor, scope })).status;
  }
  const status: RequestStatus = accepted ? 'ACCEPTED' : 'REFUSED';
  await db.runTransaction(async (tx) => {
    const current = stillOpen((await tx.get(ref)).data());
    const memberRef = db.doc(memberPath(claims.org, String(current.memberId)));
    // a refused cancellation keeps the member: the flag goes, as when the member revokes it
    const member = current.type === 'CANCELLATION' && !accepted ? await tx.get(memberRef) : null;
    if (member?.exists && member.get('cancellationRequested') === true) {
      const patch = { cancellationRequested: false };
      tx.update(memberRef, { ...patch, ...flagFields(patch, member.data()!, { pid: claims.pid, role: claims.role }) });
    }
    const note = body.note || null;
    tx.update(ref, { status, decidedAt: FieldValue.serverTimestamp(), decidedBy: by, note, refund });
    recordChange(tx, claims.org, {
      type: 'requestDecided',
      by: actor,
      target: body.id,
      before: { status: 'PENDING' },
      after: { status, note, refund },
    });
    if (current.email)
      await enqueueMail(
        {
          orgId: claims.org,
          to: String(current.email),
          template: 'requestDecided',
          lang: current.lang === 'en' ? 'en' : 'it',
          memberId: String(current.memberId),
          data: {
            name: current.name as string,
            type: current.type as RequestType,
            accepted,
            object: current.object as string | undefined,
            amount: current.amount as number | undefined,
            note,
          },
        },
        tx,
        { forget: current.type === 'ERASURE' && accepted },
      );
  });
  if (request.type === 'ERASURE' && accepted)
    await eraseMember({ orgId: claims.org, memberId: String(request.memberId), origin: 'request', reason: body.note ?? '', by: actor });
  return { id: body.id, status, refund };
});
