import { FieldValue } from 'firebase-admin/firestore';
import { PAYMENT_CURRENCY } from '@tessera/domain/constants';
import { db } from '../shared/admin';
import { route } from '../http/route';
import { joinableOrganization } from '../website/organization';
import { assertTaxCodeFree } from '../members/uniqueness';
import { assertEmailUnclaimed } from '../members/uniqueClaims';
import { consumeCode } from '../verification/codes';
import { writeSignupProfile } from './account';
import { signupOffer } from './offer';
import { signupMember, signupPrivacyVersion, withSignupAccount } from './register';
import { paymentProvider } from '../payments/providers/providers';
import { returnPage } from '../payments/providers/returnPage';
import { signupRef, type SignupRecord } from './signupRecord';
import { createSessionContract } from '@tessera/domain/contracts/payments';

/**
 * POST /v1/payments/create-session {signup payload} (header org) → { session: {id, url, payment_status} }.
 * The payment way out of signup. With the emailed code: the sign-in (enabled, so the web can sign in before paying),
 * a checkout session for the offer's price, then in one transaction the code spent, email and tax code checked
 * free, the pending signup record and a pending member profile (memberId null). The member, card and payment
 * come with the payment (fulfilSignup.ts).
 */
export const createSession = route(createSessionContract, async ({ headers, body }) => {
  const org = await joinableOrganization(headers.org);
  const offer = await signupOffer(org.id, body.offer);
  const member = signupMember(body);
  const privacyVersion = signupPrivacyVersion(org, body);
  const orgName = org.publicInfo.name;
  const session = await withSignupAccount({ id: org.id, name: orgName }, body, async (ctx) => {
    const s = await paymentProvider().createCheckout({
      amount: offer.amount,
      currency: PAYMENT_CURRENCY,
      productName: `${orgName} — ${offer.name}`,
      email: body.email,
      successUrl: returnPage('/signup-success?session_id={CHECKOUT_SESSION_ID}'),
      cancelUrl: returnPage('/signup-error?session_id={CHECKOUT_SESSION_ID}'),
      metadata: { kind: 'signup', org: org.id, uid: ctx.uid },
    });
    await db.runTransaction(async (tx) => {
      await assertEmailUnclaimed(tx, org.id, body.email);
      await assertTaxCodeFree(tx, org.id, member.ssn);
      await consumeCode(tx, ctx.code);
      const record: SignupRecord = {
        uid: ctx.uid,
        email: body.email,
        member,
        privacyVersion,
        offer,
        sessionId: s.id,
        status: 'PENDING',
        lastEventAt: null,
        memberId: null,
        paymentId: null,
        cardNumber: null,
      };
      tx.set(signupRef(org.id, ctx.uid), { ...record, lang: ctx.lang, createdAt: FieldValue.serverTimestamp() });
      writeSignupProfile(tx, {
        uid: ctx.uid,
        orgId: org.id,
        orgName,
        email: body.email,
        displayName: ctx.displayName,
        memberId: null,
        lang: ctx.lang,
      });
    });
    return s;
  });
  // A session just made is open and has its payment page; without one the visitor could not pay.
  if (!session.url) throw new Error(`checkout session ${session.id} has no url`);
  return { session: { id: session.id, url: session.url, payment_status: session.payment_status } };
});
