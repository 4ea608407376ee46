import { describe, expect, it } from 'vitest';
import { DAYS, dailyUsage, drivers, listPriceEur, priceMonth, spread, WORKING_DAYS, zeroUsage, type Usage } from './cost';
import { PRICES } from './prices';

const usage = (u: Partial<Usage>): Usage => ({ ...zeroUsage(), ...u });
const eur = (usd: number) => usd * PRICES.eurPerUsd;

describe('the month model spread over days', () => {
  it('has 21 working days in 30', () => {
    expect(WORKING_DAYS).toHaveLength(21);
    expect(WORKING_DAYS.every((d) => d >= 0 && d < DAYS && d % 7 < 5)).toBe(true);
  });

  it('keeps every occurrence, however it is spread', () => {
    const sum = (days: number[]) => days.reduce((a, b) => a + b, 0);
    expect(sum(spread(2100, { kind: 'workingDays' }))).toBeCloseTo(2100);
    expect(spread(2100, { kind: 'workingDays' })[0]).toBeCloseTo(100);
    expect(spread(2100, { kind: 'workingDays' })[5]).toBe(0);
    expect(spread(500, { kind: 'day', day: 3 })[3]).toBe(500);
    const peak = spread(1000, { kind: 'peak', day: 0, share: 0.4 });
    expect(peak[0]).toBeCloseTo(400);
    expect(peak[1]).toBeCloseTo(30);
    expect(sum(peak)).toBeCloseTo(1000);
  });
});

describe('the bill', () => {
  it('is nothing inside the free tier', () => {
    const days = dailyUsage([
      { unit: usage({ reads: 10, writes: 4, deletes: 1, invocations: 1 }), count: 4000, when: { kind: 'workingDays' } },
    ]);
    const bill = priceMonth(days, 0.5);
    expect(bill.totalEur).toBe(0);
    // 4000 a month over 21 days: 190.5 a day, 1,905 reads of the 50,000
    expect(bill.busiest.quota).toBe('reads');
    expect(bill.busiest.share).toBeCloseTo(1905 / 50_000);
  });

  it("deducts Firestore's free quota from each day, not from the month", () => {
    // 80,000 reads on one day and none on the others: 30,000 over that day's quota, though the month's total would fit
    const bill = priceMonth(dailyUsage([{ unit: usage({ reads: 1 }), count: 80_000, when: { kind: 'day', day: 2 } }]), 0);
    expect(bill.eur.reads).toBeCloseTo(eur(0.3 * PRICES.firestore.readsPer100k));
    expect(bill.busiest).toMatchObject({ day: 2, quota: 'reads' });
    expect(bill.busiest.share).toBeCloseTo(1.6);
  });

  it("deducts the functions' free tier from the month and prices the rest", () => {
    const days = dailyUsage([
      { unit: usage({ invocations: 1, cpuSeconds: 0.1, gibSeconds: 0.2 }), count: 3_000_000, when: { kind: 'workingDays' } },
    ]);
    const bill = priceMonth(days, 3);
    expect(bill.eur.invocations).toBeCloseTo(eur(1 * PRICES.functions.invocationsPerMillion));
    expect(bill.eur.cpu).toBeCloseTo(eur(120_000 * PRICES.functions.cpuSecond));
    expect(bill.eur.memory).toBeCloseTo(eur(240_000 * PRICES.functions.gibSecond));
    expect(bill.eur.storage).toBeCloseTo(eur(2 * PRICES.firestore.storedGibMonth));
    expect(bill.totalEur).toBeCloseTo(bill.eur.invocations + bill.eur.cpu + bill.eur.memory + bill.eur.storage);
  });

  it('names the actions that weigh most', () => {
    const heavy = { name: 'heavy', unit: usage({ writes: 10 }), count: 1000, when: { kind: 'workingDays' } as const };
    const light = { name: 'light', unit: usage({ reads: 1 }), count: 1000, when: { kind: 'workingDays' } as const };
    const none = { name: 'none', unit: usage({}), count: 1000, when: { kind: 'workingDays' } as const };
    expect(drivers([light, none, heavy], 2).map((d) => d.name)).toEqual(['heavy', 'light']);
    expect(listPriceEur(usage({ writes: 100_000 }))).toBeCloseTo(eur(PRICES.firestore.writesPer100k));
  });
});
