import { beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { cardPath, memberPath, orgCol } from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { eventually } from '../support/settle';
import { invoicingOn } from './support';
import { buildWorld, ORG_A, ORG_B, updateMember, type PrincipalName, type World } from '../support/world';

// One payment: POST/GET/PATCH/DELETE /v1/payments/one, the lifecycle, the membership renewal and the
// group scope, against the real API and Firestore.
let world: World;
let operation = '';
let inactive = '';
const CONVENTION = 'conv-cral';
const YEAR = new Date().getUTCFullYear() + 1;

type Answer = Record<string, unknown> & { id?: string; err?: string; issues?: { path: string; message: string }[] };
const PATH = '/v1/payments/one';
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', who: PrincipalName, opts: { id?: string; body?: unknown } = {}) =>
  api<Answer>(method, PATH, {
    token: world.tokens[who],
    ...(opts.id ? { headers: { id: opts.id } } : {}),
    ...(opts.body ? { body: opts.body } : {}),
  });
const payments = (org = ORG_A) => db.collection(orgCol(org, 'payments'));
const stored = async (id: string) => (await payments().doc(id).get()).data();
const count = async () => (await payments().count().get()).data().count;
const iso = (v: unknown) => (v as Timestamp).toDate().toISOString().slice(0, 10);
const audit = async (type: string) =>
  (await db.collection(orgCol(ORG_A, 'audit')).where('type', '==', type).get()).docs.map((d) => d.data());

const cash = (extra: Record<string, unknown> = {}) => ({
  memberId: 'm1',
  payDate: `${YEAR - 1}-11-20`,
  payYear: YEAR,
  amount: 3500,
  mode: 'CONTANTI',
  object: `Quota associativa ${YEAR}`,
  ...extra,
});

beforeAll(async () => {
  world = await buildWorld();
  // invoicing is electronic invoicing: on, with what an invoice needs of both parties (tests/payments/eInvoice.api.test.ts)
  await invoicingOn(ORG_A, ['m1', 'm2']);
  await db.doc(`${orgCol(ORG_A, 'conventions')}/${CONVENTION}`).set({ name: 'CRAL Trasporti', company: 'c1' });
  const op = await api<Answer>('POST', '/v1/payments/operations', {
    token: world.tokens.orgAdmin,
    body: { name: 'Quote', b1Aggregate: 'B1-01', account: '70.01', cdc: 'SEDE' },
  });
  operation = op.body.id!;
  const off = await api<Answer>('POST', '/v1/payments/operations', {
    token: world.tokens.orgAdmin,
    body: { name: 'Vecchia', active: false },
  });
  inactive = off.body.id!;
});

describe('POST /v1/payments/one', () => {
  it('registers a cash membership fee: payer copied, operator the admin, codes copied, the member renewed in the same write', async () => {
    await updateMember(ORG_A, 'm1', {
      accountStatus: 'INACTIVE',
      cardStatus: 'INACTIVE',
      cardValidUntil: Timestamp.fromDate(new Date('2020-12-31')),
    });
    const res = await call('POST', 'orgAdmin', {
      body: cash({ membershipFee: true, operationId: operation, cluster: CONVENTION, notes: ' alla cassa ' }),
    });
    expect(res.status).toBe(200);
    const p = (await stored(res.body.id!))!;
    expect(p).toMatchObject({
      memberId: 'm1',
      holder: 'Rossi Mario',
      cardNumber: '1001',
      group: 'g1',
      payYear: YEAR,
      amount: 3500,
      mode: 'CONTANTI',
      status: 'PROCESSED',
      quantity: 1,
      vatPercent: 0,
      notes: 'alla cassa',
      cluster: CONVENTION,
      clusterName: 'CRAL Trasporti',
      operator: 'admin-a@test.it',
      cardPayment: true,
      refunded: false,
      accounting: { operationId: operation, operationName: 'Quote', b1Aggregate: 'B1-01', account: '70.01', cdc: 'SEDE' },
      sortKeys: { payDate: `${YEAR - 1}-11-20`, holder: 'rossi mario', amount: '000000003500' },
    });
    expect(iso(p.payDate)).toBe(`${YEAR - 1}-11-20`);
    expect(p.searchTokens).toEqual(expect.arrayContaining(['ross', 'mario', '1001', 'rssmra80a01h501u']));
    const m = (await db.doc(memberPath(ORG_A, 'm1')).get()).data()!;
    expect([m.accountStatus, m.cardStatus, iso(m.cardValidUntil), iso(m.lastPaymentAt)]).toEqual([
      'ACTIVE',
      'ACTIVE',
      `${YEAR}-12-31`,
      `${YEAR - 1}-11-20`,
    ]);
    expect(m.sortKeys.accountStatus).toBe('ACTIVE');
    const card = (await db.doc(cardPath(ORG_A, '1001')).get()).data()!;
    expect([card.status, iso(card.validUntil)]).toEqual(['ACTIVE', `${YEAR}-12-31`]);
  });

  it('a fee for an earlier year never shortens the card; a payment that is no fee leaves the member alone', async () => {
    await call('POST', 'orgAdmin', { body: cash({ payYear: YEAR - 3, payDate: `${YEAR - 3}-02-01`, membershipFee: true }) });
    const m = (await db.doc(memberPath(ORG_A, 'm1')).get()).data()!;
    expect([iso(m.cardValidUntil), iso(m.lastPaymentAt)]).toEqual([`${YEAR}-12-31`, `${YEAR - 1}-11-20`]);
    await updateMember(ORG_A, 'm2', { accountStatus: 'INACTIVE' });
    const gift = await call('POST', 'groupAdmin', { body: cash({ memberId: 'm2', mode: 'POS', object: 'Maglietta', status: 'ONHOLD' }) });
    expect(gift.status).toBe(200);
    expect((await stored(gift.body.id!))!).toMatchObject({
      status: 'ONHOLD',
      cardPayment: false,
      group: 'g2',
      operator: 'local-a@test.it',
    });
    expect((await db.doc(memberPath(ORG_A, 'm2')).get()).get('accountStatus')).toBe('INACTIVE');
  });

  it('refuses bad input with each field’s key, and writes nothing', async () => {
    const before = await count();
    const bad = await call('POST', 'orgAdmin', {
      body: { memberId: 'm1', payDate: '2026-02-30', payYear: 1800, amount: -1, mode: 'STRIPE', object: ' ', quantity: 0, vatPercent: 101 },
    });
    expect(bad.status).toBe(400);
    expect(Object.fromEntries(bad.body.issues!.map((i) => [i.path, i.message]))).toEqual({
      'body.payDate': 'validation.date',
      'body.payYear': 'validation.number',
      'body.amount': 'validation.cents',
      'body.mode': 'validation.required',
      'body.object': 'validation.required',
      'body.quantity': 'validation.positiveInteger',
      'body.vatPercent': 'validation.number',
    });
    const huge = await call('POST', 'orgAdmin', { body: cash({ amount: 100_000_001 }) });
    expect(huge.body.issues).toEqual([{ path: 'body.amount', message: 'validation.amountTooLarge' }]);
    const cents = await call('POST', 'orgAdmin', { body: cash({ amount: 12.5 }) });
    expect(cents.body.issues).toEqual([{ path: 'body.amount', message: 'validation.cents' }]);
    const noConvention = await call('POST', 'orgAdmin', { body: cash({ cluster: 'nope', membershipFee: true }) });
    expect([noConvention.status, noConvention.body.issues]).toEqual([400, [{ path: 'body.cluster', message: 'validation.notFound' }]]);
    const off = await call('POST', 'orgAdmin', { body: cash({ operationId: inactive }) });
    expect(off.body.issues).toEqual([{ path: 'body.operationId', message: 'validation.notFound' }]);
    expect((await call('POST', 'orgAdmin', { body: cash({ memberId: 'nobody' }) })).body.err).toBe('USER_NOT_FOUND');
    expect(await count()).toBe(before);
  });

  it('who may: the write roles, a group admin for its groups’ members only; never across organizations', async () => {
    const before = await count();
    const outOfGroup = await call('POST', 'groupAdmin', { body: cash({ memberId: 'm3' }) });
    expect([outOfGroup.status, outOfGroup.body.err]).toEqual([403, 'NO_USER_ALLOWED']);
    for (const who of ['staff', 'member'] as const) expect((await call('POST', who, { body: cash() })).status).toBe(403);
    expect((await call('POST', 'otherOrgAdmin', { body: cash() })).body.err).toBe('USER_NOT_FOUND');
    expect(await count()).toBe(before);
    expect((await payments(ORG_B).get()).size).toBe(0);
  });
});

describe('GET, PATCH and DELETE /v1/payments/one: the lifecycle decides', () => {
  let id = '';
  let other = '';
  beforeAll(async () => {
    id = (await call('POST', 'management', { body: cash({ memberId: 'm2', amount: 2000, operationId: operation }) })).body.id!;
    other = (await call('POST', 'orgAdmin', { body: cash({ memberId: 'm3' }) })).body.id!;
  });
  const edit = (extra: Record<string, unknown> = {}) => {
    const { memberId: _m, ...fields } = cash({ amount: 2000, operationId: operation, status: 'PROCESSED' });
    return { ...fields, ...extra };
  };

  it('reads one: the back office within its scope', async () => {
    const res = await call('GET', 'staff', { id });
    expect(res.body).toMatchObject({
      id,
      memberId: 'm2',
      holder: 'Bianchi Anna',
      amount: 2000,
      payDate: `${YEAR - 1}-11-20`,
      status: 'PROCESSED',
    });
    expect((await call('GET', 'groupAdmin', { id })).status).toBe(200);
    expect((await call('GET', 'groupAdmin', { id: other })).body.err).toBe('NO_USER_ALLOWED');
    expect((await call('GET', 'member', { id })).status).toBe(403);
    expect((await call('GET', 'otherOrgAdmin', { id })).status).toBe(404);
    expect((await call('GET', 'orgAdmin', { id: 'nope' })).status).toBe(404);
  });

  it('edits a processed payment (audited), keeps the codes of an unchanged operation, then invoices it', async () => {
    await db.doc(`${orgCol(ORG_A, 'operations')}/${operation}`).update({ account: '99.99' });
    const res = await call('PATCH', 'orgAdmin', { id, body: edit({ amount: 2500, notes: 'corretto' }) });
    expect(res.status).toBe(200);
    expect((await stored(id))!).toMatchObject({
      amount: 2500,
      notes: 'corretto',
      sortKeys: { amount: '000000002500' },
      accounting: { account: '70.01' },
    });
    expect((await stored(id))!).not.toHaveProperty('operationId');
    const changed = (await audit('paymentChanged')).find((a) => a.target === id)!;
    expect([changed.before.amount, changed.after.amount]).toEqual([2000, 2500]);
    expect((await call('PATCH', 'orgAdmin', { id, body: edit({ amount: 2500, notes: 'corretto', status: 'INVOICED' }) })).status).toBe(200);
    expect((await stored(id))!.status).toBe('INVOICED');
  });

  it('refuses what the lifecycle does not allow with PAYMENT_STATUS_CONFLICT, changing nothing', async () => {
    const before = await stored(id);
    const attempts = [
      edit({ amount: 1, notes: 'corretto', status: 'INVOICED' }), // an invoiced payment is corrected by a credit note
      edit({ amount: 2500, notes: 'corretto', status: 'PROCESSED' }), // no way back
      edit({ amount: 2500, notes: 'corretto', status: 'REFUNDED' }), // a refund has its own endpoint
    ];
    for (const body of attempts) {
      const res = await call('PATCH', 'orgAdmin', { id, body });
      expect([res.status, res.body.err]).toEqual([409, 'PAYMENT_STATUS_CONFLICT']);
    }
    const del = await call('DELETE', 'orgAdmin', { id });
    expect([del.status, del.body.err]).toEqual([409, 'PAYMENT_STATUS_CONFLICT']);
    expect(await stored(id)).toEqual(before);
    const onHold = (await call('POST', 'orgAdmin', { body: cash({ status: 'ONHOLD' }) })).body.id!;
    const skip = await call('PATCH', 'orgAdmin', { id: onHold, body: edit({ operationId: undefined, status: 'INVOICED' }) });
    expect(skip.body.err).toBe('PAYMENT_STATUS_CONFLICT');
    expect((await stored(onHold))!.status).toBe('ONHOLD');
  });

  it('a card payment keeps its method and amount (what the provider charged); no other payment becomes one', async () => {
    const card = payments().doc('card-paid');
    await card.set({
      memberId: 'm2',
      group: 'g2',
      holder: 'Bianchi Anna',
      amount: 3000,
      mode: 'STRIPE',
      status: 'PROCESSED',
      payYear: YEAR,
      object: 'Quota',
      quantity: 1,
      vatPercent: 0,
      notes: '',
      sortKeys: { payDate: `${YEAR}-01-05` },
    });
    const asStored = { payDate: `${YEAR}-01-05`, payYear: YEAR, amount: 3000, mode: 'STRIPE', object: 'Quota', status: 'PROCESSED' };
    const toCarta = await call('PATCH', 'orgAdmin', { id: card.id, body: { ...asStored, mode: 'CARTA' } });
    expect(toCarta.body.issues).toEqual([{ path: 'body.mode', message: 'validation.notAllowed' }]);
    const cheaper = await call('PATCH', 'orgAdmin', { id: card.id, body: { ...asStored, amount: 100 } });
    expect(cheaper.body.issues).toEqual([{ path: 'body.amount', message: 'validation.notAllowed' }]);
    expect((await call('PATCH', 'orgAdmin', { id: card.id, body: { ...asStored, notes: 'pagata online' } })).status).toBe(200);
    expect((await stored(card.id))!).toMatchObject({ mode: 'STRIPE', amount: 3000, notes: 'pagata online' });
    const becomeCard = await call('PATCH', 'orgAdmin', { id: other, body: edit({ mode: 'STRIPE' }) });
    expect(becomeCard.body.issues).toEqual([{ path: 'body.mode', message: 'validation.notAllowed' }]);
  });

  it('deletes a payment not yet invoiced after the scope check, audited with what it held', async () => {
    expect((await call('DELETE', 'groupAdmin', { id: other })).body.err).toBe('NO_USER_ALLOWED');
    expect((await call('DELETE', 'staff', { id: other })).status).toBe(403);
    expect((await call('DELETE', 'orgAdmin', { id: other })).body).toEqual({ deleted: true });
    expect(await stored(other)).toBeUndefined();
    expect((await audit('paymentDeleted')).find((a) => a.target === other)!.before).toMatchObject({ memberId: 'm3', amount: 3500 });
    expect((await call('DELETE', 'orgAdmin', { id: other })).status).toBe(404);
  });

  it('the payer’s name and card follow the member (the member trigger’s payerFields reaction)', async () => {
    expect(
      (await api('PATCH', '/v1/members/one', { token: world.tokens.orgAdmin, headers: { id: 'm2' }, body: { surname: 'Bianchi Neri' } }))
        .status,
    ).toBe(200);
    const after = await eventually(
      () => stored(id),
      (p) => p?.holder === 'Bianchi Neri Anna',
    );
    expect(after).toMatchObject({ holder: 'Bianchi Neri Anna', sortKeys: { holder: 'bianchi neri anna' } });
    expect(after!.searchTokens).toContain('neri');
  });
});
