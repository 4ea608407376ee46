import { describe, expect, it } from 'vitest';
import { cardStatusOf, counterAnomalies, INVALID_KEY, memberCounterDeltas, NO_GROUP } from './counters';

type Doc = Record<string, unknown>;
type Tallies = Map<
  string | null,
  { total: number; byAccountStatus: Record<string, number>; byCardStatus: Record<string, number>; byGroup: Record<string, number> }
>;

const clean = (m: Record<string, number>) => Object.fromEntries(Object.entries(m).filter(([, n]) => n !== 0));

/** What the counters must hold for these members, counted directly. */
function recount(members: Doc[]) {
  const out = new Map<
    string | null,
    { total: number; byAccountStatus: Record<string, number>; byCardStatus: Record<string, number>; byGroup: Record<string, number> }
  >();
  const bump = (key: string | null, m: Doc) => {
    const t = out.get(key) ?? { total: 0, byAccountStatus: {}, byCardStatus: {}, byGroup: {} };
    t.total++;
    const s = String(m.accountStatus ?? 'ACTIVE');
    t.byAccountStatus[s] = (t.byAccountStatus[s] ?? 0) + 1;
    t.byCardStatus[cardStatusOf(m)] = (t.byCardStatus[cardStatusOf(m)] ?? 0) + 1;
    if (key === null) {
      const g = (m.group as string | null) ?? NO_GROUP;
      t.byGroup[g] = (t.byGroup[g] ?? 0) + 1;
    }
    out.set(key, t);
  };
  for (const m of members) {
    bump(null, m);
    if (m.group) bump(m.group as string, m);
  }
  return out;
}

describe('memberCounterDeltas', () => {
  it('sums to a direct count after random creates, updates and deletes', () => {
    let seed = 7;
    const rnd = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    const pick = <T>(xs: readonly T[]) => xs[rnd(xs.length)]!;
    const statuses = ['ACTIVE', 'INACTIVE', 'PENDING', 'SUSPENDED'];
    const cards = ['ACTIVE', 'INACTIVE', 'NOT_FOUND', undefined];
    const groups = ['g1', 'g2', null, undefined];
    const make = (): Doc => ({
      accountStatus: pick(statuses),
      cardStatus: pick(cards),
      group: pick(groups),
      cardNumber: rnd(2) ? '1' : undefined,
    });
    const members = new Map<number, Doc>();
    const tallies: Tallies = new Map();
    const apply = (before: Doc | undefined, after: Doc | undefined) => {
      for (const [key, d] of memberCounterDeltas(before, after)) {
        const t = tallies.get(key) ?? { total: 0, byAccountStatus: {}, byCardStatus: {}, byGroup: {} };
        t.total += d.total;
        for (const [field, m] of [
          ['byAccountStatus', d.byAccountStatus],
          ['byCardStatus', d.byCardStatus],
          ['byGroup', d.byGroup],
        ] as const)
          for (const [k, n] of Object.entries(m)) t[field][k] = (t[field][k] ?? 0) + n;
        tallies.set(key, t);
      }
    };
    for (let i = 0; i < 2000; i++) {
      const id = rnd(60);
      const before = members.get(id);
      const op = rnd(3);
      const after = op === 0 && before ? undefined : { ...before, ...make() };
      apply(before, after);
      if (after) members.set(id, after);
      else members.delete(id);
    }
    const want = recount([...members.values()]);
    for (const key of new Set([...want.keys(), ...tallies.keys()])) {
      const got = tallies.get(key) ?? { total: 0, byAccountStatus: {}, byCardStatus: {}, byGroup: {} };
      const exp = want.get(key) ?? { total: 0, byAccountStatus: {}, byCardStatus: {}, byGroup: {} };
      expect({ key, total: got.total, a: clean(got.byAccountStatus), c: clean(got.byCardStatus), g: clean(got.byGroup) }).toEqual({
        key,
        total: exp.total,
        a: clean(exp.byAccountStatus),
        c: clean(exp.byCardStatus),
        g: clean(exp.byGroup),
      });
    }
  });

  it('writes nothing for an edit that changes nothing counted; group documents carry no byGroup', () => {
    const m = { accountStatus: 'ACTIVE', cardStatus: 'ACTIVE', group: 'g1', notes: 'a' };
    expect(memberCounterDeltas(m, { ...m, notes: 'b' }).size).toBe(0);
    const d = memberCounterDeltas(m, { ...m, cardStatus: 'INACTIVE' });
    expect(d.get(null)).toEqual({ total: 0, byAccountStatus: {}, byCardStatus: { ACTIVE: -1, INACTIVE: 1 }, byGroup: {} });
    expect(d.get('g1')).toEqual({ total: 0, byAccountStatus: {}, byCardStatus: { ACTIVE: -1, INACTIVE: 1 }, byGroup: {} });
    const moved = memberCounterDeltas(m, { ...m, group: 'g2' });
    expect(moved.get(null)!.byGroup).toEqual({ g1: -1, g2: 1 });
    expect(moved.get('g1')!.total).toBe(-1);
  });
});

describe('cardStatusOf', () => {
  it('uses the stored status, else whether a card number is held', () => {
    expect(cardStatusOf({ cardStatus: 'INACTIVE' })).toBe('INACTIVE');
    expect(cardStatusOf({ cardNumber: '12' })).toBe('ACTIVE');
    expect(cardStatusOf({})).toBe('NOT_FOUND');
  });
});

describe('members with values no counter can hold', () => {
  it.each([['a/b'], ['__x__'], ['..'], [''], [42], [{ g: 1 }], ['x'.repeat(1500)]])('group %j counts as no group', (group) => {
    const deltas = memberCounterDeltas(undefined, { accountStatus: 'ACTIVE', group });
    expect([...deltas.keys()]).toEqual([null]);
    expect(deltas.get(null)!.byGroup).toEqual({ [NO_GROUP]: 1 });
    expect(counterAnomalies({ group })).toEqual(group === '' ? [] : ['group']);
  });
  it('a status that cannot be a field name counts under INVALID_KEY', () => {
    const deltas = memberCounterDeltas(undefined, { accountStatus: '__x__', cardStatus: 'a/b', group: 'g1' });
    expect(deltas.get('g1')).toMatchObject({ total: 1, byAccountStatus: { [INVALID_KEY]: 1 }, byCardStatus: { [INVALID_KEY]: 1 } });
    expect(counterAnomalies({ accountStatus: '__x__', cardStatus: 'a/b' })).toEqual(['accountStatus', 'cardStatus']);
  });
});
