import readExcelFile from 'read-excel-file/node';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnswerOf } from '@tessera/domain/contracts/contract';
import type { aggregateSearchContract } from '@tessera/domain/contracts/search';
import { Timestamp } from 'firebase-admin/firestore';
import { orgCol, orgPath } from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { eventually } from '../support/settle';
import { addMember, buildWorld, ORG_A, type PrincipalName, type World } from '../support/world';

// Aggregations of a search: ENTERPRISE and WORLDSTAR only (NOT_ENABLED otherwise), counts by a dimension
// in the caller's scope, age bands in the set chosen, the table as a file.
type Aggregate = AnswerOf<typeof aggregateSearchContract> & { err?: string; issues?: { path: string; message: string }[] };
let world: World;

const aggregate = (body: Record<string, unknown>, who: PrincipalName = 'orgAdmin') =>
  api<Aggregate>('POST', '/v1/advanced-search/aggregate', {
    token: world.tokens[who],
    body: { query: { mode: 'members', where: { all: [{ field: 'residenceCity', op: 'equals', value: 'Fermo' }] } }, ...body },
  });
const setPlan = (name: string) => db.doc(orgPath(ORG_A)).update({ 'plan.name': name });
const today = new Date();
/** A birth date that makes the person `age` years old today. */
const bornAgo = (age: number) => new Date(Date.UTC(today.getUTCFullYear() - age, 0, 1));

beforeAll(async () => {
  world = await buildWorld();
  const fermo = { line: 'Via Roma 1', city: 'Fermo', state: 'FM', zip: '63900', country: 'ITALIA' };
  const people: [number | null, string | null, string][] = [
    [20, 'F', 'g1'],
    [30, 'F', 'g1'],
    [40, 'M', 'g2'],
    [55, 'F', 'g3'],
    [70, 'M', 'g3'],
    [null, null, 'g1'],
  ];
  const ids: string[] = [];
  for (const [i, [age, gender, group]] of people.entries())
    ids[i] = await addMember(ORG_A, {
      name: `Agg${i}`,
      surname: 'Fermano',
      group,
      residence: fermo,
      ...(age === null ? {} : { birthDate: bornAgo(age) }),
      ...(gender ? { gender } : {}),
    });
  // three payments of the first two members: two fees in January and February, a ticket in February
  const pay = (memberId: string, day: string, amount: number, mode: string, fee: boolean) =>
    db.collection(orgCol(ORG_A, 'payments')).add({
      memberId,
      holder: 'Fermano',
      group: 'g1',
      payDate: Timestamp.fromDate(new Date(`${day}T00:00:00Z`)),
      payYear: 2026,
      amount,
      mode,
      status: 'PROCESSED',
      object: fee ? 'Quota' : 'Biglietto',
      cardPayment: fee,
      refunded: false,
    });
  await pay(ids[0]!, '2026-01-15', 3000, 'CONTANTI', true);
  await pay(ids[1]!, '2026-02-03', 3000, 'BONIFICO', true);
  await pay(ids[1]!, '2026-02-20', 1250, 'CONTANTI', false);
  await setPlan('ENTERPRISE');
  // the triggers' rows are in the projection
  expect(
    await eventually(
      () => aggregate({ by: 'gender' }),
      (r) => r.body.count === 6,
      60_000,
    ),
  ).toMatchObject({ status: 200 });
}, 120_000);

describe('POST /v1/advanced-search/aggregate', () => {
  it('counts by age band in either set, every band listed, no birth date last', async () => {
    const standard = await aggregate({ by: 'ageBand' });
    expect(standard.status, JSON.stringify(standard.body)).toBe(200);
    expect(standard.body).toMatchObject({ count: 6, file: null });
    expect(standard.body.buckets).toEqual([
      { key: '14-25', count: 1, sum: null },
      { key: '26-40', count: 2, sum: null },
      { key: '41-65', count: 1, sum: null },
      { key: '66+', count: 1, sum: null },
      { key: null, count: 1, sum: null },
    ]);
    const alternate = await aggregate({ by: 'ageBand', bands: 'alternate' });
    expect(alternate.body.buckets).toEqual([
      { key: '16-25', count: 1, sum: null },
      { key: '26-40', count: 1, sum: null },
      { key: '40-55', count: 1, sum: null },
      { key: '55-70', count: 1, sum: null },
      { key: '70+', count: 1, sum: null },
      { key: null, count: 1, sum: null },
    ]);
  });

  it('keeps a group admin to their groups', async () => {
    const res = await aggregate({ by: 'group' }, 'groupAdmin');
    expect(res.body).toMatchObject({
      count: 4,
      buckets: [
        { key: 'g1', count: 3, sum: null },
        { key: 'g2', count: 1, sum: null },
      ],
    });
    expect((await aggregate({ by: 'group' })).body.buckets).toEqual([
      { key: 'g1', count: 3, sum: null },
      { key: 'g3', count: 2, sum: null },
      { key: 'g2', count: 1, sum: null },
    ]);
  });

  it('gives the table as a file with Italian headers and names', async () => {
    const res = await aggregate({ by: 'group', format: 'xlsx' });
    const [sheet] = await readExcelFile(Buffer.from(res.body.file!.result, 'base64'));
    expect(sheet!.data).toEqual([
      ['Gruppo', 'Numero'],
      ['Gruppo 1', 3],
      ['Gruppo 3', 2],
      ['Gruppo 2', 1],
    ]);
    const csv = await aggregate({ by: 'gender', format: 'csv' });
    expect(
      Buffer.from(csv.body.file!.result, 'base64')
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toEqual(['Sesso;Numero', 'Femmina;3', 'Maschio;2', 'Non indicato;1']);
  });

  it('sums payments by month and by method', async () => {
    // the payments' rows come with their trigger
    const byMonth = await eventually(
      () =>
        api<Aggregate>('POST', '/v1/advanced-search/aggregate', {
          token: world.tokens.orgAdmin,
          body: {
            query: { mode: 'payments', where: { all: [{ field: 'holder', op: 'startsWith', value: 'Fermano' }] } },
            by: 'payMonth',
            format: 'csv',
          },
        }),
      (r) => r.body.count === 3,
      60_000,
    );
    expect(byMonth.status, JSON.stringify(byMonth.body)).toBe(200);
    expect(byMonth.body.buckets).toEqual([
      { key: '2026-01', count: 1, sum: 3000 },
      { key: '2026-02', count: 2, sum: 4250 },
    ]);
    expect(
      Buffer.from(byMonth.body.file!.result, 'base64')
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toEqual(['Mese;Numero;Importo', '2026-01;1;30,00', '2026-02;2;42,50']);
    const byMethod = await api<Aggregate>('POST', '/v1/advanced-search/aggregate', {
      token: world.tokens.orgAdmin,
      body: {
        query: { mode: 'payments', where: { all: [{ field: 'holder', op: 'startsWith', value: 'Fermano' }] } },
        by: 'mode',
        format: 'csv',
      },
    });
    expect(byMethod.body.buckets).toEqual([
      { key: 'CONTANTI', count: 2, sum: 4250 },
      { key: 'BONIFICO', count: 1, sum: 3000 },
    ]);
    expect(Buffer.from(byMethod.body.file!.result, 'base64').toString('utf8')).toContain('Bonifico bancario;1;30,00');
  });

  it('refuses a dimension the mode does not have, and a member', async () => {
    const wrong = await aggregate({ by: 'surname' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues).toEqual([{ path: 'body.by', message: 'validation.notAllowed' }]);
    const cards = await api<Aggregate>('POST', '/v1/advanced-search/aggregate', {
      token: world.tokens.orgAdmin,
      body: { query: { mode: 'cards' }, by: 'ageBand' },
    });
    expect(cards.status).toBe(400);
    expect((await aggregate({ by: 'gender' }, 'member')).status).toBe(403);
  });

  it('is for ENTERPRISE and WORLDSTAR: the other plans answer NOT_ENABLED', async () => {
    try {
      for (const plan of ['FREE', 'COMITIVE', 'PROFESSIONAL']) {
        await setPlan(plan);
        const res = await aggregate({ by: 'gender' });
        expect([plan, res.status, res.body.err]).toEqual([plan, 403, 'NOT_ENABLED']);
      }
      await setPlan('WORLDSTAR');
      expect((await aggregate({ by: 'gender' })).status).toBe(200);
    } finally {
      await setPlan('ENTERPRISE');
    }
  });
});
