import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { memberPath, memberPrivatePath, orgCol, searchShardPath } from '@tessera/domain/paths';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { SEARCH_LIMITS, type SearchCondition, type SearchNode, type SearchQuery } from '@tessera/domain/search/query';
import {
  FEE_PAYMENT_FIELDS,
  SEARCH_SHARDS,
  feeYearsOf,
  memberSearchRow,
  paymentSearchRow,
  shardRecords,
  storedRow,
  withFieldIds,
} from '@tessera/domain/search/record';
import { runSearch, type SearchPage } from '@tessera/domain/search/run';
import type { SearchRecord } from '@tessera/domain/search/evaluate';
import { rebuildSearchShards } from '../../scripts/lib/rebuildSearchShards';
import { api } from '../support/api';
import { db } from '../support/admin';
import { eventually } from '../support/settle';
import { ORG_A, type PrincipalName, type World } from '../support/world';
import { worldWithFitField } from './fitField';
import { nthTaxCode } from '../support/taxCodes';

// Advanced search: the projection the triggers keep, perform-search over it (the same answers as the
// reference evaluator over the stored members), group scope, hostile queries, and saved searches.
let world: World;
let tessera: string; // the id of the custom field "Tessera FIT"
const created: string[] = [];

const call = <T = Record<string, unknown>>(
  method: 'GET' | 'POST',
  path: string,
  opts: { headers?: Record<string, string>; body?: unknown } = {},
  who: PrincipalName = 'orgAdmin',
) => api<T>(method, `/v1/advanced-search/${path}`, { token: world.tokens[who], ...opts });
const search = (query: Partial<SearchQuery>, who: PrincipalName = 'orgAdmin', page: { offset?: number; pageSize?: number } = {}) =>
  call<SearchPage & { err?: string; issues?: { path: string; message: string }[] }>(
    'POST',
    'perform-search',
    { body: { query: { mode: 'members', ...query }, ...page } },
    who,
  );

const CITIES = ['Milano', 'Roma', 'Napoli', 'Torino'];
const SURNAMES = ['Rossi', 'Rossì', 'Bianchi', 'Esposito', 'Colombo', 'Romano', 'Ricci', 'Greco'];

/** What the search should find: the members as stored now, through the reference evaluator. */
async function reference(): Promise<SearchRecord[]> {
  const members = await db.collection(orgCol(ORG_A, 'members')).get();
  const payments = await db
    .collection(orgCol(ORG_A, 'payments'))
    .select(...FEE_PAYMENT_FIELDS)
    .get();
  const idByName = new Map([['Tessera FIT', tessera]]);
  return Promise.all(
    members.docs.map(async (m) => {
      const adminOnly = (await db.doc(memberPrivatePath(ORG_A, m.id)).get()).data();
      const fees = feeYearsOf(payments.docs.map((p) => p.data()).filter((p) => p.memberId === m.id));
      return withFieldIds({ ...memberSearchRow(m.data(), adminOnly), id: m.id, feeYears: fees }, idByName);
    }),
  );
}

/** The projection as stored: every shard. */
async function projected(): Promise<SearchRecord[]> {
  const shards = await db.getAll(...Array.from({ length: SEARCH_SHARDS }, (_, n) => db.doc(searchShardPath(ORG_A, n))));
  return shards.flatMap((s) => shardRecords(s.data())).map((r) => withFieldIds(r, new Map([['Tessera FIT', tessera]])));
}
const byId = (rs: SearchRecord[]) => [...rs].sort((a, b) => String(a.id).localeCompare(String(b.id)));
// Firestore gives a map's keys back in its own order: compared as values, not as text
const caughtUp = async () => isDeepStrictEqual(byId(await projected()), byId(await reference()));

beforeAll(async () => {
  ({ world, fit: tessera } = await worldWithFitField());
  // 24 members through the API, as an admin enters them: varied enough for random queries to split them
  for (let i = 0; i < 24; i++) {
    const res = await api<{ result: { id: string } }>('POST', '/v1/members/one', {
      token: world.tokens.orgAdmin,
      body: {
        name: `Socio${i}`,
        surname: SURNAMES[i % SURNAMES.length],
        ssn: nthTaxCode('SRCSCI', i),
        gender: i % 3 === 0 ? 'M' : 'F',
        birthDate: `${1950 + ((i * 7) % 55)}-0${1 + (i % 9)}-1${i % 10}`,
        group: ['g1', 'g2', 'g3'][i % 3],
        residence: { line: 'Via Roma 1', city: CITIES[(i >> 1) % 4], state: 'MI', zip: '20100', country: 'ITALIA' },
        ...(i % 4 === 0 ? {} : { email: `socio${i}@search.test` }),
        ...(i % 5 === 0 ? {} : { cardNumber: String(5000 + i) }),
        ...(i % 2 ? { customFields: { 'Tessera FIT': `FIT-${i % 3}` } } : {}),
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    created.push(res.body.result.id);
  }
  // membership fees for 2025 (every second member) and 2026 (every third)
  for (const [i, id] of created.entries())
    for (const year of [2025, 2026].filter((y) => (y === 2025 ? i % 2 === 0 : i % 3 === 0))) {
      const res = await api('POST', '/v1/payments/one', {
        token: world.tokens.orgAdmin,
        body: {
          memberId: id,
          payDate: `${year}-02-01`,
          payYear: year,
          amount: 3000,
          mode: 'CONTANTI',
          object: 'Quota',
          membershipFee: true,
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  expect(await eventually(caughtUp, (ok) => ok, 60_000)).toBe(true);
}, 180_000);

describe('the projection', () => {
  it('holds every member as stored, hidden custom values and paid fee years included, and follows edits and deletions', async () => {
    const row = (await projected()).find((r) => r.id === created[1])!;
    expect(row).toMatchObject({ surname: 'Rossì', [`custom.${tessera}`]: 'FIT-1', residenceCity: 'Milano', feeYears: [] });
    expect((await projected()).find((r) => r.id === created[0])!.feeYears).toEqual([2025, 2026]);
    const patched = await api('PATCH', '/v1/members/one', {
      token: world.tokens.orgAdmin,
      headers: { id: created[1]! },
      body: { surname: 'Neri' },
    });
    expect(patched.status).toBe(200);
    const seen = await eventually(projected, (rs) => rs.find((r) => r.id === created[1])?.surname === 'Neri');
    expect(seen.find((r) => r.id === created[1])!.surname).toBe('Neri');
    await db.doc(memberPath(ORG_A, 'to-go')).set({ name: 'Via', surname: 'Presto', group: 'g1' });
    expect(await eventually(projected, (rs) => rs.some((r) => r.id === 'to-go'))).toContainEqual(expect.objectContaining({ id: 'to-go' }));
    await db.doc(memberPath(ORG_A, 'to-go')).delete();
    expect((await eventually(projected, (rs) => !rs.some((r) => r.id === 'to-go'))).some((r) => r.id === 'to-go')).toBe(false);
  });
});

describe('the projection rebuilt (scripts/backfill-search-shards.ts)', () => {
  it('is written again from the members and payments, whole, rows of members gone removed', async () => {
    const shards = await db.collection(orgCol(ORG_A, 'searchShards')).get();
    await Promise.all(shards.docs.map((d) => d.ref.delete()));
    expect(await projected()).toEqual([]);
    // a row left by a member deleted while no trigger ran
    await db.doc(searchShardPath(ORG_A, 0)).set({ rows: { ghost: storedRow({ surname: 'Fantasma' }) } });
    const members = (await db.collection(orgCol(ORG_A, 'members')).count().get()).data().count;
    expect(await rebuildSearchShards(db, ORG_A)).toEqual({ members, shards: SEARCH_SHARDS });
    expect(await caughtUp()).toBe(true);
    // the payments mode's rows as well
    expect(await paymentCount()).toBe((await paymentReference()).filter((p) => typeof p.id === 'string').length);
  });
});

// Random queries over the fields the members above differ in.
const text = fc.constantFrom('rossi', 'ROSS', 'bian', 'o', 'Socio1', 'fit-1', '');
const condition: fc.Arbitrary<SearchCondition> = fc.oneof(
  fc.record({
    field: fc.constantFrom('surname', 'name', 'email', 'residenceCity', `custom.TESSERA`),
    op: fc.constantFrom('equals', 'contains', 'startsWith', 'notEquals'),
    value: text.filter((t) => t !== ''),
  }),
  fc.record({ field: fc.constantFrom('email', 'cardNumber', 'custom.TESSERA'), op: fc.constantFrom('empty', 'notEmpty') }),
  fc.record({
    field: fc.constant('group'),
    op: fc.constantFrom('anyOf', 'noneOf'),
    values: fc.subarray(['g1', 'g2', 'g3'], { minLength: 1 }),
  }),
  fc.record({ field: fc.constant('gender'), op: fc.constant('anyOf'), values: fc.subarray(['M', 'F'], { minLength: 1 }) }),
  fc.record({
    field: fc.constant('age'),
    op: fc.constant('between'),
    value: fc.integer({ min: 18, max: 80 }),
    to: fc.integer({ min: 18, max: 80 }),
  }),
  fc.record({
    field: fc.constant('birthDate'),
    op: fc.constantFrom('before', 'after'),
    value: fc.constantFrom('1960-01-01', '1980-06-15', '1995-12-31'),
  }),
  fc.record({ field: fc.constant('feeYears'), op: fc.constantFrom('includes', 'excludes'), value: fc.constantFrom(2025, 2026) }),
) as fc.Arbitrary<SearchCondition>;
const node: fc.Arbitrary<SearchNode> = fc.letrec<{ node: SearchNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    condition,
    fc.record({ all: fc.array(tie('node'), { maxLength: 3 }) }),
    fc.record({ any: fc.array(tie('node'), { maxLength: 3 }) }),
  ),
})).node;
/** The test's placeholder for the custom field's id, known only once it is created. */
const withField = (n: SearchNode): SearchNode =>
  'all' in n
    ? { all: n.all.map(withField) }
    : 'any' in n
      ? { any: n.any.map(withField) }
      : n.field === 'custom.TESSERA'
        ? { ...n, field: `custom.${tessera}` }
        : n;
const depth = (n: SearchNode): number =>
  'all' in n ? 1 + Math.max(0, ...n.all.map(depth)) : 'any' in n ? 1 + Math.max(0, ...n.any.map(depth)) : 0;

describe('POST perform-search', () => {
  it('finds what the reference evaluator finds over the stored members, in its order (random queries)', async () => {
    const records = await reference();
    await fc.assert(
      fc.asyncProperty(
        node.filter((n) => depth(n) < SEARCH_LIMITS.depth),
        fc.constantFrom('surname', 'age', 'birthDate', 'cardNumber'),
        fc.constantFrom('asc' as const, 'desc' as const),
        async (where, field, dir) => {
          const query: SearchQuery = { mode: 'members', where: withField(where), sort: { field, dir }, columns: ['surname', 'age'] };
          const res = await search(query, 'orgAdmin', { pageSize: 100 });
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          const expected = runSearch(records, query, { today: todayInItaly() }, { offset: 0, size: 100 });
          expect(res.body).toEqual(expected);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('answers "women in Roma who paid 2025 but not 2026" with the count first and pages of it', async () => {
    const where = {
      all: [
        { field: 'gender', op: 'anyOf', values: ['F'] },
        { field: 'residenceCity', op: 'equals', value: 'roma' },
        { field: 'feeYears', op: 'includes', value: 2025 },
        { field: 'feeYears', op: 'excludes', value: 2026 },
      ],
    } as SearchNode;
    const all = await search({ where }, 'orgAdmin', { pageSize: 100 });
    expect(all.status).toBe(200);
    const expected = (await reference()).filter(
      (r) =>
        r.gender === 'F' &&
        r.residenceCity === 'Roma' &&
        (r.feeYears as number[]).includes(2025) &&
        !(r.feeYears as number[]).includes(2026),
    );
    expect(all.body.count).toBe(expected.length);
    expect(all.body.count).toBeGreaterThan(1);
    expect(all.body.rows.map((r) => r.id).sort()).toEqual(expected.map((r) => r.id).sort());
    const second = await search({ where }, 'orgAdmin', { offset: 1, pageSize: 1 });
    expect(second.body.rows).toEqual(all.body.rows.slice(1, 2));
    expect(second.body.count).toBe(all.body.count);
  });

  it('the cards mode: the members’ current cards, by number', async () => {
    const res = await call<SearchPage>('POST', 'perform-search', {
      body: {
        query: { mode: 'cards', where: { all: [{ field: 'cardNumber', op: 'startsWith', value: '50' }] }, sort: { field: 'cardNumber' } },
        pageSize: 100,
      },
    });
    expect(res.status).toBe(200);
    const numbers = created
      .map((_, i) => i)
      .filter((i) => i % 5 !== 0)
      .map((i) => String(5000 + i))
      .sort();
    expect(res.body.rows.map((r) => r.id)).toEqual(numbers);
    expect(res.body.columns).toEqual(['cardNumber', 'holder', 'cardStatus', 'cardValidUntil', 'group']);
  });

  it('a group admin finds only members of their groups; a member may not search', async () => {
    const res = await search({}, 'groupAdmin', { pageSize: 100 });
    expect(res.status).toBe(200);
    const groups = new Map((await reference()).map((r) => [r.id, r.group]));
    expect(res.body.count).toBe([...groups.values()].filter((g) => g === 'g1' || g === 'g2').length);
    expect(res.body.rows.every((r) => ['g1', 'g2'].includes(groups.get(r.id) as string))).toBe(true);
    const member = await search({}, 'member');
    expect(member.status).toBe(403);
    expect(member.body.err).toBe('NO_USER_ALLOWED');
  });

  it('refuses hostile and broken queries with the problem at its path, never a 500', async () => {
    const deep: SearchNode = { all: [{ any: [{ all: [{ any: [{ all: [{ field: 'name', op: 'empty' }] }] }] }] }] };
    const cases: [unknown, string][] = [
      [
        { mode: 'members', where: { all: [{ field: 'shoeSize', op: 'equals', value: 4 }] } },
        'body.query.where.all.0.field validation.unknownField',
      ],
      [{ mode: 'members', where: deep }, 'body.query.where.all.0.any.0.all.0.any.0 validation.tooDeep'],
      [
        { mode: 'members', where: { all: [{ field: 'group', op: 'anyOf', values: Array.from({ length: 201 }, (_, i) => `g${i}`) }] } },
        'body.query.where',
      ],
      [
        { mode: 'members', where: { all: [{ field: 'age', op: 'contains', value: 'x' }] } },
        'body.query.where.all.0.op validation.notAllowed',
      ],
      [
        { mode: 'members', where: { all: [{ field: 'birthDate', op: 'before', value: 'ieri' }] } },
        'body.query.where.all.0.value validation.date',
      ],
      [{ mode: 'members', where: { all: [{ field: 'name', op: 'equals', value: 'a', $where: 'sleep(1)' }] } }, 'body.query.where'],
      [{ mode: 'members', sort: { field: '__proto__' } }, 'body.query.sort.field validation.unknownField'],
      [
        { mode: 'payments', where: { all: [{ field: 'age', op: 'equals', value: 3 }] } },
        'body.query.where.all.0.field validation.unknownField',
      ],
      [{ mode: 'everything' }, 'body.query.mode'],
    ];
    for (const [query, issue] of cases) {
      const res = await call<{ err: string; issues: { path: string; message: string }[] }>('POST', 'perform-search', { body: { query } });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.err).toBe('INVALID_REQUEST');
      expect(res.body.issues.map((i) => `${i.path} ${i.message}`).join('\n')).toContain(issue);
    }
  });
});

/** The payments as stored now, as the payments mode's records (the payer's name breaks ties, as the projection's). */
async function paymentReference(): Promise<SearchRecord[]> {
  const payments = await db.collection(orgCol(ORG_A, 'payments')).get();
  return payments.docs
    .filter((p) => typeof p.get('memberId') === 'string')
    .map((p) => ({ ...paymentSearchRow(p.id, p.data()), surname: p.get('holder') as string }));
}
const paymentCount = async () => (await search({ mode: 'payments' })).body.count;

describe('the payments mode', () => {
  it('finds every payment of the members like the reference over the stored payments, in the caller’s scope', async () => {
    const ref = await paymentReference();
    expect(ref.length).toBeGreaterThan(10);
    expect(await eventually(paymentCount, (c) => c === ref.length)).toBe(ref.length);
    const queries: SearchQuery[] = [
      { mode: 'payments', where: { all: [] } },
      { mode: 'payments', where: { all: [{ field: 'payYear', op: 'equals', value: 2025 }] }, sort: { field: 'holder', dir: 'desc' } },
      {
        mode: 'payments',
        where: {
          any: [
            { field: 'amount', op: 'atLeast', value: 3000 },
            { field: 'holder', op: 'contains', value: 'rossi' },
          ],
        },
        sort: { field: 'amount', dir: 'desc' },
        columns: ['payDate', 'holder', 'amount', 'mode', 'membershipFee'],
      },
      {
        mode: 'payments',
        where: {
          all: [
            { field: 'membershipFee', op: 'isTrue' },
            { field: 'mode', op: 'anyOf', values: ['CONTANTI'] },
          ],
        },
      },
    ];
    for (const q of queries) {
      const res = await search(q, 'orgAdmin', { pageSize: 100 });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const want = runSearch(ref, q, { today: todayInItaly() }, { offset: 0, size: 100 });
      expect(res.body.count, JSON.stringify(q)).toBe(want.count);
      expect(res.body.rows, JSON.stringify(q)).toEqual(want.rows);
    }
    const scoped = await search({ mode: 'payments' }, 'groupAdmin', { pageSize: 100 });
    expect(scoped.body.count).toBe(ref.filter((r) => r.group === 'g1' || r.group === 'g2').length);
  });

  it('follows payments: one deleted leaves the search', async () => {
    const before = await paymentCount();
    const one = (await db.collection(orgCol(ORG_A, 'payments')).where('memberId', '==', created[0]).limit(1).get()).docs[0]!;
    await one.ref.delete();
    expect(await eventually(paymentCount, (c) => c === before - 1)).toBe(before - 1);
  });
});

describe('saved searches', () => {
  const query: SearchQuery = {
    mode: 'members',
    where: { all: [{ field: 'gender', op: 'anyOf', values: ['F'] }] },
    columns: ['surname', 'name'],
    sort: { field: 'surname', dir: 'asc' },
  };
  type Saved = {
    id: string;
    name: string;
    shared: boolean;
    mine: boolean;
    owner: string;
    query: SearchQuery;
    issues: { path: string; message: string }[];
  };
  const listed = async (who: PrincipalName) => (await call<{ searches: Saved[] }>('GET', 'get-searches', {}, who)).body.searches;

  it('saves, lists, replaces and deletes: private to the owner unless shared', async () => {
    const saved = await call<{ id: string }>('POST', 'save-search', { body: { name: 'Socie', query } });
    expect(saved.status).toBe(200);
    const shared = await call<{ id: string }>('POST', 'save-search', {
      body: {
        name: 'Con la FIT',
        shared: true,
        query: { mode: 'members', where: { all: [{ field: `custom.${tessera}`, op: 'notEmpty' }] } },
      },
    });
    expect((await listed('orgAdmin')).map((s) => [s.name, s.mine, s.issues])).toEqual([
      ['Con la FIT', true, []],
      ['Socie', true, []],
    ]);
    expect((await listed('orgAdmin')).find((s) => s.name === 'Socie')!.query).toEqual(query);
    // another admin sees the shared one only, and cannot delete or replace it
    expect((await listed('management')).map((s) => [s.name, s.mine, s.owner])).toEqual([['Con la FIT', false, 'admin-a@test.it']]);
    expect((await call('GET', 'delete-search', { headers: { id: shared.body.id } }, 'management')).body.err).toBe('NOT_FOUND');
    expect(
      (await call('POST', 'save-search', { headers: { id: shared.body.id }, body: { name: 'Mia', query } }, 'management')).body.err,
    ).toBe('NOT_FOUND');
    // the owner renames one in place
    const renamed = await call<{ id: string }>('POST', 'save-search', {
      headers: { id: saved.body.id },
      body: { name: 'Socie donne', query },
    });
    expect(renamed.body.id).toBe(saved.body.id);
    expect((await listed('orgAdmin')).map((s) => s.name)).toEqual(['Con la FIT', 'Socie donne']);
    expect((await call('GET', 'delete-search', { headers: { id: saved.body.id } })).body).toEqual({ result: true });
    expect((await listed('orgAdmin')).map((s) => s.name)).toEqual(['Con la FIT']);
    // a member has no saved searches to see
    expect((await call('GET', 'get-searches', {}, 'member')).status).toBe(403);
  });

  it('refuses a query that would not run, and says which condition a deleted custom field broke', async () => {
    const broken = await call<{ err: string; issues: { path: string; message: string }[] }>('POST', 'save-search', {
      body: { name: 'Rotta', query: { mode: 'members', where: { all: [{ field: 'custom.nope', op: 'notEmpty' }] } } },
    });
    expect(broken.status).toBe(400);
    expect(broken.body.issues).toEqual([{ path: 'body.query.where.all.0.field', message: 'validation.unknownField' }]);
    const field = await api<{ id: string }>('POST', '/v1/settings/add-field', {
      token: world.tokens.orgAdmin,
      body: { name: 'Temporaneo', type: 'NUMBER' },
    });
    const saved = await call<{ id: string }>('POST', 'save-search', {
      body: {
        name: 'Con il temporaneo',
        query: {
          mode: 'members',
          where: {
            all: [
              { field: 'gender', op: 'anyOf', values: ['M'] },
              { field: `custom.${field.body.id}`, op: 'atLeast', value: 3 },
            ],
          },
        },
      },
    });
    expect(saved.status).toBe(200);
    expect(
      (await api('DELETE', '/v1/settings/delete-field', { token: world.tokens.orgAdmin, headers: { id: field.body.id } })).status,
    ).toBe(200);
    const listedAfter = (await listed('orgAdmin')).find((s) => s.id === saved.body.id)!;
    expect(listedAfter.issues).toEqual([{ path: 'query.where.all.1.field', message: 'validation.unknownField' }]);
    const run = await search(listedAfter.query);
    expect(run.status).toBe(400);
    expect(run.body.issues).toEqual([{ path: 'body.query.where.all.1.field', message: 'validation.unknownField' }]);
  });

  it('refuses list values the organization does not have in the field’s list, naming each; nothing is stored', async () => {
    const searches = async () => (await db.collection(orgCol(ORG_A, 'searches')).count().get()).data().count;
    const before = await searches();
    // gb1 is a group of organization B; sec-1 is a section of A, not a group; g1 is a group of A
    const query = (groups: string[], categories: string[]): SearchQuery => ({
      mode: 'members',
      where: {
        all: [
          { field: 'gender', op: 'anyOf', values: ['F'] },
          {
            any: [
              { field: 'group', op: 'anyOf', values: groups },
              { field: 'category', op: 'noneOf', values: categories },
            ],
          },
        ],
      },
    });
    const refused = await call<{ err: string; issues: { path: string; message: string }[] }>('POST', 'save-search', {
      body: { name: 'Liste altrui', query: query(['g1', 'gb1', 'sec-1'], ['cat-invented']) },
    });
    expect(refused.body).toEqual({
      err: 'INVALID_REQUEST',
      issues: [
        { path: 'body.query.where.all.1.any.0.values.1', message: 'validation.notFound' },
        { path: 'body.query.where.all.1.any.0.values.2', message: 'validation.notFound' },
        { path: 'body.query.where.all.1.any.1.values.0', message: 'validation.notFound' },
      ],
    });
    expect(await searches()).toBe(before);
    const saved = await call<{ id: string }>('POST', 'save-search', { body: { name: 'Liste nostre', query: query(['g1'], ['cat-ord']) } });
    expect(saved.status).toBe(200);
    expect(await searches()).toBe(before + 1);
  });
});
