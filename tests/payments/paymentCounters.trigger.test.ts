import { beforeAll, describe, expect, it } from 'vitest';
import { AggregateField } from 'firebase-admin/firestore';
import { counterPath, groupPaymentCounter, ORG_PAYMENT_COUNTER, orgCol } from '@tessera/domain/paths';
import { fieldAt, listTotalSource } from '@tessera/domain/lists/query';
import { paymentList } from '@tessera/domain/lists/specs';
import { scopeFilter } from '@tessera/domain/scope';
import { api } from '../support/api';
import { db } from '../support/admin';
import { settles } from '../support/settle';
import { buildWorld, ORG_A, type World } from '../support/world';
import { recountPayments } from '../../scripts/lib/recountPayments';
import { invoicingOn } from './support';

// The payment counters (trigger onPaymentCounted): after creates through the API, edits, a lifecycle move, a refund, a
// delete and writes around the API, every total the payments list takes from them equals a count()+sum() aggregation of
// the same filter — the organization's and each group's.
let world: World;
const YEAR = new Date().getUTCFullYear();
const payments = () => db.collection(orgCol(ORG_A, 'payments'));
const all = scopeFilter({ role: 'organization', groups: [] });
const groups = scopeFilter({ role: 'group', groups: ['g1', 'g2'] });

/** What the counters say for one list request, read as the web reads them (the list's TotalSource). */
async function fromCounters(scope: typeof all, filters: Record<string, string>) {
  const source = listTotalSource(ORG_A, paymentList, { scope, filters });
  if (source.kind !== 'counters') throw new Error(`not answered by the counters: ${JSON.stringify(filters)}`);
  let count = 0;
  let amount = 0;
  for (const d of source.docs) {
    const data = (await db.doc(d.path).get()).data();
    for (const f of d.fields) count += Number(fieldAt(data, f) ?? 0);
    for (const f of d.sumFields ?? []) amount += Number(fieldAt(data, f) ?? 0);
  }
  return { count, amount };
}

/** The same by aggregation over the payments. */
async function byAggregation(groupsIn: string[] | null, filters: Record<string, unknown>) {
  let q: FirebaseFirestore.Query = payments();
  if (groupsIn) q = q.where('group', 'in', groupsIn);
  for (const [k, v] of Object.entries(filters)) q = q.where(k, '==', v);
  const data = (await q.aggregate({ count: AggregateField.count(), amount: AggregateField.sum('amount') }).get()).data();
  return { count: data.count, amount: data.amount ?? 0 };
}

const VIEWS: [Record<string, string>, Record<string, unknown>][] = [
  [{}, {}],
  [{ payYear: String(YEAR) }, { payYear: YEAR }],
  [{ payYear: String(YEAR + 1) }, { payYear: YEAR + 1 }],
  [{ mode: 'CONTANTI' }, { mode: 'CONTANTI' }],
  [{ mode: 'BONIFICO' }, { mode: 'BONIFICO' }],
  [{ status: 'PROCESSED' }, { status: 'PROCESSED' }],
  [{ status: 'INVOICED' }, { status: 'INVOICED' }],
  [{ status: 'REFUNDED' }, { status: 'REFUNDED' }],
  [{ refunded: 'true' }, { refunded: true }],
  [{ cardPayment: 'true' }, { cardPayment: true }],
  [{ cardPayment: 'false' }, { cardPayment: false }],
];

/** Every view agrees with its aggregation, for the organization and for a group admin of g1 and g2. */
async function agree(): Promise<boolean> {
  for (const [filters, where] of VIEWS) {
    const [a, b] = [await fromCounters(all, filters), await byAggregation(null, where)];
    if (a.count !== b.count || a.amount !== b.amount) return false;
    const [c, d] = [await fromCounters(groups, filters), await byAggregation(['g1', 'g2'], where)];
    if (c.count !== d.count || c.amount !== d.amount) return false;
  }
  return true;
}

/** The views that disagree (empty when all agree), for a readable failure. */
async function report() {
  const rows = await Promise.all(
    VIEWS.flatMap(([f, w]) => [
      (async () => ({ f, scope: 'all', counters: await fromCounters(all, f), aggregation: await byAggregation(null, w) }))(),
      (async () => ({ f, scope: 'g1,g2', counters: await fromCounters(groups, f), aggregation: await byAggregation(['g1', 'g2'], w) }))(),
    ]),
  );
  return rows.filter((r) => JSON.stringify(r.counters) !== JSON.stringify(r.aggregation));
}

const register = (body: Record<string, unknown>) =>
  api<{ id: string }>('POST', '/v1/payments/one', {
    token: world.tokens.orgAdmin,
    body: { memberId: 'm1', payDate: `${YEAR}-01-10`, payYear: YEAR, amount: 3500, mode: 'CONTANTI', object: 'Quota', ...body },
  });

describe('payment counters', () => {
  beforeAll(async () => {
    world = await buildWorld();
    // the lifecycle move to INVOICED is electronic invoicing
    await invoicingOn(ORG_A, ['m3']);
  });

  it('follow creates, edits, a lifecycle move, a refund, a delete and writes around the API', async () => {
    const created: string[] = [];
    for (const body of [
      { membershipFee: true },
      { memberId: 'm2', amount: 1250, mode: 'BONIFICO' },
      { memberId: 'm3', payYear: YEAR + 1, amount: 9900 },
      { amount: 500, object: 'Gita' },
    ]) {
      const res = await register(body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      created.push(res.body.id);
    }
    // an edit of amount and method, a move to INVOICED
    const edit = await api('PATCH', '/v1/payments/one', {
      token: world.tokens.orgAdmin,
      headers: { id: created[1]! },
      body: { payDate: `${YEAR}-01-10`, payYear: YEAR, amount: 2000, mode: 'CONTANTI', object: 'Quota', status: 'PROCESSED' },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const invoice = await api('PATCH', '/v1/payments/one', {
      token: world.tokens.orgAdmin,
      headers: { id: created[2]! },
      body: { payDate: `${YEAR}-01-10`, payYear: YEAR + 1, amount: 9900, mode: 'CONTANTI', object: 'Quota', status: 'INVOICED' },
    });
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(200);
    // a cash refund, a delete
    expect(
      (await api('GET', '/v1/payments/refund-payment', { token: world.tokens.orgAdmin, headers: { payment: created[3]! } })).status,
    ).toBe(200);
    expect((await api('DELETE', '/v1/payments/one', { token: world.tokens.orgAdmin, headers: { id: created[0]! } })).status).toBe(200);
    // around the API: a payment written, moved to another group, and one without a group
    await payments().doc('raw-1').set({ memberId: 'm1', group: 'g1', amount: 700, mode: 'POS', status: 'PROCESSED', payYear: YEAR });
    await payments().doc('raw-1').update({ group: 'g2', amount: 800 });
    await payments().doc('raw-2').set({ memberId: 'mx', group: null, amount: 100, mode: 'POS', status: 'ONHOLD', payYear: YEAR });

    const ok = await settles(agree, 60_000);
    if (!ok) expect(await report()).toEqual([]);
    expect(ok).toBe(true);
    // the whole is what it should be: 3 registered and left, 2 raw
    expect(await fromCounters(all, {})).toEqual({ count: 5, amount: 2000 + 9900 + 500 + 800 + 100 });
    expect((await db.doc(counterPath(ORG_A, groupPaymentCounter('g2'))).get()).get('group')).toBe('g2');
    expect((await db.doc(counterPath(ORG_A, ORG_PAYMENT_COUNTER)).get()).get('group')).toBeNull();
  });

  it('are written again from the payments by the backfill (scripts/backfill-payment-counters.ts)', async () => {
    const kept = (await db.collection(orgCol(ORG_A, 'counters')).get()).docs.filter((d) => d.id.startsWith(ORG_PAYMENT_COUNTER));
    expect(kept.length).toBeGreaterThan(1);
    await Promise.all(kept.map((d) => d.ref.delete()));
    expect(await fromCounters(all, {})).toEqual({ count: 0, amount: 0 });
    expect(await recountPayments(db, ORG_A)).toEqual({ read: 5, counters: kept.length });
    expect(await agree()).toBe(true);
  });
});
