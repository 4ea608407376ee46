// The admin app of the tests first: the functions modules then reuse it.
import { db, adminAuth } from '../support/admin';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type Stripe from 'stripe';
import { logger } from 'firebase-functions';
import { handleEvent } from '../../functions/src/payments/providers/webhook';
import { CARD_NUMBER_COUNTER, col, counterPath, orgCol, profileId, profilePath } from '@tessera/domain/paths';
import { todayInItaly } from '@tessera/domain/locale/dates';
import type { Timestamp } from 'firebase-admin/firestore';
import { api } from '../support/api';
import { buildWorld, ORG_A } from '../support/world';
import { clearRateLimits, signupCode, signupPayload } from '../signup/support';
import { checkoutEvent, postWebhook } from './support';

/** A PENDING paid signup through create-session: its session id and sign-in. */
async function pendingSignup(email: string): Promise<{ id: string; uid: string; org: string }> {
  const code = await signupCode(ORG_A, email);
  const res = await api<{ session: { id: string } }>('POST', '/v1/payments/create-session', {
    headers: { org: ORG_A },
    body: signupPayload(email, code),
  });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return { id: res.body.session.id, uid: (await adminAuth.getUserByEmail(email)).uid, org: ORG_A };
}

async function countsFor(email: string) {
  const members = (await db.collection(orgCol(ORG_A, 'members')).where('email', '==', email).get()).docs;
  const ids = members.map((m) => m.id);
  const payments = ids.length ? (await db.collection(orgCol(ORG_A, 'payments')).where('memberId', 'in', ids).get()).docs : [];
  const cards = ids.length ? (await db.collection(orgCol(ORG_A, 'cards')).where('memberId', 'in', ids).get()).docs : [];
  return { members, payments, cards };
}

const retrieve = (session: string) =>
  api<{ session: { payment_status: string } | null; result: boolean }>('GET', '/v1/payments/retrieve-session', { headers: { session } });

beforeAll(async () => {
  await buildWorld();
});
beforeEach(clearRateLimits);

describe('stripeWebhook', () => {
  it('refuses with 401 an event without signature, signed with another secret, or tampered with; nothing changes', async () => {
    const s = await pendingSignup('sig@example.test');
    const payload = JSON.stringify(checkoutEvent('checkout.session.completed', s));
    expect((await postWebhook(payload, { signature: null })).status).toBe(401);
    expect((await postWebhook(payload, { secret: 'whsec_not_the_secret' })).status).toBe(401);
    expect((await postWebhook(payload, { signature: 't=1,v1=deadbeef' })).status).toBe(401);
    const signedOther = JSON.stringify(checkoutEvent('checkout.session.completed', { ...s, amount: 1 }));
    const { status } = await postWebhook(payload.replace('"amount_total":3000', '"amount_total":1'), {
      signature: (await import('stripe')).default.webhooks.generateTestHeaderString({
        payload: signedOther,
        secret: (await import('./support')).webhookSecret(),
      }),
    });
    expect(status).toBe(401);
    expect((await countsFor('sig@example.test')).members).toHaveLength(0);
  });

  it('a completed checkout creates the member, its card, the payment and completes the profile; replayed ×3 it changes nothing', async () => {
    const email = 'replay@example.test';
    const s = await pendingSignup(email);
    const payload = JSON.stringify(checkoutEvent('checkout.session.completed', s));
    const first = await postWebhook(payload);
    expect(first).toEqual({ status: 200, body: { received: true, outcome: 'completed' } });
    const replays = await Promise.all([postWebhook(payload), postWebhook(payload), postWebhook(payload)]);
    expect(replays.map((r) => r.body.outcome)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    const { members, payments, cards } = await countsFor(email);
    expect(members).toHaveLength(1);
    expect(payments).toHaveLength(1);
    expect(cards).toHaveLength(1);
    const member = members[0]!.data();
    expect(member).toMatchObject({ accountStatus: 'ACTIVE', cardStatus: 'ACTIVE', category: 'cat-ord', cardNumber: cards[0]!.id });
    // the world has cards 1001–1003: the next free number
    expect(cards[0]!.id).toBe('1004');
    expect(payments[0]!.data()).toMatchObject({ mode: 'STRIPE', status: 'PROCESSED', amount: 3000, object: 'Ordinario', sessionId: s.id });
    const profile = await db.doc(profilePath(profileId(s.uid, ORG_A, 'member'))).get();
    expect(profile.data()).toMatchObject({ memberId: members[0]!.id, pending: false });
    // the same payment as a fresh event (Stripe resending with a new id) finds the signup done
    const resent = await postWebhook(JSON.stringify(checkoutEvent('checkout.session.completed', s)));
    expect(resent.body.outcome).toBe('already');
    expect((await countsFor(email)).payments).toHaveLength(1);
  });

  it('two signups paid at the same moment get two different card numbers', async () => {
    const [a, b] = [await pendingSignup('race-a@example.test'), await pendingSignup('race-b@example.test')];
    const outcomes = await Promise.all([a, b].map((s) => postWebhook(JSON.stringify(checkoutEvent('checkout.session.completed', s)))));
    expect(outcomes.map((o) => o.body.outcome)).toEqual(['completed', 'completed']);
    const numbers = [(await countsFor('race-a@example.test')).cards[0]!.id, (await countsFor('race-b@example.test')).cards[0]!.id];
    expect(new Set(numbers).size).toBe(2);
  });

  it('the card number comes from the card-number counter, raised in the same transaction; the card runs to 31 December', async () => {
    // the fulfilment once read every card id inside its transaction; now one counter document
    await db.doc(counterPath(ORG_A, CARD_NUMBER_COUNTER)).set({ last: '0020000' });
    const s = await pendingSignup('counter@example.test');
    expect((await postWebhook(JSON.stringify(checkoutEvent('checkout.session.completed', s)))).body.outcome).toBe('completed');
    const { members, cards } = await countsFor('counter@example.test');
    expect(cards[0]!.id).toBe('0020001');
    expect((await db.doc(counterPath(ORG_A, CARD_NUMBER_COUNTER)).get()).get('last')).toBe('0020001');
    const yearEnd = `${todayInItaly().slice(0, 4)}-12-31T00:00:00.000Z`;
    expect((members[0]!.get('cardValidUntil') as Timestamp).toDate().toISOString()).toBe(yearEnd);
    expect((cards[0]!.get('validUntil') as Timestamp).toDate().toISOString()).toBe(yearEnd);
  });

  it('a stale event (older than the retry window) is not applied but audited; an unknown event type is ignored', async () => {
    const s = await pendingSignup('stale@example.test');
    const fourDaysAgo = Math.floor(Date.now() / 1000) - 4 * 24 * 3600;
    const stale = checkoutEvent('checkout.session.completed', s, fourDaysAgo);
    expect((await postWebhook(JSON.stringify(stale))).body.outcome).toBe('stale');
    // not dropped silently: the organization's audit trail has it (and the log an error for the alert)
    expect((await db.doc(`${orgCol(ORG_A, 'audit')}/${stale.id}`).get()).data()).toMatchObject({
      type: 'stalePaymentEvent',
      eventId: stale.id,
      eventType: 'checkout.session.completed',
      sessionId: s.id,
      org: ORG_A,
    });
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const again = checkoutEvent('checkout.session.completed', s, fourDaysAgo);
    expect(await handleEvent(again as unknown as Stripe.Event)).toBe('stale');
    expect(errors).toHaveBeenCalledWith('stripe stale event', expect.objectContaining({ eventId: again.id, sessionId: s.id }));
    errors.mockRestore();
    const other = { ...checkoutEvent('checkout.session.completed', s), type: 'payment_intent.created' };
    expect(await postWebhook(JSON.stringify(other))).toEqual({ status: 200, body: { received: true, outcome: 'ignored' } });
    expect((await countsFor('stale@example.test')).members).toHaveLength(0);
    const signup = await db.doc(`${orgCol(ORG_A, 'signups')}/${s.uid}`).get();
    expect(signup.get('status')).toBe('PENDING');
  });

  it('out of order: an expiry applied first wins over an older completion; a completion applied first wins over an older expiry', async () => {
    const now = Math.floor(Date.now() / 1000);
    const s = await pendingSignup('order-1@example.test');
    expect((await postWebhook(JSON.stringify(checkoutEvent('checkout.session.expired', s, now)))).body.outcome).toBe('closed');
    expect((await postWebhook(JSON.stringify(checkoutEvent('checkout.session.completed', s, now - 60)))).body.outcome).toBe('closed');
    expect((await countsFor('order-1@example.test')).members).toHaveLength(0);

    const t = await pendingSignup('order-2@example.test');
    expect((await postWebhook(JSON.stringify(checkoutEvent('checkout.session.completed', t, now)))).body.outcome).toBe('completed');
    expect((await postWebhook(JSON.stringify(checkoutEvent('checkout.session.expired', t, now - 60)))).body.outcome).toBe('already');
    expect((await db.doc(`${orgCol(ORG_A, 'signups')}/${t.uid}`).get()).get('status')).toBe('COMPLETED');
  });

  it('an event for no known signup is recorded and ignored', async () => {
    const res = await postWebhook(
      JSON.stringify(checkoutEvent('checkout.session.completed', { id: 'cs_test_x', org: ORG_A, uid: 'nobody' })),
    );
    expect(res).toEqual({ status: 200, body: { received: true, outcome: 'unknown' } });
  });
});

describe('local checkout and GET /v1/payments/retrieve-session', () => {
  it('pay sends the signed event through the webhook: the member exists and the session reads paid with result true', async () => {
    const email = 'local-pay@example.test';
    const s = await pendingSignup(email);
    const page = await api<{ session: { amount_total: number; productName: string } }>('GET', '/v1/payments/local-checkout', {
      headers: { session: s.id },
    });
    expect(page.body.session).toMatchObject({ amount_total: 3000, productName: 'Associazione Alfa — Ordinario' });
    const paid = await api<{ url: string }>('POST', '/v1/payments/local-checkout-pay', { body: { session: s.id } });
    expect(paid.status).toBe(200);
    expect(paid.body.url).toMatch(new RegExp(`/signup-success\\?session_id=${s.id}$`));
    expect((await countsFor(email)).members).toHaveLength(1);
    expect(await retrieve(s.id)).toMatchObject({ status: 200, body: { session: { payment_status: 'paid' }, result: true } });
    // paying twice is refused
    expect((await api('POST', '/v1/payments/local-checkout-pay', { body: { session: s.id } })).status).toBe(409);
  });

  it('cancel leads to the error page; the unpaid session reads result false', async () => {
    const s = await pendingSignup('local-cancel@example.test');
    const cancelled = await api<{ url: string }>('POST', '/v1/payments/local-checkout-cancel', { body: { session: s.id } });
    expect(cancelled.body.url).toMatch(new RegExp(`/signup-error\\?session_id=${s.id}$`));
    expect(await retrieve(s.id)).toMatchObject({ status: 200, body: { session: { payment_status: 'unpaid' }, result: false } });
    expect((await countsFor('local-cancel@example.test')).members).toHaveLength(0);
  });

  it('the outcome page arriving before the webhook completes the signup itself; the late webhook then changes nothing', async () => {
    const email = 'early@example.test';
    const s = await pendingSignup(email);
    await db.doc(`${col.localCheckoutSessions}/${s.id}`).update({ status: 'complete', payment_status: 'paid' });
    expect((await retrieve(s.id)).body.result).toBe(true);
    expect((await retrieve(s.id)).body.result).toBe(true);
    expect((await postWebhook(JSON.stringify(checkoutEvent('checkout.session.completed', s)))).body.outcome).toBe('already');
    const { members, payments } = await countsFor(email);
    expect([members.length, payments.length]).toEqual([1, 1]);
  });

  it('an unknown session reads {session: null, result: false}; a malformed one is 400', async () => {
    expect(await retrieve('cs_local_nothing')).toEqual({ status: 200, body: { session: null, result: false } });
    expect((await retrieve('not a session')).status).toBe(400);
    expect((await api('GET', '/v1/payments/retrieve-session')).status).toBe(400);
  });
});
