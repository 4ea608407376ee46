import { FieldValue, type DocumentReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { logger } from 'firebase-functions';
import { refundPaymentContract } from '@tessera/domain/contracts/payments';
import type { PaymentStatus } from '@tessera/domain/entities/payment';
import { paymentAllows, refundLeft, refundNeedsCreditNote } from '@tessera/domain/payments/lifecycle';
import { col, orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { auditActor, auditRef, recordChange } from '../shared/audit';
import { processedEventRef } from '../shared/processedEvents';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import type { RecordAccess } from '../http/scope';
import { paymentProvider } from './providers/providers';
import type { PaymentProvider } from './providers/provider';
import { takeNumber } from './receipts/receiptNumber';
import { refundConsequences } from './refundConsequences';
import { auditSortKeys } from '@tessera/domain/entities/audit';

/** The provider's payment (PaymentIntent id) → which organization's payment it paid (written with the payment). */
export const providerPaymentRef = (paymentIntent: string) => db.doc(`${col.providerPayments}/${paymentIntent}`);

const refundedSoFar = (snap: DocumentSnapshot) => (snap.get('refundedAmount') as number | undefined) ?? 0;

/**
 * Records a refund on a payment, in the caller's transaction after its reads: REFUNDED, how much in all, by whom and
 * when; an INVOICED payment gets its credit note (the next number of the year's credit notes); a membership
 * fee's year no longer paid is taken off the member's card, and the member is told (refundConsequences.ts). `total` is
 * the cumulative amount refunded (as the provider reports it), so applying it twice changes nothing.
 */
async function recordRefund(tx: Transaction, snap: DocumentSnapshot, total: number, by: string) {
  const orgId = snap.ref.parent.parent!.id;
  const status = snap.get('status') as PaymentStatus;
  const creditNote = refundNeedsCreditNote(status) && !snap.get('creditNote') ? await takeNumber(tx, orgId, 'creditNote') : null;
  const consequences = await refundConsequences(tx, orgId, snap, total - refundedSoFar(snap));
  creditNote?.commit({ count: FieldValue.increment(1) });
  tx.update(snap.ref, {
    status: 'REFUNDED',
    refunded: true,
    refundedAmount: total,
    refundedBy: by,
    refundedAt: FieldValue.serverTimestamp(),
    refundRequest: FieldValue.delete(),
    ...(creditNote
      ? { creditNote: { number: creditNote.number, n: creditNote.n, year: creditNote.year, issuedOn: creditNote.issuedOn } }
      : {}),
    updatedAt: FieldValue.serverTimestamp(),
  });
  await consequences(creditNote?.number ?? (snap.get('creditNote.number') as string | undefined) ?? null);
  return { orgId, before: status, creditNote: creditNote?.number ?? null };
}

/** The payment in scope whose refund is asked, and what may still be refunded of it. */
async function refundable(tx: Transaction, ref: DocumentReference, scope: Refunder['scope'], amount: number | undefined) {
  const snap = await tx.get(ref);
  if (!snap.exists) throw new ApiError('NOT_FOUND');
  scope.assertRecord(snap);
  const left = refundLeft(snap.data()!);
  // a payment refunded in part (one registration of a cart's payment) may be refunded for the rest
  const partly = snap.get('status') === 'REFUNDED' && left > 0;
  if (!(paymentAllows(snap.get('status') as PaymentStatus, 'refund') || partly) || snap.get('refundRequest'))
    throw new ApiError('PAYMENT_STATUS_CONFLICT');
  const wanted = amount ?? left;
  if (wanted > left || wanted <= 0)
    throw new ApiError('INVALID_REQUEST', [{ path: 'headers.amount', message: 'validation.refundTooLarge' }]);
  return { snap, wanted };
}

/**
 * The provider's payment a STRIPE payment was paid with: kept on the payment (signup, renewal charge), else read back
 * from its checkout session (payments recorded before the intent was kept).
 */
async function paymentIntentOf(provider: PaymentProvider, snap: DocumentSnapshot): Promise<string> {
  const kept = snap.get('paymentIntent') as string | null | undefined;
  if (kept) return kept;
  const sessionId = snap.get('sessionId') as string | undefined;
  if (!sessionId) throw new Error('a STRIPE payment without its provider payment');
  const intent = (await provider.retrieveCheckout(sessionId))?.payment_intent;
  if (!intent) throw new Error(`session ${sessionId} has no payment to refund`);
  return intent;
}

/** Who refunds: their name on the payment, their audit identity, and the scope of their request (the payments they may touch). */
export interface Refunder {
  by: string;
  actor: ReturnType<typeof auditActor>;
  scope: Pick<RecordAccess, 'assertRecord'>;
}

/**
 * Refunds a payment, whole (amount undefined) or in part: a card payment through the provider (recorded when its
 * event comes back: onChargeRefunded), any other at once, with its credit note when invoiced. Audited. Shared by the
 * refund endpoint and an accepted refund request (requests/decide.ts).
 */
export async function refundPaymentOf(orgId: string, paymentId: string, amount: number | undefined, who: Refunder) {
  const ref = db.doc(`${orgCol(orgId, 'payments')}/${paymentId}`);
  const { by } = who;
  const first = await db.runTransaction(async (tx) => {
    const { snap, wanted } = await refundable(tx, ref, who.scope, amount);
    if (snap.get('mode') === 'STRIPE') {
      // marked first, so a second click cannot ask twice while the provider answers
      tx.update(ref, { refundRequest: { by, amount: wanted, at: FieldValue.serverTimestamp() } });
      return { provider: true as const, snap, wanted };
    }
    const total = refundedSoFar(snap) + wanted;
    const done = await recordRefund(tx, snap, total, by);
    recordChange(tx, orgId, {
      type: 'paymentRefunded',
      by: who.actor,
      target: paymentId,
      before: { status: done.before, refundedAmount: refundedSoFar(snap) },
      after: { status: 'REFUNDED', refundedAmount: total, creditNote: done.creditNote },
    });
    return { provider: false as const, total };
  });
  if (!first.provider) return { status: 'REFUNDED' as const, refundedAmount: first.total };
  try {
    const provider = paymentProvider();
    const intent = await paymentIntentOf(provider, first.snap);
    // the event may come back before the provider answers: the link to the payment is there first (a payment paid
    // before links were kept gets it here, and a later refund from the provider's dashboard finds it too)
    await providerPaymentRef(intent).set({ org: orgId, paymentId }, { merge: true });
    await provider.refund({
      paymentIntent: intent,
      amount: first.wanted,
      metadata: { org: orgId, payment: paymentId, request: String(Date.now()) },
    });
  } catch (e) {
    await ref.update({ refundRequest: FieldValue.delete() });
    logger.error('refund through the provider failed', {
      org: orgId,
      payment: paymentId,
      error: e instanceof Error ? e.message : String(e),
    });
    throw e instanceof ApiError ? e : new ApiError('CARD_DECLINED');
  }
  const after = await ref.get();
  return {
    status: after.get('status') === 'REFUNDED' ? ('REFUNDED' as const) : ('PENDING' as const),
    refundedAmount: after.get('status') === 'REFUNDED' ? refundedSoFar(after) : refundedSoFar(first.snap),
  };
}

/** GET /v1/payments/refund-payment (headers payment, amount?): refundPaymentOf as the signed-in admin. */
export const refundPayment = route(refundPaymentContract, ({ claims, principal, headers, scope }) =>
  refundPaymentOf(claims.org, headers.payment, headers.amount, {
    by: principal.email ?? principal.uid,
    actor: auditActor(principal, claims),
    scope,
  }),
);

/**
 * The provider's charge.refunded event (our refund confirmed, or one made in its dashboard): the payment its
 * PaymentIntent paid is REFUNDED with the charge's cumulative amount refunded. Once per event id (processed marker);
 * an event reporting no more than what is recorded changes nothing.
 */
export async function onChargeRefunded(event: Stripe.Event): Promise<string> {
  const charge = event.data.object as Stripe.Charge;
  const intent = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  const link = intent ? (await providerPaymentRef(intent).get()).data() : undefined;
  if (!link) {
    logger.warn('refund event for an unknown payment', { eventId: event.id, intent });
    return 'unknown';
  }
  const marker = processedEventRef(event.id, 'stripe');
  const ref = db.doc(`${orgCol(link.org, 'payments')}/${link.paymentId}`);
  return db.runTransaction(async (tx) => {
    if ((await tx.get(marker)).exists) return 'duplicate';
    const snap = await tx.get(ref);
    const mark = () => tx.create(marker, { type: 'stripe', at: FieldValue.serverTimestamp() });
    if (!snap.exists || charge.amount_refunded <= refundedSoFar(snap)) {
      mark();
      return 'already';
    }
    const by = (snap.get('refundRequest.by') as string | undefined) ?? 'Stripe';
    const done = await recordRefund(tx, snap, charge.amount_refunded, by);
    tx.set(auditRef(link.org, event.id), {
      type: 'paymentRefunded',
      by: { uid: null, email: by, role: 'provider' },
      target: link.paymentId,
      before: { status: done.before, refundedAmount: refundedSoFar(snap) },
      after: { status: 'REFUNDED', refundedAmount: charge.amount_refunded, creditNote: done.creditNote, eventId: event.id },
      at: FieldValue.serverTimestamp(),
      sortKeys: auditSortKeys(new Date()),
    });
    mark();
    return 'refunded';
  });
}
