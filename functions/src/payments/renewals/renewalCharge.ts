import { FieldValue, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { logger } from 'firebase-functions';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { memberPath, orgCol } from '@tessera/domain/paths';
import { RENEWAL_CHARGE_ATTEMPTS, renewalPaymentId, type RenewalCharge } from '@tessera/domain/payments/renewalCharge';
import { db } from '../../shared/admin';
import { recordChange } from '../../shared/audit';
import { processedEventRef } from '../../shared/processedEvents';
import { enqueueMail } from '../../mail/enqueue';
import { applyVerdict } from './feeVerification';
import { paidMembers } from '../feePayments';
import { graceMonthsOf } from '../feeCard';
import { ONLINE_FEE, paymentDocument } from '../paymentRecord';
import type { PaymentProvider } from '../providers/provider';
import { providerPaymentRef } from '../refund';
import { membershipRenewal } from '../membershipRenewal';
import { renewalChargeRef } from './renewalPlans';

/**
 * The renewal charge's trigger step (QUEUED → CHARGING): claimed in a transaction, so a redelivered event asks the
 * provider once, then the saved card charged off-session under an idempotency key made of the charge's id — a retried
 * request charges nothing twice. The outcome comes back as the provider's event (onRenewalIntent). A provider that
 * cannot be reached puts the charge back to QUEUED (its write fires the trigger again) until RENEWAL_CHARGE_ATTEMPTS,
 * then it fails like a declined card.
 */
export async function chargeRenewal(orgId: string, chargeId: string, provider: PaymentProvider): Promise<string> {
  const ref = renewalChargeRef(orgId, chargeId);
  const charge = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (snap.get('state') !== 'QUEUED') return null;
    tx.update(ref, { state: 'CHARGING', attempts: FieldValue.increment(1), updatedAt: FieldValue.serverTimestamp() });
    return snap.data() as RenewalCharge;
  });
  if (!charge) return 'idle';
  try {
    const answer = await provider.chargeSaved({
      customerId: charge.customerId,
      paymentMethodId: charge.paymentMethodId,
      amount: charge.amount,
      currency: 'eur',
      description: `${charge.object} ${charge.year}`,
      idempotencyKey: `renewal-${orgId}-${chargeId}`,
      metadata: { kind: 'renewal', org: orgId, charge: chargeId, member: charge.memberId },
    });
    // only the intent's id: the state is the event's to set (it may already have come)
    if (answer.paymentIntent) await ref.update({ paymentIntent: answer.paymentIntent });
    return answer.status;
  } catch (e) {
    const attempts = charge.attempts + 1;
    logger.error('renewal charge: provider unreachable', {
      org: orgId,
      charge: chargeId,
      attempts,
      error: e instanceof Error ? e.message : String(e),
    });
    if (attempts < RENEWAL_CHARGE_ATTEMPTS) {
      await ref.update({ state: 'QUEUED', updatedAt: FieldValue.serverTimestamp() });
      return 'retry';
    }
    return recordRenewalFailed(orgId, chargeId, 'provider_unreachable', null);
  }
}

/** The provider's payment_intent events of a renewal charge (metadata kind renewal); any other intent is not ours to act on. */
export async function onRenewalIntent(event: Stripe.Event): Promise<string> {
  const intent = event.data.object as Stripe.PaymentIntent;
  const { kind, org, charge } = intent.metadata ?? {};
  if (kind !== 'renewal') return 'ignored';
  if (!org || !charge) return 'unknown';
  if (event.type === 'payment_intent.succeeded') return recordRenewalPaid(org, charge, intent.id, intent.amount_received, event.id);
  return recordRenewalFailed(org, charge, intent.last_payment_error?.code ?? 'payment_failed', event.id);
}

/** The member as the mails and the audit read it, or null when they were deleted meanwhile. */
const mailOf = (orgId: string, memberId: string, member: DocumentData, template: 'renewalCharged' | 'renewalFailed', c: RenewalCharge) =>
  typeof member.email === 'string' && member.email
    ? {
        orgId,
        to: member.email,
        template,
        lang: member.lang === 'en' ? ('en' as const) : ('it' as const),
        memberId,
        data: { name: String(member.name ?? ''), year: c.year, amount: c.amount, card: c.cardLabel },
      }
    : null;

/**
 * A renewal charge paid: in one transaction the STRIPE payment (PROCESSED, a membership fee of the charge's year, under
 * the charge's own payment id) with its renewal (membershipRenewal.ts: card valid to 31 December, ACTIVE), the link a refund
 * needs, the charge PAID, the member's mail and the audit record. Once per event (processed marker) and once per
 * charge (PAID, and the payment's id): replays and a late success after a give-up record one payment.
 */
async function recordRenewalPaid(orgId: string, chargeId: string, intent: string, received: number, eventId: string) {
  const ref = renewalChargeRef(orgId, chargeId);
  const marker = processedEventRef(eventId, 'stripe');
  return db.runTransaction(async (tx) => {
    if ((await tx.get(marker)).exists) return 'duplicate';
    const mark = () => tx.create(marker, { type: 'stripe', at: FieldValue.serverTimestamp() });
    const snap = await tx.get(ref);
    const c = snap.data() as RenewalCharge | undefined;
    const paymentRef = db.doc(`${orgCol(orgId, 'payments')}/${renewalPaymentId(chargeId)}`);
    if (!c || c.state === 'PAID' || (await tx.get(paymentRef)).exists) {
      mark();
      return c ? 'already' : 'unknown';
    }
    const member = await tx.get(db.doc(memberPath(orgId, c.memberId)));
    if (!member.exists) {
      // paid for someone deleted meanwhile: kept for an admin to refund from the provider's dashboard
      logger.error('renewal paid for a member who no longer exists', { org: orgId, charge: chargeId, intent });
      tx.update(ref, { state: 'PAID', paymentIntent: intent, failure: 'member_missing', updatedAt: FieldValue.serverTimestamp() });
      mark();
      return 'orphan';
    }
    const data = member.data()!;
    const payDay = todayInItaly();
    const renew = await membershipRenewal(tx, orgId, { ref: member.ref, data }, c.year, payDay);
    tx.create(paymentRef, {
      ...paymentDocument({
        memberId: c.memberId,
        member: data,
        payDay,
        payYear: c.year,
        amount: received || c.amount,
        object: c.object,
        ...ONLINE_FEE,
      }),
      paymentIntent: intent,
      renewalCharge: chargeId,
      sessionId: null,
      saleId: null,
      registrationId: null,
    });
    renew();
    tx.set(providerPaymentRef(intent), { org: orgId, paymentId: paymentRef.id });
    tx.update(ref, {
      state: 'PAID',
      paymentIntent: intent,
      paymentId: paymentRef.id,
      failure: null,
      updatedAt: FieldValue.serverTimestamp(),
    });
    const mail = mailOf(orgId, c.memberId, data, 'renewalCharged', c);
    if (mail) await enqueueMail(mail, tx);
    recordChange(tx, orgId, {
      type: 'renewalCharged',
      by: null,
      target: c.memberId,
      before: { accountStatus: data.accountStatus ?? null },
      after: { accountStatus: 'ACTIVE', paymentId: paymentRef.id, amount: received || c.amount, year: c.year },
    });
    mark();
    return 'paid';
  });
}

/**
 * A renewal charge that failed (declined, needing the holder's authentication, or the provider unreachable): the charge
 * FAILED with the reason, and the member's verdict applied again as if no card renewed them (domain feeVerdict: an
 * active member who has not paid becomes INACTIVE; one who paid meanwhile stays), with the mail that says so (counted as
 * the year's reminder). A failure
 * after the charge was paid, or a second one, changes nothing.
 */
export async function recordRenewalFailed(orgId: string, chargeId: string, failure: string, eventId: string | null) {
  const ref = renewalChargeRef(orgId, chargeId);
  const marker = eventId ? processedEventRef(eventId, 'stripe') : null;
  return db.runTransaction(async (tx: Transaction) => {
    if (marker && (await tx.get(marker)).exists) return 'duplicate';
    const mark = () => marker && tx.create(marker, { type: 'stripe', at: FieldValue.serverTimestamp() });
    const snap = await tx.get(ref);
    const c = snap.data() as RenewalCharge | undefined;
    if (!c || c.state === 'PAID' || c.state === 'FAILED') {
      mark();
      return c ? 'already' : 'unknown';
    }
    const member = await tx.get(db.doc(memberPath(orgId, c.memberId)));
    const paid = member.exists && (await paidMembers(tx, orgId, [c.memberId], c.year)).has(c.memberId);
    const graceMonths = await graceMonthsOf(orgId);
    tx.update(ref, { state: 'FAILED', failure, updatedAt: FieldValue.serverTimestamp() });
    if (member.exists) {
      const data = member.data()!;
      const row = await applyVerdict(tx, orgId, member, paid, c.year, false, graceMonths, { plan: 'none', charge: null });
      const mail = paid ? null : mailOf(orgId, c.memberId, data, 'renewalFailed', c);
      // this mail is the year's reminder: a later verification with reminders does not send a second
      if (mail) {
        await enqueueMail(mail, tx);
        tx.update(member.ref, { feeReminderYear: c.year });
      }
      recordChange(tx, orgId, {
        type: 'renewalFailed',
        by: null,
        target: c.memberId,
        before: { accountStatus: row.before },
        after: { accountStatus: row.after, failure, year: c.year },
      });
    }
    mark();
    return 'failed';
  });
}
