import { beforeAll, describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import { orgCol } from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { eventually } from '../support/settle';
import { groupRegistrations } from '../../scripts/lib/groupRegistrations';
import { buildWorld, ORG_A, updateMember, type PrincipalName, type World } from '../support/world';
import { activityNextYear, createSale } from './support';

// A registration carries its member's group, which scopes group admins as it does members and payments: the local
// admin (groups g1 and g2) lists, exports and prints the registrations of its groups' members only, and a member moved
// to another group takes its registrations along (sales/registrantGroups.ts). The rules' side: tests/rules/sales.
let world: World;
const ITEM = {
  name: 'Gita al lago',
  ...activityNextYear('05-10', '05-01'),
  seatsAvailable: 10,
  maxEnrolled: 2,
  prices: [{ name: 'Intero', cost: 2000 }],
  paymentMethods: ['CONTANTI'],
};
let saleId = '';

const registered = async (who: PrincipalName) => {
  const res = await api<{ registrations: { id: string }[] }>('GET', '/v1/sales/registrations', {
    token: world.tokens[who],
    headers: { id: saleId },
  });
  expect(res.status).toBe(200);
  return res.body.registrations.map((r) => r.id).sort();
};
const groupOf = async (memberId: string) =>
  (await db.doc(`${orgCol(ORG_A, 'sales')}/${saleId}/registrations/${memberId}`).get()).get('group') as string | null;

beforeAll(async () => {
  world = await buildWorld();
  saleId = await createSale(world.tokens.orgAdmin, ITEM);
  // m1 in g1, m2 in g2, m3 in g3 (outside the local admin's groups)
  for (const memberId of ['m1', 'm2', 'm3']) {
    const res = await api('POST', '/v1/sales/registrations', {
      token: world.tokens.orgAdmin,
      body: { saleId, memberId, priceName: 'Intero', quantity: 1, mode: 'CONTANTI' },
    });
    expect(res.status).toBe(200);
  }
});

describe('registrations and group scope', () => {
  it('each registration stores its member’s group', async () => {
    expect([await groupOf('m1'), await groupOf('m2'), await groupOf('m3')]).toEqual(['g1', 'g2', 'g3']);
  });

  it('GET /v1/sales/registrations: a local admin gets its groups’ registrations; the organization’s roles all of them', async () => {
    expect(await registered('groupAdmin')).toEqual(['m1', 'm2']);
    expect(await registered('staff')).toEqual(['m1', 'm2', 'm3']);
  });

  it('the participants file and the printed list hold the local admin’s groups only', async () => {
    const file = await api<{ count: number }>('POST', '/v1/sales/participants', {
      token: world.tokens.groupAdmin,
      body: { id: saleId, format: 'csv' },
    });
    expect(file.body.count).toBe(2);
    const pdf = await api<{ count: number }>('POST', '/v1/sales/participants-pdf', {
      token: world.tokens.groupAdmin,
      body: { id: saleId },
    });
    expect(pdf.body.count).toBe(2);
    const all = await api<{ count: number }>('POST', '/v1/sales/participants', {
      token: world.tokens.orgAdmin,
      body: { id: saleId, format: 'csv' },
    });
    expect(all.body.count).toBe(3);
  });

  it('a member moved to another group takes its registrations along', async () => {
    await updateMember(ORG_A, 'm3', { group: 'g1' });
    expect(
      await eventually(
        () => groupOf('m3'),
        (g) => g === 'g1',
      ),
    ).toBe('g1');
    expect(await registered('groupAdmin')).toEqual(['m1', 'm2', 'm3']);
    await updateMember(ORG_A, 'm2', { group: 'g3' });
    expect(
      await eventually(
        () => groupOf('m2'),
        (g) => g === 'g3',
      ),
    ).toBe('g3');
    expect(await registered('groupAdmin')).toEqual(['m1', 'm3']);
  });

  it('registrations stored before they carried a group get their member’s from the backfill, once', async () => {
    await db.doc(`${orgCol(ORG_A, 'sales')}/${saleId}/registrations/m1`).update({ group: FieldValue.delete() });
    expect(await registered('groupAdmin')).toEqual(['m3']);
    const first = await groupRegistrations(db, ORG_A);
    expect(first.written).toBe(1);
    expect(await groupOf('m1')).toBe('g1');
    expect(await registered('groupAdmin')).toEqual(['m1', 'm3']);
    expect(await groupRegistrations(db, ORG_A)).toEqual({ read: first.read, written: 0 });
  });
});
