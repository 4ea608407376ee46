import { beforeAll, describe, expect, it } from 'vitest';
import { col, memberPath, orgCol } from '@tessera/domain/paths';
import { renewalChargeId, renewalPaymentId } from '@tessera/domain/payments/renewalCharge';
import { api } from '../support/api';
import { db } from '../support/admin';
import { eventually } from '../support/settle';
import { buildWorld, ORG_A, updateMember, type PrincipalName, type World } from '../support/world';
import { postWebhook } from './support';

// Charging the saved card at renewal: the yearly verification queues one charge per member and year for
// an active member who renews automatically; its trigger charges the card through the local provider, whose signed
// payment_intent event goes to the real webhook, which records the STRIPE payment with its renewal (or the failure:
// the member inactive and told by mail). Safe to run twice, events replayed, refundable through the provider.
type Answer = Record<string, unknown> & { id?: string; err?: string; session?: { url: string } | null; url?: string };
let world: World;
const THIS_YEAR = new Date().getUTCFullYear();
const YEAR = THIS_YEAR - 1;
const EARLIER = THIS_YEAR - 2;

const call = (method: 'GET' | 'POST' | 'PATCH', path: string, who: PrincipalName, body?: unknown, headers?: Record<string, string>) =>
  api<Answer>(method, path, { token: world.tokens[who], body, headers });
const member = async (id: string) => (await db.doc(memberPath(ORG_A, id)).get()).data()!;
const charge = (year: number, memberId: string) => db.doc(`${orgCol(ORG_A, 'renewalCharges')}/${renewalChargeId(year, memberId)}`);
const payment = (year: number, memberId: string) =>
  db.doc(`${orgCol(ORG_A, 'payments')}/${renewalPaymentId(renewalChargeId(year, memberId))}`);
const feesOf = async (memberId: string, year: number) =>
  (await db.collection(orgCol(ORG_A, 'payments')).where('memberId', '==', memberId).where('payYear', '==', year).get()).docs;
const mailsTo = async (to: string, template: string) =>
  (await db.collection(orgCol(ORG_A, 'mail')).where('to', '==', to).where('template', '==', template).get()).docs;
const settled = (year: number, memberId: string) =>
  eventually(
    async () => (await charge(year, memberId).get()).data(),
    (c) => c?.state === 'PAID' || c?.state === 'FAILED',
  );

async function verifyAll(year: number) {
  const started = await call('POST', '/v1/payments/verify-payments-all', 'orgAdmin', { year, sendMail: true });
  expect(started.status).toBe(200);
  const job = db.doc(`${orgCol(ORG_A, 'verifications')}/${started.body.id}`);
  const done = await eventually(
    async () => (await job.get()).data(),
    (d) => d?.state === 'DONE',
  );
  const report = (await job.collection('report').get()).docs.map((d) => d.data());
  return { ...done!, report };
}

beforeAll(async () => {
  world = await buildWorld();
  // m1 (the member principal) saves a card on the local checkout page and turns automatic renewal on
  await updateMember(ORG_A, 'm1', { category: 'cat-ord' });
  const started = await call('PATCH', '/v1/payments/update-payment-method', 'member', {});
  const session = /\/checkout\/(cs_local_\w+)$/.exec(started.body.session!.url)![1]!;
  expect((await api<Answer>('POST', '/v1/payments/local-checkout-pay', { body: { session } })).status).toBe(200);
  expect((await call('PATCH', '/v1/payments/toggle-renew', 'member', { autoRenew: true })).status).toBe(200);
  // m2 renews automatically with a card its bank declines (Stripe's test payment method of that name)
  await updateMember(ORG_A, 'm2', { category: 'cat-sost' });
  await db.doc(`${orgCol(ORG_A, 'paymentAccounts')}/m2`).set({
    memberId: 'm2',
    autoRenew: true,
    card: { brand: 'visa', last4: '0002', expMonth: 12, expYear: THIS_YEAR + 2 },
    customerId: 'cus_local_declined',
    paymentMethodId: 'pm_card_chargeDeclined',
  });
  // m3 has no saved card: the ordinary verdict
});

describe('verify-payments (one member) with automatic renewal', () => {
  it("queues the fee's charge instead of inactivating, and the provider's event records the payment with its renewal", async () => {
    const res = await call('POST', '/v1/payments/verify-payments', 'orgAdmin', { memberId: 'm1', year: EARLIER, sendMail: true });
    expect(res.body).toEqual({ memberId: 'm1', paid: false, before: 'ACTIVE', after: 'ACTIVE', reason: 'autoRenew', reminded: false });
    expect(await settled(EARLIER, 'm1')).toMatchObject({ state: 'PAID', amount: 3000, attempts: 1, failure: null });
    const paid = (await payment(EARLIER, 'm1').get()).data()!;
    expect(paid).toMatchObject({ memberId: 'm1', mode: 'STRIPE', status: 'PROCESSED', payYear: EARLIER, amount: 3000, cardPayment: true });
    expect(paid.object).toBe('Ordinario');
    expect((await db.doc(`${col.providerPayments}/${paid.paymentIntent}`).get()).data()).toEqual({
      org: ORG_A,
      paymentId: payment(EARLIER, 'm1').id,
    });
    expect((await member('m1')).accountStatus).toBe('ACTIVE');
  });
});

describe('verify-payments-all with automatic renewal', () => {
  let first: Awaited<ReturnType<typeof verifyAll>>;
  beforeAll(async () => {
    first = await verifyAll(YEAR);
  });

  it('charges who renews automatically, inactivates who does not; the report says which', async () => {
    expect(first).toMatchObject({ processed: 3, changed: 1, reminded: 1, charging: 2 });
    const rows = Object.fromEntries(first.report.map((r) => [r.memberId, r]));
    expect(rows.m1).toMatchObject({ reason: 'autoRenew', before: 'ACTIVE', after: 'ACTIVE', reminded: false });
    expect(rows.m2).toMatchObject({ reason: 'autoRenew', before: 'ACTIVE', after: 'ACTIVE', reminded: false });
    expect(rows.m3).toMatchObject({ reason: 'unpaid', before: 'ACTIVE', after: 'INACTIVE', reminded: true });
  });

  it('a paid charge renews the card to 31 December and mails the member', async () => {
    expect(await settled(YEAR, 'm1')).toMatchObject({ state: 'PAID', paymentId: payment(YEAR, 'm1').id });
    const m1 = await member('m1');
    expect(m1.accountStatus).toBe('ACTIVE');
    expect((m1.cardValidUntil as { toDate(): Date }).toDate().toISOString().slice(0, 10) >= `${YEAR}-12-31`).toBe(true);
    expect(await feesOf('m1', YEAR)).toHaveLength(1);
    expect((await mailsTo('member-a@test.it', 'renewalCharged')).length).toBe(2);
  });

  it('a declined card fails the charge: the member becomes inactive and is told by mail, not reminded', async () => {
    expect(await settled(YEAR, 'm2')).toMatchObject({ state: 'FAILED', failure: 'card_declined', amount: 10050 });
    expect((await member('m2')).accountStatus).toBe('INACTIVE');
    expect(await feesOf('m2', YEAR)).toHaveLength(0);
    expect(await mailsTo('two@test.it', 'renewalFailed')).toHaveLength(1);
    expect(await mailsTo('two@test.it', 'feeReminder')).toHaveLength(0);
    const audit = await db.collection(orgCol(ORG_A, 'audit')).where('type', '==', 'renewalFailed').where('target', '==', 'm2').get();
    expect(audit.docs.map((d) => d.data().after)).toEqual([{ accountStatus: 'INACTIVE', failure: 'card_declined', year: YEAR }]);
  });

  it('running it again charges nobody twice and changes nothing (the failed card is not tried again)', async () => {
    const again = await verifyAll(YEAR);
    expect(again).toMatchObject({ processed: 3, changed: 0, charging: 0 });
    expect(await feesOf('m1', YEAR)).toHaveLength(1);
    expect((await charge(YEAR, 'm2').get()).get('attempts')).toBe(1);
    expect(await mailsTo('two@test.it', 'renewalFailed')).toHaveLength(1);
  });

  it("the provider's success event replayed ×3 records one payment", async () => {
    const intent = (await charge(YEAR, 'm1').get()).get('paymentIntent') as string;
    const local = (await db.doc(`${col.localPaymentIntents}/${intent}`).get()).data()!;
    for (let i = 0; i < 3; i++) {
      const event = {
        id: `evt_test_renewal_${Date.now()}_${i}`,
        object: 'event',
        type: 'payment_intent.succeeded',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: { object: { object: 'payment_intent', id: intent, amount: 3000, amount_received: 3000, metadata: local.metadata } },
      };
      const payload = JSON.stringify(event);
      expect((await postWebhook(payload)).body.outcome).toBe('already');
      expect((await postWebhook(payload)).body.outcome).toBe('duplicate');
    }
    expect(await feesOf('m1', YEAR)).toHaveLength(1);
    expect((await mailsTo('member-a@test.it', 'renewalCharged')).length).toBe(2);
  });

  it('a renewal payment is refunded through the provider by its payment intent; the next verification does not charge again', async () => {
    const id = payment(YEAR, 'm1').id;
    const res = await call('GET', '/v1/payments/refund-payment', 'orgAdmin', undefined, { payment: id });
    expect(res.body).toEqual({ status: 'REFUNDED', refundedAmount: 3000 });
    const again = await verifyAll(YEAR);
    expect(again).toMatchObject({ changed: 1, charging: 0 });
    expect((await member('m1')).accountStatus).toBe('INACTIVE');
    expect(await feesOf('m1', YEAR)).toHaveLength(1);
  });
});

describe('renewal events that are not ours', () => {
  it("a checkout's payment intent and a charge nobody queued change nothing", async () => {
    const event = (metadata: Record<string, string>, n: number) =>
      JSON.stringify({
        id: `evt_test_foreign_${Date.now()}_${n}`,
        object: 'event',
        type: 'payment_intent.succeeded',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: { object: { object: 'payment_intent', id: `pi_foreign_${n}`, amount_received: 100, metadata } },
      });
    expect((await postWebhook(event({ kind: 'signup', org: ORG_A }, 1))).body.outcome).toBe('ignored');
    expect((await postWebhook(event({ kind: 'renewal', org: ORG_A, charge: `${YEAR}_nobody` }, 2))).body.outcome).toBe('unknown');
  });
});
