import { describe, expect, it } from 'vitest';
import { conventionInput, conventionListFields, conventionState } from './convention';

const base = { name: 'Teatro Verdi', startDate: '2026-01-01', company: 'c1' };

describe('conventionInput', () => {
  it('needs an end date unless perpetual, never before the start', () => {
    expect(conventionInput.safeParse(base).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['endDate', 'validation.required'],
    ]);
    expect(conventionInput.safeParse({ ...base, endDate: '2025-12-31' }).error?.issues[0]?.message).toBe('validation.endBeforeStart');
    expect(conventionInput.parse({ ...base, endDate: '2026-12-31' }).endDate).toBe('2026-12-31');
  });
  it('drops the end date of a perpetual convention', () => {
    expect(conventionInput.parse({ ...base, perpetual: true, endDate: '2027-01-01' }).endDate).toBeNull();
  });
  it('refuses an empty name and an impossible date', () => {
    const r = conventionInput.safeParse({ ...base, name: '  ', startDate: '2026-02-30', perpetual: true });
    expect(r.error?.issues.map((i) => i.path[0]).sort()).toEqual(['name', 'startDate']);
  });
});

describe('conventionState', () => {
  const today = '2026-11-25';
  it('marks upcoming, active, expiring (within 30 days) and expired', () => {
    expect(conventionState({ startDate: '2026-12-01', endDate: '2027-01-01', perpetual: false }, today)).toBe('upcoming');
    expect(conventionState({ startDate: '2026-01-01', endDate: '2027-06-01', perpetual: false }, today)).toBe('active');
    expect(conventionState({ startDate: '2026-01-01', endDate: '2026-12-25', perpetual: false }, today)).toBe('expiring');
    expect(conventionState({ startDate: '2026-01-01', endDate: '2026-12-26', perpetual: false }, today)).toBe('active');
    expect(conventionState({ startDate: '2026-01-01', endDate: '2026-11-24', perpetual: false }, today)).toBe('expired');
    expect(conventionState({ startDate: '2020-01-01', endDate: null, perpetual: true }, today)).toBe('active');
  });
});

describe('conventionListFields', () => {
  it('finds a convention by any word of its name and sorts perpetual ones last by end', () => {
    const f = conventionListFields({ name: "Palestra dell'Arco", endDate: null });
    expect(f.searchTokens).toEqual(expect.arrayContaining(['pal', 'arco', 'palestra dell arco']));
    expect(f.sortKeys).toEqual({ name: 'palestra dell arco', end: '9999-12-31' });
  });
});
