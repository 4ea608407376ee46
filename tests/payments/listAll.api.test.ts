import { beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { orgCol } from '@tessera/domain/paths';
import { paymentSchema } from '@tessera/domain/entities/payment';
import { api } from '../support/api';
import { db } from '../support/admin';
import { buildWorld, ORG_A, ORG_B, type PrincipalName, type World } from '../support/world';

// GET /v1/payments/all: pages of the payments for integrations, with its filters and the caller's scope.
let world: World;

type Page = { result?: Record<string, unknown>[]; next?: string | null; err?: string; issues?: { path: string; message: string }[] };
const PATH = '/v1/payments/all';
const list = (who: PrincipalName, headers: Record<string, string> = {}) => api<Page>('GET', PATH, { token: world.tokens[who], headers });

/** Every page with `limit`, following `next`, as the ids read in order. */
async function allPages(who: PrincipalName, headers: Record<string, string>, limit: number): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const res: { status: number; body: Page } = await list(who, { ...headers, limit: String(limit), ...(cursor ? { cursor } : {}) });
    expect(res.status).toBe(200);
    pages.push(res.body.result!.map((p) => String(p.id)));
    cursor = res.body.next ?? null;
  } while (cursor && pages.length < 20);
  return pages;
}

const MEMBERS = { m1: ['1001', 'g1', 'Rossi Mario'], m2: ['1002', 'g2', 'Bianchi Anna'], m3: ['1003', 'g3', 'Verdi Luca'] } as const;

function payment(memberId: keyof typeof MEMBERS, payYear: number, extra: Record<string, unknown> = {}) {
  const [cardNumber, group, holder] = MEMBERS[memberId];
  return {
    memberId,
    cardNumber,
    group,
    holder,
    payDate: Timestamp.fromDate(new Date(`${payYear}-02-10T00:00:00Z`)),
    sortKeys: { payDate: `${payYear}-02-10` },
    payYear,
    amount: 3500,
    mode: 'CONTANTI',
    status: 'PROCESSED',
    object: `Quota associativa ${payYear}`,
    quantity: 1,
    vatPercent: 0,
    cardPayment: true,
    ...extra,
  };
}

// pa-1 … pa-7 in organization A (m1 in g1, m2 in g2, m3 in g3), one in organization B that nobody of A ever reads
const STORED: Record<string, ReturnType<typeof payment>> = {
  'pa-1': payment('m1', 2025),
  'pa-2': payment('m1', 2026, { mode: 'BONIFICO' }),
  'pa-3': payment('m2', 2025, { status: 'ONHOLD', mode: 'PAYROLL' }),
  'pa-4': payment('m2', 2026),
  'pa-5': payment('m3', 2025),
  'pa-6': payment('m3', 2026, { status: 'REFUNDED', refunded: true }),
  'pa-7': payment('m1', 2024, { mode: 'BONIFICO' }),
};

beforeAll(async () => {
  world = await buildWorld();
  await Promise.all([
    ...Object.entries(STORED).map(([id, p]) => db.doc(`${orgCol(ORG_A, 'payments')}/${id}`).set(p)),
    db.doc(`${orgCol(ORG_B, 'payments')}/pb-1`).set({ ...payment('m1', 2025), memberId: 'mb1', group: 'gb1', holder: 'Neri Sara' }),
  ]);
});

describe('GET /v1/payments/all', () => {
  it('pages through every payment of the organization in id order, each once, in the answer shape', async () => {
    const pages = await allPages('orgAdmin', {}, 3);
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    expect(pages.flat()).toEqual(Object.keys(STORED));
    const first = await list('orgAdmin', { limit: '1' });
    expect(first.body.next).toBe('pa-1');
    const row = first.body.result![0]!;
    expect(paymentSchema.parse(row)).toMatchObject({ id: 'pa-1', memberId: 'm1', payDate: '2025-02-10', payYear: 2025, amount: 3500 });
  });

  it('a page exactly at the end says so: no next', async () => {
    const pages = await allPages('orgAdmin', {}, 7);
    expect(pages).toEqual([Object.keys(STORED)]);
  });

  it('filters by year, status, method and member, together', async () => {
    const ids = async (headers: Record<string, string>) => (await allPages('orgAdmin', headers, 2)).flat();
    expect(await ids({ year: '2025' })).toEqual(['pa-1', 'pa-3', 'pa-5']);
    expect(await ids({ status: 'ONHOLD' })).toEqual(['pa-3']);
    expect(await ids({ mode: 'BONIFICO' })).toEqual(['pa-2', 'pa-7']);
    expect(await ids({ member: 'm1' })).toEqual(['pa-1', 'pa-2', 'pa-7']);
    expect(await ids({ member: 'm1', mode: 'BONIFICO', year: '2026' })).toEqual(['pa-2']);
    expect(await ids({ year: '2019' })).toEqual([]);
  });

  it('a group admin reads only the payments of their groups, with the filters too', async () => {
    expect((await allPages('groupAdmin', {}, 2)).flat()).toEqual(['pa-1', 'pa-2', 'pa-3', 'pa-4', 'pa-7']);
    expect((await allPages('groupAdmin', { year: '2025' }, 10)).flat()).toEqual(['pa-1', 'pa-3']);
    // a member of another group: an empty page, not the payments
    expect((await allPages('groupAdmin', { member: 'm3' }, 10)).flat()).toEqual([]);
  });

  it("another organization's payments never: its admin reads only its own, ours read none of theirs", async () => {
    expect((await allPages('otherOrgAdmin', {}, 10)).flat()).toEqual(['pb-1']);
    expect((await allPages('orgAdmin', { member: 'mb1' }, 10)).flat()).toEqual([]);
  });

  it('a member, and a caller without a token, are refused', async () => {
    expect((await list('member')).status).toBe(403);
    expect((await api<Page>('GET', PATH)).status).toBe(401);
  });

  it('bad headers: a clear INVALID_REQUEST naming each', async () => {
    const res = await list('orgAdmin', { year: '20x5', status: 'PAID', mode: 'BITCOIN', limit: '0', cursor: 'a/b' });
    expect(res.status).toBe(400);
    expect(res.body.err).toBe('INVALID_REQUEST');
    expect(res.body.issues!.map((i) => i.path).sort()).toEqual([
      'headers.cursor',
      'headers.limit',
      'headers.mode',
      'headers.status',
      'headers.year',
    ]);
  });
});
