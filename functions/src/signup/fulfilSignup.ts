import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { cardPath, orgCol, profileId, profilePath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { consentWrites } from '../consents/consentRecord';
import { processedEventRef } from '../shared/processedEvents';
import { ApiError } from '../http/apiError';
import { firstFreeCardNumber, readCardCounter } from '../members/cardCounter';
import { cardFields, issuedCardFields } from '../members/cardRecord';
import { memberFields } from '../members/memberRecord';
import { assertTaxCodeFree } from '../members/uniqueness';
import { claimEmail, retryLostClaims } from '../members/uniqueClaims';
import type { CheckoutSession } from '../payments/providers/provider';
import { signupRef, type SignupRecord } from './signupRecord';
import { ONLINE_FEE, paymentDocument } from '../payments/paymentRecord';
import { providerPaymentRef } from '../payments/refund';

/** `already`: the signup was completed before; `closed`: it is EXPIRED or CONFLICT, nothing to do. */
export type FulfilOutcome = 'completed' | 'already' | 'closed' | 'duplicate' | 'out-of-order' | 'unknown' | 'conflict' | 'unpaid';

/**
 * Turns a paid signup into a member, exactly once: in one transaction the member (ACTIVE, valid to 31 December),
 * its card with the next free number (from the card-number counter, read and raised inside the transaction, so two
 * signups cannot take one number), the payment (STRIPE, PROCESSED), the profile made whole (memberId set, no longer
 * pending), the signup record COMPLETED and, for a webhook event, its processed marker. A replayed event or a
 * second caller (webhook and outcome page) finds the marker or the COMPLETED record and changes nothing.
 */
export async function fulfilSignup(session: CheckoutSession, event?: { id: string; created: number }): Promise<FulfilOutcome> {
  const { org, uid } = session.metadata;
  if (!org || !uid) return 'unknown';
  if (session.payment_status !== 'paid') return 'unpaid';
  const ref = signupRef(org, uid);
  const marker = event ? processedEventRef(event.id, 'stripe') : null;
  try {
    return await retryLostClaims(() =>
      db.runTransaction(
        async (tx) => {
          if (marker && (await tx.get(marker)).exists) return 'duplicate';
          const snap = await tx.get(ref);
          const mark = () => marker && tx.create(marker, { type: 'stripe', at: FieldValue.serverTimestamp() });
          if (!snap.exists) {
            mark();
            return 'unknown';
          }
          const s = snap.data() as SignupRecord;
          if (s.status !== 'PENDING') {
            mark();
            return s.status === 'COMPLETED' ? 'already' : 'closed';
          }
          if (event && s.lastEventAt !== null && event.created < s.lastEventAt) {
            mark();
            return 'out-of-order';
          }
          const memberRef = db.collection(orgCol(org, 'members')).doc();
          let claimTheEmail: () => void;
          try {
            claimTheEmail = await claimEmail(tx, org, memberRef.id, s.email);
            await assertTaxCodeFree(tx, org, s.member.ssn);
          } catch (e) {
            if (!(e instanceof ApiError)) throw e;
            // paid, but someone took the email or tax code meanwhile: kept for an admin (refund or merge)
            tx.update(ref, { status: 'CONFLICT', conflict: e.code, sessionId: session.id, lastEventAt: event?.created ?? s.lastEventAt });
            mark();
            return 'conflict';
          }
          const counter = await readCardCounter(tx, org);
          const cardNumber = await firstFreeCardNumber(tx, org, counter);

          const year = Number(todayInItaly().slice(0, 4));
          // the privacy consent the signup form required, recorded as the new member's own (consents/)
          const privacy = s.member.privacyAcceptedAt
            ? [{ kind: 'privacy' as const, given: true, signedOn: s.member.privacyAcceptedAt, version: s.privacyVersion ?? null }]
            : [];
          const recordedBy = { kind: 'member' as const, uid, role: 'member', email: null };
          const member = {
            ...memberFields({ ...s.member, cardNumber, accountStatus: 'ACTIVE' }),
            ...consentWrites(tx, memberRef, privacy, 'signup', recordedBy, { creating: true }),
            ...issuedCardFields(undefined),
            registeredAt: FieldValue.serverTimestamp(),
            lastPaymentAt: FieldValue.serverTimestamp(),
            signupUid: uid,
          };
          const paymentRef = db.collection(orgCol(org, 'payments')).doc();
          tx.create(memberRef, member);
          claimTheEmail();
          tx.create(db.doc(cardPath(org, cardNumber)), cardFields(memberRef.id, member));
          counter.issued(cardNumber);
          tx.create(paymentRef, {
            // the payer's fields (group, name, card) come from the member: the member trigger keeps them in step (payments/wiring.ts)
            ...paymentDocument(
              {
                memberId: memberRef.id,
                member,
                payDay: todayInItaly(),
                payYear: year,
                amount: session.amount_total ?? s.offer.amount,
                object: s.offer.name,
                ...ONLINE_FEE,
              },
              FieldValue.serverTimestamp(),
            ),
            offerId: s.offer.id,
            sessionId: session.id,
            // what a refund (ours or one made in the provider's dashboard) refers to
            paymentIntent: session.payment_intent,
            saleId: null,
            registrationId: null,
          });
          if (session.payment_intent) tx.set(providerPaymentRef(session.payment_intent), { org, paymentId: paymentRef.id });
          tx.set(db.doc(profilePath(profileId(uid, org, 'member'))), { memberId: memberRef.id, pending: false }, { merge: true });
          tx.update(ref, {
            status: 'COMPLETED',
            memberId: memberRef.id,
            paymentId: paymentRef.id,
            cardNumber,
            sessionId: session.id,
            lastEventAt: event?.created ?? s.lastEventAt,
            completedAt: FieldValue.serverTimestamp(),
          });
          mark();
          return 'completed';
        },
        // signups paid at the same moment compete for the next card number: retry the losers
        { maxAttempts: 10 },
      ),
    );
  } catch (e) {
    logger.error('signup fulfilment failed', { org, uid, session: session.id, error: e instanceof Error ? e.stack : String(e) });
    throw e;
  }
}

/**
 * A session that ended without payment (expired, async payment failed): a PENDING signup whose current session it
 * is becomes EXPIRED, once; the sign-in stays, and a new signup with a fresh code takes it over.
 */
export async function closeSignup(session: CheckoutSession, event: { id: string; created: number }): Promise<FulfilOutcome> {
  const { org, uid } = session.metadata;
  if (!org || !uid) return 'unknown';
  const ref = signupRef(org, uid);
  const marker = processedEventRef(event.id, 'stripe');
  return db.runTransaction(async (tx) => {
    if ((await tx.get(marker)).exists) return 'duplicate';
    const snap = await tx.get(ref);
    tx.create(marker, { type: 'stripe', at: FieldValue.serverTimestamp() });
    const s = snap.data() as SignupRecord | undefined;
    if (!s) return 'unknown';
    if (s.status !== 'PENDING' || s.sessionId !== session.id) return 'already';
    // an expiry older than an event already applied changes nothing
    if (s.lastEventAt !== null && event.created < s.lastEventAt) return 'out-of-order';
    tx.update(ref, { status: 'EXPIRED', lastEventAt: event.created });
    return 'closed';
  });
}
