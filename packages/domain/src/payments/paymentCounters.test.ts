import { describe, expect, it } from 'vitest';
import { nestTallies, paymentCounterDeltas, PaymentTallies, recountedCounter } from './paymentCounters';

const cash = { amount: 3500, payYear: 2026, mode: 'CONTANTI', status: 'PROCESSED', refunded: false, cardPayment: true, group: 'g1' };
const plain = (m: Map<string | null, Map<string, unknown>>) =>
  Object.fromEntries([...m].map(([k, v]) => [String(k), Object.fromEntries(v)]));

describe('payment counter deltas', () => {
  it('a new payment counts once in all, its year, method, status, refunded and fee, for the organization and its group', () => {
    const d = paymentCounterDeltas(undefined, cash);
    const one = { count: 1, amount: 3500 };
    const keys = {
      all: one,
      'byYear.2026': one,
      'byMode.CONTANTI': one,
      'byStatus.PROCESSED': one,
      'byRefunded.false': one,
      'byCardPayment.true': one,
    };
    expect(plain(d)).toEqual({ null: keys, g1: keys });
  });

  it('an edit moves only what changed; an edit of nothing counted writes nothing', () => {
    expect(paymentCounterDeltas(cash, { ...cash, notes: 'x', holder: 'Rossi' }).size).toBe(0);
    const refunded = paymentCounterDeltas(cash, { ...cash, status: 'REFUNDED', refunded: true });
    expect(plain(refunded).null).toEqual({
      'byStatus.PROCESSED': { count: -1, amount: -3500 },
      'byStatus.REFUNDED': { count: 1, amount: 3500 },
      'byRefunded.false': { count: -1, amount: -3500 },
      'byRefunded.true': { count: 1, amount: 3500 },
    });
    const amount = paymentCounterDeltas(cash, { ...cash, amount: 4000 });
    expect(plain(amount).g1!.all).toEqual({ count: 0, amount: 500 });
  });

  it('a payment moving group leaves the organization alone and moves between the groups', () => {
    const d = plain(paymentCounterDeltas(cash, { ...cash, group: 'g2' }));
    expect(d.null).toBeUndefined();
    expect(d.g1!.all).toEqual({ count: -1, amount: -3500 });
    expect(d.g2!.all).toEqual({ count: 1, amount: 3500 });
  });

  it('a value no counter key can hold is counted under _invalid; no group counts only for the organization', () => {
    const d = plain(paymentCounterDeltas(undefined, { ...cash, mode: 'a.b', group: null, amount: 'x' }));
    expect(Object.keys(d)).toEqual(['null']);
    expect(d.null!['byMode._invalid']).toEqual({ count: 1, amount: 0 });
  });

  it('nests the keys as the counter document stores them', () => {
    const d = paymentCounterDeltas(undefined, cash).get(null)!;
    expect(nestTallies(d, (t) => t)).toMatchObject({ all: { count: 1, amount: 3500 }, byYear: { 2026: { count: 1, amount: 3500 } } });
  });
});

describe('a counter recounted from its payments', () => {
  const recount = (...payments: Record<string, unknown>[]) => {
    const tallies = new PaymentTallies();
    for (const p of payments) tallies.add(p);
    return tallies.documents().find((d) => d.id === 'payments')!.data;
  };
  /** The organization's counter as the trigger keeps it after these writes, each [before, after]. */
  const kept = (...writes: [Record<string, unknown> | undefined, Record<string, unknown> | undefined][]): Record<string, unknown> => {
    const tallies = new Map<string, { count: number; amount: number }>();
    for (const [before, after] of writes)
      for (const [k, t] of paymentCounterDeltas(before, after).get(null) ?? []) {
        const sum = tallies.get(k) ?? { count: 0, amount: 0 };
        tallies.set(k, { count: sum.count + t.count, amount: sum.amount + t.amount });
      }
    return { ...nestTallies(tallies, (t) => t), group: null };
  };

  it('is the counter the trigger kept when that was right, the keys left at zero by an edit included', () => {
    const refunded = { ...cash, status: 'REFUNDED', refunded: true };
    const previous = kept([undefined, cash], [cash, refunded], [undefined, { ...cash, amount: 1000, payYear: 2025 }]);
    expect(previous.byStatus).toMatchObject({ PROCESSED: { count: 1, amount: 1000 }, REFUNDED: { count: 1, amount: 3500 } });
    expect(recountedCounter(previous, recount(refunded, { ...cash, amount: 1000, payYear: 2025 }))).toEqual(previous);
    const left = kept([undefined, cash], [cash, refunded]);
    expect((left.byStatus as Record<string, unknown>).PROCESSED).toEqual({ count: 0, amount: 0 });
    expect(recountedCounter(left, recount(refunded))).toEqual(left);
  });

  it('follows the payments where the counter kept was wrong: doubled, missing, or none at all', () => {
    const right = recount(cash);
    const doubled = kept([undefined, cash], [undefined, cash]);
    expect(recountedCounter(doubled, right)).toEqual(right);
    expect(recountedCounter(undefined, right)).toEqual(right);
    // a counter whose payments are all gone: every key at zero
    expect(recountedCounter(kept([undefined, cash]), undefined)).toMatchObject({
      all: { count: 0, amount: 0 },
      byYear: { 2026: { count: 0, amount: 0 } },
    });
  });
});
