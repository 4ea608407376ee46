import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '@tessera/domain/entities/organization';
import { MEMBER_SELF_EDITABLE } from '@tessera/domain/users/ownMember';
import { orgCol } from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { buildWorld, ORG_A, type PrincipalName, type World } from '../support/world';
import { refreshSalePeriods } from '../../functions/src/sales/periods';

// Attività & Tagliandi: POST /v1/sales/one creates or (header id) changes an item, GET one and all read,
// DELETE one removes an item nobody stands registered to, POST clone copies one; the description is sanitized,
// every rule of the form is the domain's saleInput, and the whole area follows the activitiesAndTickets preference.
type Answer = Record<string, unknown> & { id?: string; err?: string; issues?: { path: string; message: string }[] };
let world: World;

const year = new Date().getUTCFullYear();
const ITEM = {
  name: 'Corso di acquerello',
  descriptionHTML: '<p><strong>Sabato</strong> mattina</p><script>alert(1)</script><p onclick="steal()">Aula 2</p>',
  type: 'ACTIVITY',
  saleDate: `${year + 1}-03-14`,
  openingDate: `${year - 1}-01-01`,
  expirationDate: `${year + 1}-03-10`,
  seatsAvailable: 20,
  maxEnrolled: 2,
  minEnrolled: 5,
  prices: [
    { name: 'Intero', cost: 12000, vatDepartment: 'R1' },
    { name: 'Ridotto', cost: 8000 },
  ],
  onlineSellable: true,
  visibleOnline: true,
  paymentMethods: ['STRIPE', 'CONTANTI'],
};

const save = (body: unknown, id?: string, who: PrincipalName = 'orgAdmin') =>
  api<Answer>('POST', '/v1/sales/one', { token: world.tokens[who], body, headers: id ? { id } : {} });
const getOne = (id: string, who: PrincipalName = 'orgAdmin') =>
  api<Answer>('GET', '/v1/sales/one', { token: world.tokens[who], headers: { id } });
const remove = (id: string, who: PrincipalName = 'orgAdmin') =>
  api<Answer>('DELETE', '/v1/sales/one', { token: world.tokens[who], headers: { id } });
const stored = async (id: string) => (await db.doc(`${orgCol(ORG_A, 'sales')}/${id}`).get()).data();
const issuesOf = (res: { body: Answer }) => res.body.issues?.map((i) => `${i.path}: ${i.message}`);

beforeAll(async () => {
  world = await buildWorld();
});

describe('POST /v1/sales/one', () => {
  let id: string;
  it('creates an item with two prices; the description is stored sanitized; the list fields are derived', async () => {
    const res = await save(ITEM);
    expect(res.status).toBe(200);
    id = res.body.id!;
    const doc = (await stored(id))!;
    expect(doc.descriptionHTML).toBe('<p><strong>Sabato</strong> mattina</p><p>Aula 2</p>');
    expect(doc).toMatchObject({ currentEnrolled: 0, period: 'open', sortKeys: { name: 'corso di acquerello', saleDate: ITEM.saleDate } });
    expect(doc.searchTokens).toContain('acquerello');
    const read = await getOne(id, 'staff');
    expect(read.body).toMatchObject({
      id,
      name: ITEM.name,
      prices: [
        { name: 'Intero', cost: 12000, vatDepartment: 'R1' },
        { name: 'Ridotto', cost: 8000, vatDepartment: '' },
      ],
      familyCategory: null,
      currentEnrolled: 0,
      period: 'open',
    });
    const audit = await db.collection(orgCol(ORG_A, 'audit')).where('type', '==', 'saleCreated').where('target', '==', id).get();
    expect(audit.size).toBe(1);
  });

  it('refuses what the form refuses, naming each field, and stores nothing', async () => {
    const before = (await db.collection(orgCol(ORG_A, 'sales')).count().get()).data().count;
    const bad = await save({
      ...ITEM,
      expirationDate: `${year - 2}-01-01`,
      minEnrolled: 30,
      canHaveFamily: true,
      prices: [
        { name: 'Intero', cost: 100 },
        { name: ' intero ', cost: 50 },
      ],
      paymentMethods: ['CONTANTI'],
    });
    expect(bad.status).toBe(400);
    expect(issuesOf(bad)).toEqual(
      expect.arrayContaining([
        'body.expirationDate: validation.endBeforeStart',
        'body.minEnrolled: validation.minAboveSeats',
        'body.familyCategory: validation.required',
        'body.prices.1.name: validation.duplicate',
        'body.paymentMethods: validation.onlineNeedsCard',
      ]),
    );
    expect(issuesOf(await save({ ...ITEM, prices: [] }))).toEqual(['body.prices: validation.required']);
    expect(issuesOf(await save({ ...ITEM, canHaveFamily: true, familyCategory: 'g1' }))).toEqual([
      'body.familyCategory: validation.notAllowed',
    ]);
    expect((await db.collection(orgCol(ORG_A, 'sales')).count().get()).data().count).toBe(before);
  });

  it('edits with header id; the seats never drop below those taken; hidden means not sold online', async () => {
    const res = await save(
      { ...ITEM, name: 'Acquerello avanzato', visibleOnline: false, canHaveFamily: true, familyCategory: 'cat-ord' },
      id,
    );
    expect(res.body).toEqual({ id });
    expect(await stored(id)).toMatchObject({ name: 'Acquerello avanzato', onlineSellable: false, familyCategory: 'cat-ord' });
    // eight seats taken in the first shard (registrations take them there: tests/sales/registrations.api.test.ts)
    await db.doc(`${orgCol(ORG_A, 'sales')}/${id}/seatShards/s0`).update({ capacity: 8, taken: 8 });
    expect(issuesOf(await save({ ...ITEM, seatsAvailable: 7, minEnrolled: 0 }, id))).toEqual([
      'body.seatsAvailable: validation.seatsBelowEnrolled',
    ]);
    expect((await stored(id))!.seatsAvailable).toBe(20);
    expect((await save(ITEM, 'missing-item')).body.err).toBe('NOT_FOUND');
  });

  it('only the writing roles write; the other organization sees nothing', async () => {
    for (const who of ['staff', 'groupAdmin', 'member'] as const)
      expect((await save(ITEM, undefined, who)).body.err).toBe('NO_USER_ALLOWED');
    expect((await save(ITEM, undefined, 'management')).status).toBe(200);
    expect((await getOne(id, 'otherOrgAdmin')).body.err).toBe('NOT_FOUND');
    expect((await getOne(id, 'member')).body.err).toBe('NO_USER_ALLOWED');
  });

  it('POST clone copies every field with no seat taken, hidden online', async () => {
    const res = await api<Answer>('POST', '/v1/sales/clone', { token: world.tokens.orgAdmin, body: { id } });
    expect(res.status).toBe(200);
    const copy = (await getOne(res.body.id!)).body;
    const original = (await getOne(id)).body;
    expect(copy).toMatchObject({
      ...original,
      id: res.body.id,
      name: 'Acquerello avanzato (copia)',
      currentEnrolled: 0,
      visibleOnline: false,
      onlineSellable: false,
    });
    expect((await api<Answer>('POST', '/v1/sales/clone', { token: world.tokens.otherOrgAdmin, body: { id } })).body.err).toBe('NOT_FOUND');
  });

  it('DELETE refuses an item with a standing registration; once cancelled it goes with the item', async () => {
    const registration = db.doc(`${orgCol(ORG_A, 'sales')}/${id}/registrations/m1`);
    await registration.set({ memberId: 'm1', cancelled: false, quantity: 1 });
    expect((await remove(id)).body.err).toBe('SALE_HAS_REGISTRATIONS');
    expect(await stored(id)).toBeDefined();
    await registration.update({ cancelled: true });
    expect((await remove(id)).body).toEqual({ deleted: true });
    expect(await stored(id)).toBeUndefined();
    expect((await registration.get()).exists).toBe(false);
    expect((await remove(id)).body.err).toBe('NOT_FOUND');
  });
});

describe('GET /v1/sales/all and the nightly periods', () => {
  it('pages the items, the latest day first', async () => {
    const ids: string[] = [];
    for (const d of ['01', '02', '03']) ids.push((await save({ ...ITEM, saleDate: `${year + 2}-01-${d}` })).body.id!);
    const res = await api<{ sales: { id: string; saleDate: string }[] }>('GET', '/v1/sales/all', { token: world.tokens.staff });
    expect(res.body.sales.slice(0, 3).map((s) => s.id)).toEqual(ids.reverse());
  });

  it('moves items to the period of the day: upcoming → open → closed → past', async () => {
    const id = (
      await save({ ...ITEM, openingDate: `${year + 5}-01-01`, expirationDate: `${year + 5}-02-01`, saleDate: `${year + 5}-03-01` })
    ).body.id!;
    expect((await stored(id))!.period).toBe('upcoming');
    for (const [day, period] of [
      [`${year + 5}-01-15`, 'open'],
      [`${year + 5}-02-15`, 'closed'],
      [`${year + 5}-03-02`, 'past'],
    ] as const) {
      await refreshSalePeriods(day);
      expect((await stored(id))!.period).toBe(period);
    }
  });
});

describe('the activitiesAndTickets preference', () => {
  it('off: every sales endpoint answers NOT_ENABLED; on again: they answer', async () => {
    const setFlag = async (on: boolean) =>
      expect(
        (
          await api('POST', '/v1/settings/sync-preferences', {
            token: world.tokens.orgAdmin,
            body: { preferences: { ...DEFAULT_PREFERENCES, memberEditableFields: [...MEMBER_SELF_EDITABLE], activitiesAndTickets: on } },
          })
        ).status,
      ).toBe(200);
    await setFlag(false);
    expect((await api<Answer>('GET', '/v1/sales/all', { token: world.tokens.orgAdmin })).body.err).toBe('NOT_ENABLED');
    expect((await save(ITEM)).body.err).toBe('NOT_ENABLED');
    await setFlag(true);
    expect((await api<Answer>('GET', '/v1/sales/all', { token: world.tokens.orgAdmin })).status).toBe(200);
  });
});
