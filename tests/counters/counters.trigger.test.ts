import { isDeepStrictEqual } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORG_MEMBER_COUNTER, counterPath, groupMemberCounter, orgCol } from '@tessera/domain/paths';
import { db } from '../support/admin';
import { api } from '../support/api';
import { buildWorld, ORG_A, RAW_ORG_MARK, type World } from '../support/world';
import { settles } from '../support/settle';

type Counter = { total: number; byAccountStatus: Record<string, number> };

/** What the counters must say: a direct count of the members collection. */
async function expected(org: string, group?: string): Promise<Counter> {
  let q = db.collection(orgCol(org, 'members')) as FirebaseFirestore.Query;
  if (group) q = q.where('group', '==', group);
  const docs = (await q.get()).docs;
  const byAccountStatus: Record<string, number> = {};
  for (const d of docs) byAccountStatus[d.get('accountStatus')] = (byAccountStatus[d.get('accountStatus')] ?? 0) + 1;
  return { total: docs.length, byAccountStatus };
}

async function counter(org: string, id: string): Promise<Counter> {
  const d = (await db.doc(counterPath(org, id)).get()).data() ?? { total: 0, byAccountStatus: {} };
  const byAccountStatus = Object.fromEntries(Object.entries(d.byAccountStatus as Record<string, number>).filter(([, n]) => n !== 0));
  return { total: d.total as number, byAccountStatus };
}

describe('member counters trigger', () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld();
  });

  it('counts a member created through the API, in the organization and its group', async () => {
    // Start from counters that agree with the members buildWorld wrote (their trigger runs may still be on the
    // way after a cold start of the functions emulator), then measure the change.
    const want = await expected(ORG_A);
    expect(await settles(async () => isDeepStrictEqual(await counter(ORG_A, ORG_MEMBER_COUNTER), want))).toBe(true);
    const before = await counter(ORG_A, ORG_MEMBER_COUNTER);
    const beforeGroup = await counter(ORG_A, groupMemberCounter('g2'));
    const res = await api<{ result: { id: string } }>('POST', '/v1/members/one', {
      token: world.tokens.orgAdmin,
      body: { name: 'Neo', surname: 'Nuovo', ssn: 'TSTBHX80A01H105X', group: 'g2' },
    });
    expect(res.status).toBe(200);
    expect(await settles(async () => (await counter(ORG_A, ORG_MEMBER_COUNTER)).total === before.total + 1)).toBe(true);
    expect((await counter(ORG_A, ORG_MEMBER_COUNTER)).byAccountStatus.ACTIVE).toBe((before.byAccountStatus.ACTIVE ?? 0) + 1);
    expect(await settles(async () => (await counter(ORG_A, groupMemberCounter('g2'))).total === beforeGroup.total + 1)).toBe(true);
  });

  it('stays exact after a burst of concurrent creates, updates and deletes', async () => {
    // An organization of its own, so that no event of an earlier test file can touch its counters.
    const ORG = `org-burst${RAW_ORG_MARK}-${Date.now()}`; // written around the API: not list-checked
    const col = db.collection(orgCol(ORG, 'members'));
    const statuses = ['ACTIVE', 'INACTIVE', 'PENDING', 'SUSPENDED'];
    const groups = ['g1', 'g2', 'g3'];
    const created = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        col.add({ name: `N${i}`, surname: 'Burst', ssn: `B${i}`, accountStatus: statuses[i % 4], group: groups[i % 3] }),
      ),
    );
    await Promise.all(
      created
        .slice(0, 30)
        .map((ref, i) => ref.update({ accountStatus: statuses[(i + 1) % 4], ...(i % 2 ? { group: groups[(i + 1) % 3] } : {}) })),
    );
    await Promise.all(created.slice(30, 45).map((ref) => ref.delete()));
    // a write that changes nothing counted, and one member moved to no group at all
    await created[59]!.update({ notes: 'unchanged counters' });
    await created[50]!.update({ group: null });

    const allExact = async () => {
      if (!isDeepStrictEqual(await counter(ORG, ORG_MEMBER_COUNTER), await expected(ORG))) return false;
      for (const g of groups) if (!isDeepStrictEqual(await counter(ORG, groupMemberCounter(g)), await expected(ORG, g))) return false;
      return true;
    };
    expect(await settles(allExact)).toBe(true);
    // Late or redelivered events must not move them again.
    await new Promise((r) => setTimeout(r, 1500));
    expect(await counter(ORG, ORG_MEMBER_COUNTER)).toEqual(await expected(ORG));
    for (const g of groups) expect(await counter(ORG, groupMemberCounter(g))).toEqual(await expected(ORG, g));
  });
});
