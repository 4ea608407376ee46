import { FieldValue } from 'firebase-admin/firestore';
import { toggleRenewContract } from '@tessera/domain/contracts/my-area';
import { cardUsable } from '@tessera/domain/entities/paymentAccount';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { accountView, paymentAccountRef, type StoredAccount } from '../payments/renewals/paymentAccountRecord';

/**
 * PATCH /v1/payments/toggle-renew {autoRenew} — the fee renews itself with the saved card.
 * On needs a card that still works (PAYMENT_METHOD_MISSING); the change and its audit record land together.
 */
export const toggleRenew = route(toggleRenewContract, async ({ claims, principal, body, scope }) => {
  const { ref: memberRef } = await scope.own();
  const ref = paymentAccountRef(claims.org, memberRef.id);
  const next = await db.runTransaction(async (tx) => {
    const stored = (await tx.get(ref)).data() as StoredAccount | undefined;
    if (body.autoRenew && !cardUsable(stored?.card ?? null, new Date())) throw new ApiError('PAYMENT_METHOD_MISSING');
    if ((stored?.autoRenew ?? false) === body.autoRenew) return stored;
    tx.set(ref, { memberId: memberRef.id, autoRenew: body.autoRenew, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
    recordChange(tx, claims.org, {
      type: 'autoRenewChanged',
      by: auditActor(principal, claims),
      target: memberRef.id,
      before: { autoRenew: stored?.autoRenew ?? false },
      after: { autoRenew: body.autoRenew },
    });
    return { ...stored, autoRenew: body.autoRenew };
  });
  return { account: accountView(next) };
});
