import { FieldValue } from 'firebase-admin/firestore';
import { updatePaymentMethodContract } from '@tessera/domain/contracts/my-area';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { requestLanguage } from '../http/language';
import { route } from '../http/route';
import { paymentProvider } from '../payments/providers/providers';
import { returnPage } from '../payments/providers/returnPage';
import {
  accountView,
  customerDetails,
  paymentAccountRef,
  setupMetadata,
  type StoredAccount,
} from '../payments/renewals/paymentAccountRecord';

/**
 * PATCH /v1/payments/update-payment-method {remove?, lang?} — saving a card sends the browser to the provider's setup
 * checkout (the customer made at the first card); it comes back to my-payments, where retrieve-payment-account or the
 * provider's event saves it (payments/renewals/paymentAccountRecord.ts applySetup). Removing forgets the card and turns auto-renew off.
 */
export const updatePaymentMethod = route(updatePaymentMethodContract, async ({ claims, principal, body, scope, req }) => {
  const { ref: memberRef, data: member } = await scope.own();
  const ref = paymentAccountRef(claims.org, memberRef.id);
  const provider = paymentProvider();
  if (body.remove) {
    const removed = await db.runTransaction(async (tx) => {
      const stored = (await tx.get(ref)).data() as StoredAccount | undefined;
      if (!stored?.card) return { stored, method: null };
      tx.update(ref, { card: null, paymentMethodId: null, autoRenew: false, updatedAt: FieldValue.serverTimestamp() });
      recordChange(tx, claims.org, {
        type: 'paymentMethodChanged',
        by: auditActor(principal, claims),
        target: memberRef.id,
        before: { card: stored.card, autoRenew: stored.autoRenew ?? false },
        after: { card: null, autoRenew: false },
      });
      return { stored: { ...stored, card: null, autoRenew: false }, method: stored.paymentMethodId ?? null };
    });
    if (removed.method) await provider.detachMethod(removed.method);
    return { session: null, account: accountView(removed.stored) };
  }
  const stored = (await ref.get()).data() as StoredAccount | undefined;
  const customerId =
    stored?.customerId ?? (await provider.createCustomer(customerDetails(member, stored), { org: claims.org, member: memberRef.id }));
  const base = returnPage('/my-payments');
  const session = await provider.createSetupCheckout({
    customerId,
    successUrl: `${base}?card=saved&setup={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${base}?card=cancelled`,
    metadata: setupMetadata(claims.org, memberRef.id),
    lang: body.lang ?? requestLanguage(req),
  });
  await ref.set({ memberId: memberRef.id, customerId, pendingSetup: session.id, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
  return { session: { url: session.url ?? base }, account: accountView(stored) };
});
