import { isDeepStrictEqual } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardStatusOf, NO_GROUP } from '@tessera/domain/counters';
import { ORG_MEMBER_COUNTER, counterPath, groupMemberCounter, orgCol } from '@tessera/domain/paths';
import { db } from '../support/admin';
import { api } from '../support/api';
import { buildWorld, ORG_A, RAW_ORG_MARK, type World } from '../support/world';
import { settles } from '../support/settle';

type Tally = Record<string, number>;
type Counter = { total: number; byAccountStatus: Tally; byCardStatus: Tally; byGroup?: Tally };

const nonZero = (m: unknown): Tally => Object.fromEntries(Object.entries((m ?? {}) as Tally).filter(([, n]) => n !== 0));

/** What the counters must say: a direct count of the members collection. */
async function expected(org: string, group?: string): Promise<Counter> {
  let q = db.collection(orgCol(org, 'members')) as FirebaseFirestore.Query;
  if (group) q = q.where('group', '==', group);
  const out: Counter = { total: 0, byAccountStatus: {}, byCardStatus: {}, ...(group ? {} : { byGroup: {} }) };
  for (const d of (await q.get()).docs) {
    const m = d.data();
    out.total++;
    out.byAccountStatus[m.accountStatus] = (out.byAccountStatus[m.accountStatus] ?? 0) + 1;
    const cs = cardStatusOf(m);
    out.byCardStatus[cs] = (out.byCardStatus[cs] ?? 0) + 1;
    if (out.byGroup) out.byGroup[m.group ?? NO_GROUP] = (out.byGroup[m.group ?? NO_GROUP] ?? 0) + 1;
  }
  return out;
}

async function counter(org: string, id: string, withGroups: boolean): Promise<Counter> {
  const d = (await db.doc(counterPath(org, id)).get()).data() ?? {};
  return {
    total: (d.total as number) ?? 0,
    byAccountStatus: nonZero(d.byAccountStatus),
    byCardStatus: nonZero(d.byCardStatus),
    ...(withGroups ? { byGroup: nonZero(d.byGroup) } : {}),
  };
}

describe('counters by card status and members per group', () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld();
  });

  it('a member created through the API without a card counts as card NOT_FOUND and in its group, then ACTIVE once resumed', async () => {
    // Start from counters that agree with the members written by buildWorld (their trigger runs may still be
    // on the way, after a cold start of the functions emulator), then measure changes.
    const org = () => counter(ORG_A, ORG_MEMBER_COUNTER, true);
    const group = () => counter(ORG_A, groupMemberCounter('g2'), false);
    const want = await expected(ORG_A);
    expect(await settles(async () => isDeepStrictEqual(await org(), want))).toBe(true);
    const before = await org();
    const beforeGroup = await group();
    const res = await api<{ result: { id: string } }>('POST', '/v1/members/one', {
      token: world.tokens.orgAdmin,
      body: { name: 'Carta', surname: 'Mancante', ssn: 'TSTBGX80A01H104R', group: 'g2' },
    });
    expect(res.status).toBe(200);
    const n = (m: Tally, k: string) => m[k] ?? 0;
    expect(await settles(async () => n((await org()).byCardStatus, 'NOT_FOUND') === n(before.byCardStatus, 'NOT_FOUND') + 1)).toBe(true);
    expect(n((await org()).byGroup!, 'g2')).toBe(n(before.byGroup!, 'g2') + 1);
    expect(await settles(async () => n((await group()).byCardStatus, 'NOT_FOUND') === n(beforeGroup.byCardStatus, 'NOT_FOUND') + 1)).toBe(
      true,
    );
    await api('GET', '/v1/members/resume-card-number', { token: world.tokens.orgAdmin, headers: { id: res.body.result.id } });
    expect(
      await settles(
        async () =>
          n((await org()).byCardStatus, 'NOT_FOUND') === n(before.byCardStatus, 'NOT_FOUND') &&
          n((await org()).byCardStatus, 'ACTIVE') === n(before.byCardStatus, 'ACTIVE') + 1,
      ),
    ).toBe(true);
    expect((await group()).byCardStatus.ACTIVE).toBe(n(beforeGroup.byCardStatus, 'ACTIVE') + 1);
    expect((await org()).total).toBe(before.total + 1);
  });

  it('stay exact after a burst of creates, card status changes, group moves and deletes', async () => {
    const ORG = `org-cards${RAW_ORG_MARK}-${Date.now()}`; // written around the API: not list-checked
    const col = db.collection(orgCol(ORG, 'members'));
    const statuses = ['ACTIVE', 'INACTIVE', 'PENDING', 'SUSPENDED'];
    const cardStatuses = ['ACTIVE', 'INACTIVE', 'NOT_FOUND'];
    const groups = ['g1', 'g2', 'g3'];
    const created = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        col.add({
          name: `N${i}`,
          surname: 'Burst',
          ssn: `C${i}`,
          accountStatus: statuses[i % 4],
          group: groups[i % 3],
          ...(i % 5 === 0 ? {} : { cardStatus: cardStatuses[i % 3], ...(i % 3 === 2 ? {} : { cardNumber: String(100 + i) }) }),
        }),
      ),
    );
    await Promise.all(
      created.slice(0, 40).map((ref, i) =>
        ref.update({
          cardStatus: cardStatuses[(i + 1) % 3],
          ...(i % 2 ? { group: groups[(i + 1) % 3] } : {}),
          ...(i % 7 === 0 ? { accountStatus: 'INACTIVE' } : {}),
        }),
      ),
    );
    await Promise.all(created.slice(40, 50).map((ref) => ref.delete()));
    await created[55]!.update({ group: null });
    await created[56]!.update({ cardStatus: 'INACTIVE' });
    await created[56]!.update({ cardStatus: 'ACTIVE' });

    const allExact = async () => {
      if (!isDeepStrictEqual(await counter(ORG, ORG_MEMBER_COUNTER, true), await expected(ORG))) return false;
      for (const g of groups)
        if (!isDeepStrictEqual(await counter(ORG, groupMemberCounter(g), false), await expected(ORG, g))) return false;
      return true;
    };
    expect(await settles(allExact)).toBe(true);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await counter(ORG, ORG_MEMBER_COUNTER, true)).toEqual(await expected(ORG));
    const org = await expected(ORG);
    expect(org.byGroup![NO_GROUP]).toBe(1);
    expect(Object.values(org.byCardStatus).reduce((a, b) => a + b, 0)).toBe(50);
  }, 120_000);
});
