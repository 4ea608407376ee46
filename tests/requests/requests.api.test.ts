import { beforeAll, describe, expect, it } from 'vitest';
import { DEV_MAILBOX_COLLECTION } from '@tessera/domain/entities/mail';
import { memberPath, orgCol } from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { eventually } from '../support/settle';
import { buildWorld, ORG_A, type PrincipalName, type World } from '../support/world';

// Richieste: a member asks for a refund (GET /v1/payments/ask-refund) or a cancellation
// (/v1/profile/cancellation); the refund roles accept or refuse (POST /v1/requests/decide); the member is told by mail.
type Answer = Record<string, unknown> & { id?: string; status?: string; refund?: string | null; err?: string };
let world: World;

const payments = () => db.collection(orgCol(ORG_A, 'payments'));
const requests = () => db.collection(orgCol(ORG_A, 'requests'));
const ask = (who: PrincipalName, payment: string) =>
  api<Answer>('GET', '/v1/payments/ask-refund', { token: world.tokens[who], headers: { payment } });
const decide = (who: PrincipalName, body: Record<string, unknown>) =>
  api<Answer>('POST', '/v1/requests/decide', { token: world.tokens[who], body });
const cancellation = (requested: boolean) =>
  api<Answer>('POST', '/v1/profile/cancellation', { token: world.tokens.member, body: { requested } });

async function register(memberId: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await api<Answer>('POST', '/v1/payments/one', {
    token: world.tokens.orgAdmin,
    body: { memberId, payDate: '2026-01-15', payYear: 2026, amount: 4000, mode: 'BONIFICO', object: 'Quota 2026', ...extra },
  });
  expect(res.status).toBe(200);
  return res.body.id!;
}

/** The rendered messages the local sink delivered to `to`, newest last. */
const delivered = async (to: string) =>
  (await db.collection(DEV_MAILBOX_COLLECTION).where('to', '==', to).get()).docs
    .map((d) => d.data())
    .sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis());

beforeAll(async () => {
  world = await buildWorld();
});

describe('GET /v1/payments/ask-refund', () => {
  it('a member asks for the refund of their payment: one pending request in Richieste, asking again changes nothing', async () => {
    const payment = await register('m1');
    const first = await ask('member', payment);
    expect([first.status, first.body.status]).toEqual([200, 'PENDING']);
    const again = await ask('member', payment);
    expect(again.body.id).toBe(first.body.id);
    const stored = (await requests().doc(first.body.id!).get()).data()!;
    expect(stored).toMatchObject({
      type: 'REFUND',
      status: 'PENDING',
      memberId: 'm1',
      holder: 'Rossi Mario',
      group: 'g1',
      email: 'member-a@test.it',
      paymentId: payment,
      amount: 4000,
      object: 'Quota 2026',
    });
    expect((await requests().where('paymentId', '==', payment).get()).size).toBe(1);
  });

  it("someone else's payment is NOT_FOUND; a payment not received yet is PAYMENT_STATUS_CONFLICT; an admin has no own payment", async () => {
    const others = await register('m2');
    expect([(await ask('member', others)).status, (await ask('member', others)).body.err]).toEqual([404, 'NOT_FOUND']);
    expect((await ask('member', 'no-such-payment')).body.err).toBe('NOT_FOUND');
    const onHold = await register('m1', { status: 'ONHOLD' });
    const res = await ask('member', onHold);
    expect([res.status, res.body.err]).toEqual([409, 'PAYMENT_STATUS_CONFLICT']);
    expect((await requests().where('paymentId', 'in', [others, onHold]).get()).size).toBe(0);
    expect((await ask('orgAdmin', others)).body.err).toBe('USER_NOT_FOUND');
  });
});

describe('POST /v1/requests/decide', () => {
  it('accepting a refund request refunds the payment, decides the request and mails the member; deciding again is refused', async () => {
    const payment = await register('m1', { amount: 2500 });
    const { id } = (await ask('member', payment)).body;
    const res = await decide('orgAdmin', { id, decision: 'accept', note: 'Rimborso con bonifico entro 5 giorni' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id, status: 'ACCEPTED', refund: 'REFUNDED' });
    expect((await payments().doc(payment).get()).data()).toMatchObject({
      status: 'REFUNDED',
      refundedAmount: 2500,
      refundedBy: 'admin-a@test.it',
    });
    expect((await requests().doc(id!).get()).data()).toMatchObject({ status: 'ACCEPTED', decidedBy: 'admin-a@test.it' });
    const mail = await eventually(
      async () => (await delivered('member-a@test.it')).find((m) => String(m.text).includes('Rimborso con bonifico')),
      Boolean,
    );
    expect(mail?.subject).toBe('La tua richiesta di rimborso: accolta');
    expect(mail?.text).toContain('"Quota 2026" (€ 25,00)');
    const twice = await decide('orgAdmin', { id, decision: 'refuse' });
    expect([twice.status, twice.body.err]).toEqual([409, 'REQUEST_ALREADY_DECIDED']);
    const audit = await db.collection(orgCol(ORG_A, 'audit')).where('type', '==', 'requestDecided').where('target', '==', id).get();
    expect(audit.size).toBe(1);
  });

  it('a payment refunded from its page meanwhile is not refunded twice when its request is accepted', async () => {
    const payment = await register('m1', { amount: 1000 });
    const { id } = (await ask('member', payment)).body;
    const direct = await api<Answer>('GET', '/v1/payments/refund-payment', { token: world.tokens.orgAdmin, headers: { payment } });
    expect(direct.body.status).toBe('REFUNDED');
    const res = await decide('orgAdmin', { id, decision: 'accept' });
    expect(res.body).toMatchObject({ status: 'ACCEPTED', refund: 'REFUNDED' });
    expect((await payments().doc(payment).get()).get('refundedAmount')).toBe(1000);
    const refunds = await db.collection(orgCol(ORG_A, 'audit')).where('type', '==', 'paymentRefunded').where('target', '==', payment).get();
    expect(refunds.size).toBe(1);
  });

  it('refusing leaves the payment alone; the member may ask again after a refusal', async () => {
    const payment = await register('m1', { amount: 1500 });
    const { id } = (await ask('member', payment)).body;
    const res = await decide('platform', { id, decision: 'refuse', note: 'Quota non rimborsabile' });
    expect(res.body).toEqual({ id, status: 'REFUSED', refund: null });
    expect((await payments().doc(payment).get()).get('status')).toBe('PROCESSED');
    const refused = await eventually(
      async () => (await delivered('member-a@test.it')).find((m) => m.subject === 'La tua richiesta di rimborso: respinta'),
      Boolean,
    );
    expect(refused?.text).toContain('Quota non rimborsabile');
    const again = await ask('member', payment);
    expect(again.body).toEqual({ id, status: 'PENDING' });
  });

  it('a cancellation request: asked, withdrawn, asked again; refused, the member keeps its membership', async () => {
    const id = 'cancellation-m1';
    expect((await cancellation(true)).status).toBe(200);
    expect((await requests().doc(id).get()).data()).toMatchObject({ type: 'CANCELLATION', status: 'PENDING', memberId: 'm1' });
    await cancellation(false);
    expect((await requests().doc(id).get()).get('status')).toBe('WITHDRAWN');
    expect((await decide('orgAdmin', { id, decision: 'accept' })).body.err).toBe('REQUEST_ALREADY_DECIDED');
    await cancellation(true);
    expect((await requests().doc(id).get()).get('status')).toBe('PENDING');
    const res = await decide('orgAdmin', { id, decision: 'refuse' });
    expect(res.body.status).toBe('REFUSED');
    const member = (await db.doc(memberPath(ORG_A, 'm1')).get()).data()!;
    expect([member.cancellationRequested, member.cancellationRequestedAt]).toEqual([false, null]);
  });

  it('an accepted cancellation keeps the flag (INACTIVE at the next renewal)', async () => {
    await cancellation(true);
    const res = await decide('orgAdmin', { id: 'cancellation-m1', decision: 'accept' });
    expect(res.body.status).toBe('ACCEPTED');
    expect((await db.doc(memberPath(ORG_A, 'm1')).get()).get('cancellationRequested')).toBe(true);
  });

  it('only the refund roles decide; unknown ids and bad bodies change nothing', async () => {
    const payment = await register('m1', { amount: 700 });
    const { id } = (await ask('member', payment)).body;
    for (const who of ['groupAdmin', 'management', 'staff', 'member'] as const) {
      const res = await decide(who, { id, decision: 'accept' });
      expect(res.status, who).toBe(403);
    }
    // another organization's admin looks in its own organization: there is no such request
    expect((await decide('otherOrgAdmin', { id, decision: 'accept' })).body.err).toBe('NOT_FOUND');
    expect((await decide('orgAdmin', { id: 'nope', decision: 'accept' })).body.err).toBe('NOT_FOUND');
    const bad = await decide('orgAdmin', { id, decision: 'maybe' });
    expect([bad.status, bad.body.err]).toEqual([400, 'INVALID_REQUEST']);
    const long = await decide('orgAdmin', { id, decision: 'refuse', note: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect((await requests().doc(id!).get()).get('status')).toBe('PENDING');
    expect((await payments().doc(payment).get()).get('status')).toBe('PROCESSED');
  });
});
