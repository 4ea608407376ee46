import { beforeAll, describe, expect, it } from 'vitest';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../support/admin';
import { api } from '../support/api';
import { readAs } from '../support/readAs';
import { eventually } from '../support/settle';
import { buildWorld, ORG_A, updateMember, type World } from '../support/world';

// Payments carry their member's group, which scopes group admins (firestore.rules). A member moved to another group
// takes its payments along (the member trigger's payerFields reaction): the group admin of the old group stops reading them, the new one starts.
const paymentPath = (id: string) => `${orgCol(ORG_A, 'payments')}/${id}`;
const groupsOf = async (ids: string[]) => Promise.all(ids.map(async (id) => (await db.doc(paymentPath(id)).get()).get('group') as unknown));

describe('payments follow their member’s group', () => {
  let world: World;
  const ids = ['pg-1', 'pg-2'];
  beforeAll(async () => {
    world = await buildWorld();
    // m2 is in g2, one of the group admin's groups (g1, g2); its payments were written with that group
    for (const id of ids)
      await db.doc(paymentPath(id)).set({ memberId: 'm2', group: 'g2', amount: 3000, status: 'PROCESSED', payYear: 2026 });
  });

  it('a group move rewrites the payments’ group; the old group’s admin no longer reads them, the new organization view does', async () => {
    for (const id of ids) expect(await readAs(world.tokens.groupAdmin, paymentPath(id))).toBe(200);
    const moved = await api('PATCH', '/v1/members/one', { token: world.tokens.orgAdmin, headers: { id: 'm2' }, body: { group: 'g3' } });
    expect(moved.status).toBe(200);
    expect(
      await eventually(
        () => groupsOf(ids),
        (g) => g.every((x) => x === 'g3'),
      ),
    ).toEqual(['g3', 'g3']);
    for (const id of ids) {
      expect(await readAs(world.tokens.groupAdmin, paymentPath(id))).toBe(403);
      expect(await readAs(world.tokens.orgAdmin, paymentPath(id))).toBe(200);
    }
  });

  it('a move back brings them back, whatever order the events arrive in (the member’s current group wins)', async () => {
    await updateMember(ORG_A, 'm2', { group: 'g1' });
    await updateMember(ORG_A, 'm2', { group: 'g2' });
    expect(
      await eventually(
        () => groupsOf(ids),
        (g) => g.every((x) => x === 'g2'),
      ),
    ).toEqual(['g2', 'g2']);
    for (const id of ids) expect(await readAs(world.tokens.groupAdmin, paymentPath(id))).toBe(200);
  });
});
