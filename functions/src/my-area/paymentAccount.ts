import { FieldValue } from 'firebase-admin/firestore';
import { patchPaymentAccountContract, retrievePaymentAccountContract } from '@tessera/domain/contracts/my-area';
import { db } from '../shared/admin';
import { route } from '../http/route';
import { paymentProvider } from '../payments/providers/providers';
import { accountView, applySetup, customerDetails, paymentAccountRef, type StoredAccount } from '../payments/renewals/paymentAccountRecord';

/**
 * GET /v1/payments/retrieve-payment-account — the member's saved card, auto-renew and billing details. A setup
 * checkout the member was sent to is settled here when its provider event has not come yet: saved when complete,
 * forgotten when the provider no longer has it open (expired, or gone).
 */
export const retrievePaymentAccount = route(retrievePaymentAccountContract, async ({ claims, scope }) => {
  const { ref: memberRef } = await scope.own();
  const ref = paymentAccountRef(claims.org, memberRef.id);
  let stored = (await ref.get()).data() as StoredAccount | undefined;
  if (stored?.pendingSetup) {
    const provider = paymentProvider();
    const session = await provider.retrieveCheckout(stored.pendingSetup);
    if (session?.status === 'complete') await applySetup(provider, session);
    else if (session?.status !== 'open') {
      const pending = stored.pendingSetup;
      await db.runTransaction(async (tx) => {
        const now = (await tx.get(ref)).data() as StoredAccount | undefined;
        if (now?.pendingSetup === pending) tx.update(ref, { pendingSetup: null });
      });
    }
    stored = (await ref.get()).data() as StoredAccount | undefined;
  }
  return { account: accountView(stored) };
});

/**
 * PATCH /v1/payments/patch-payment-account {billingName?, billingEmail?} — who the provider bills. The provider's
 * customer is told first: if it cannot be, nothing changes here either.
 */
export const patchPaymentAccount = route(patchPaymentAccountContract, async ({ claims, body, scope }) => {
  const { ref: memberRef, data: member } = await scope.own();
  const ref = paymentAccountRef(claims.org, memberRef.id);
  const stored = (await ref.get()).data() as StoredAccount | undefined;
  const patch: Partial<StoredAccount> = {};
  if (body.billingName !== undefined) patch.billingName = body.billingName || null;
  if (body.billingEmail !== undefined) patch.billingEmail = body.billingEmail;
  const next = { ...stored, ...patch };
  if (stored?.customerId) await paymentProvider().updateCustomer(stored.customerId, customerDetails(member, next));
  await ref.set({ memberId: memberRef.id, ...patch, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
  return { account: accountView(next) };
});
