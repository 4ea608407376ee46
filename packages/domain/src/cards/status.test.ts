import { describe, expect, it } from 'vitest';
import { addMonthsIso, effectiveCardStatus, graceEnd, isInGracePeriod, issuedCardValidUntil } from './status';

describe('addMonthsIso', () => {
  it('adds months and clamps the day to the month', () => {
    expect(addMonthsIso('2025-12-31', 2)).toBe('2026-02-28');
    expect(addMonthsIso('2027-12-31', 2)).toBe('2028-02-29');
    expect(addMonthsIso('2025-01-15', 0)).toBe('2025-01-15');
    expect(addMonthsIso('2025-11-30', 14)).toBe('2027-01-30');
  });
});

describe('effectiveCardStatus', () => {
  const active = (validUntil: string | null) => ({ status: 'ACTIVE' as const, validUntil });

  it('keeps INACTIVE and NOT_FOUND whatever the dates', () => {
    expect(effectiveCardStatus({ status: 'INACTIVE', validUntil: '2099-12-31' }, '2026-01-01', 2)).toBe('INACTIVE');
    expect(effectiveCardStatus({ status: 'NOT_FOUND', validUntil: null }, '2026-01-01', 2)).toBe('NOT_FOUND');
  });

  it('an ACTIVE card without valid-until stays ACTIVE', () => {
    expect(effectiveCardStatus(active(null), '2030-01-01', 0)).toBe('ACTIVE');
  });

  it('is ACTIVE through valid-until + grace months, both ends included, INACTIVE the day after', () => {
    const card = active('2025-12-31');
    expect(effectiveCardStatus(card, '2025-12-31', 2)).toBe('ACTIVE');
    expect(effectiveCardStatus(card, '2026-01-01', 2)).toBe('ACTIVE');
    expect(effectiveCardStatus(card, '2026-02-28', 2)).toBe('ACTIVE');
    expect(effectiveCardStatus(card, '2026-03-01', 2)).toBe('INACTIVE');
  });

  it('grace 0: INACTIVE the day after valid-until', () => {
    expect(effectiveCardStatus(active('2025-12-31'), '2025-12-31', 0)).toBe('ACTIVE');
    expect(effectiveCardStatus(active('2025-12-31'), '2026-01-01', 0)).toBe('INACTIVE');
  });

  it('reports the grace window', () => {
    expect(graceEnd('2025-12-31', 2)).toBe('2026-02-28');
    expect(graceEnd(null, 2)).toBeNull();
    expect(isInGracePeriod(active('2025-12-31'), '2026-01-10', 2)).toBe(true);
    expect(isInGracePeriod(active('2025-12-31'), '2025-12-10', 2)).toBe(false);
    expect(isInGracePeriod(active('2025-12-31'), '2026-03-10', 2)).toBe(false);
  });
});

describe('issuedCardValidUntil: a new card runs to the end of the calendar year', () => {
  it.each([
    ['2026-01-01', '2026-12-31'],
    ['2026-11-23', '2026-12-31'],
    ['2026-12-31', '2026-12-31'],
  ])('%s → %s', (today, out) => expect(issuedCardValidUntil(today)).toBe(out));
});
