import { describe, expect, it } from 'vitest';
import { aggregate, aggregateRequest, aggregationsEnabled } from './aggregate';

const ctx = { today: '2026-06-15' };
const records = [
  { id: 'a', birthDate: '2000-06-15', gender: 'F', group: 'g1', feeYears: [2025, 2026] }, // 26
  { id: 'b', birthDate: '1990-01-01', gender: 'F', group: 'g1', feeYears: [2025] }, // 36
  { id: 'c', birthDate: '1986-06-16', gender: 'M', group: 'g2', feeYears: [] }, // 39
  { id: 'd', birthDate: '1960-01-01', group: 'g2', feeYears: [2026] }, // 66
  { id: 'e', gender: 'M', feeYears: [] }, // no birth date, no group
];

describe('aggregations', () => {
  it('count by age band, every band listed, the ones without a birth date last', () => {
    expect(aggregate(records, 'ageBand', 'standard', ctx)).toEqual([
      { key: '14-25', count: 0, sum: null },
      { key: '26-40', count: 3, sum: null },
      { key: '41-65', count: 0, sum: null },
      { key: '66+', count: 1, sum: null },
      { key: null, count: 1, sum: null },
    ]);
    expect(aggregate(records, 'ageBand', 'alternate', ctx).map((b) => b.key)).toEqual(['16-25', '26-40', '40-55', '55-70', '70+', null]);
  });

  it('count values by count, fee years once per year paid in year order', () => {
    expect(aggregate(records, 'gender', 'standard', ctx)).toEqual([
      { key: 'F', count: 2, sum: null },
      { key: 'M', count: 2, sum: null },
      { key: null, count: 1, sum: null },
    ]);
    expect(aggregate(records, 'feeYears', 'standard', ctx)).toEqual([
      { key: '2025', count: 2, sum: null },
      { key: '2026', count: 2, sum: null },
      { key: null, count: 2, sum: null },
    ]);
  });

  it('sum payments’ amounts by month, in time order', () => {
    const payments = [
      { id: 'p1', payDate: '2026-02-10', amount: 3000, mode: 'CONTANTI' },
      { id: 'p2', payDate: '2026-01-05', amount: 1500, mode: 'BONIFICO' },
      { id: 'p3', payDate: '2026-02-28', amount: 2000, mode: 'CONTANTI' },
    ];
    expect(aggregate(payments, 'payMonth', 'standard', ctx, true)).toEqual([
      { key: '2026-01', count: 1, sum: 1500 },
      { key: '2026-02', count: 2, sum: 5000 },
    ]);
    expect(aggregate(payments, 'mode', 'standard', ctx, true)[0]).toEqual({ key: 'CONTANTI', count: 2, sum: 5000 });
  });

  it('take a dimension of the mode only, and are for ENTERPRISE and WORLDSTAR', () => {
    expect(aggregateRequest.safeParse({ query: { mode: 'members' }, by: 'ageBand' }).success).toBe(true);
    const wrong = aggregateRequest.safeParse({ query: { mode: 'cards' }, by: 'ageBand' });
    expect(wrong.success ? [] : wrong.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['by', 'validation.notAllowed']]);
    expect(['FREE', 'COMITIVE', 'PROFESSIONAL', 'ENTERPRISE', 'WORLDSTAR'].map((p) => aggregationsEnabled(p as never))).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
  });
});
