import { FieldValue } from 'firebase-admin/firestore';
import { cancelRegistrationContract } from '@tessera/domain/contracts/sales';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { refundPaymentOf } from '../payments/refund';
import { cancellationMail } from './cancellationMail';
import { sales } from './saleStore';
import { returnSeats, type Taken } from './seatTaking';

/**
 * DELETE /v1/sales/registrations (headers id, registration, refund) — the registration cancelled and its seats given
 * back to the shards they came from, in one transaction (audited); then, when asked, its payment refunded through the
 * refund flow (payments/refund.ts: a card payment through the provider, any other at once). The member is mailed
 * the cancellation, and the refund coming, in the same transaction (cancellationMail.ts).
 */
export const cancelRegistration = route(cancelRegistrationContract, async ({ claims, principal, headers, scope }) => {
  const sale = sales(claims.org).doc(headers.id);
  const ref = sale.collection('registrations').doc(headers.registration);
  const by = principal.email ?? principal.uid;
  const actor = auditActor(principal, claims);
  const paid = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new ApiError('NOT_FOUND');
    if (snap.get('cancelled') === true) throw new ApiError('REQUEST_ALREADY_DECIDED');
    const queueMail = await cancellationMail(tx, claims.org, sale, snap);
    returnSeats(tx, sale, snap.get('seats') as Taken | undefined);
    tx.update(ref, { cancelled: true, cancelledBy: by, cancelledAt: FieldValue.serverTimestamp() });
    recordChange(tx, claims.org, {
      type: 'registrationCancelled',
      by: actor,
      target: `${headers.id}/${headers.registration}`,
      before: { quantity: snap.get('quantity') ?? 1, paymentId: snap.get('paymentId') ?? null },
      after: { cancelled: true },
    });
    const paymentId = snap.get('paymentId') as string | null | undefined;
    await queueMail(headers.refund === 'true' && paymentId ? ((snap.get('amount') as number | undefined) ?? 0) : 0);
    return { paymentId: (snap.get('paymentId') as string | null | undefined) ?? null, amount: snap.get('amount') as number | undefined };
  });
  if (headers.refund !== 'true' || !paid.paymentId) return { cancelled: true as const, refund: null };
  // a cart's one payment pays several registrations: only this one's amount goes back
  const refunded = await refundPaymentOf(claims.org, paid.paymentId, paid.amount, { by, actor, scope });
  return { cancelled: true as const, refund: refunded.status };
});
