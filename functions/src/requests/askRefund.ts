import { askRefundContract } from '@tessera/domain/contracts/requests';
import type { PaymentStatus } from '@tessera/domain/entities/payment';
import { refundRequestId, requestIsOpen } from '@tessera/domain/entities/memberRequest';
import { paymentAllows, refundLeft } from '@tessera/domain/payments/lifecycle';
import { orgCol } from '@tessera/domain/paths';
import { ApiError } from '../http/apiError';
import { requestLanguage } from '../http/language';
import { route } from '../http/route';
import { db } from '../shared/admin';
import { pendingRequest, requestRef } from './requestRecord';

/**
 * GET /v1/payments/ask-refund (header payment) — the member asks for the refund of what is left of one of their
 * payments. One request per payment: asking again while it is pending answers it unchanged.
 */
export const askRefund = route(askRefundContract, async ({ claims, headers, scope, req }) => {
  const paymentRef = db.doc(`${orgCol(claims.org, 'payments')}/${headers.payment}`);
  const ref = requestRef(claims.org, refundRequestId(headers.payment));
  return db.runTransaction(async (tx) => {
    const { data: member } = await scope.own(tx);
    const [payment, existing] = await tx.getAll(paymentRef, ref);
    // someone else's payment is as unknown as a missing one
    if (!payment!.exists || payment!.get('memberId') !== claims.member) throw new ApiError('NOT_FOUND');
    if (existing!.exists && requestIsOpen(existing!.get('status'))) return { id: ref.id, status: 'PENDING' as const };
    if (!paymentAllows(payment!.get('status') as PaymentStatus, 'refund') || payment!.get('refundRequest'))
      throw new ApiError('PAYMENT_STATUS_CONFLICT');
    tx.set(
      ref,
      pendingRequest(
        claims.member!,
        member,
        { type: 'REFUND', paymentId: headers.payment, amount: refundLeft(payment!.data()!), object: String(payment!.get('object') ?? '') },
        requestLanguage(req),
      ),
    );
    return { id: ref.id, status: 'PENDING' as const };
  });
});
