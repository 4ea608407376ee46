import { describe, expect, it } from 'vitest';
import { cardChanged, cardForFeeYear, feeYearPaid } from './feeCard';

describe('feeYearPaid', () => {
  it('a year is paid by a fee payment of that year not refunded', () => {
    expect(feeYearPaid([{ payYear: 2026, status: 'PROCESSED' }], 2026)).toBe(true);
    expect(feeYearPaid([{ payYear: 2026, status: 'REFUNDED' }], 2026)).toBe(false);
    expect(feeYearPaid([{ payYear: 2025, status: 'INVOICED' }], 2026)).toBe(false);
    expect(
      feeYearPaid(
        [
          { payYear: 2026, status: 'REFUNDED' },
          { payYear: 2026, status: 'ONHOLD' },
        ],
        2026,
      ),
    ).toBe(true);
    expect(feeYearPaid([], 2026)).toBe(false);
  });
});

describe('cardForFeeYear', () => {
  const card = { status: 'ACTIVE' as const, validUntil: '2026-12-31' };
  it('a paid year changes nothing', () => {
    expect(cardForFeeYear(card, true, 2026, '2026-12-02', 3)).toEqual(card);
  });
  it('the year no longer paid is taken off the card: it ends the year before, INACTIVE once past the grace period', () => {
    expect(cardForFeeYear(card, false, 2026, '2026-12-02', 3)).toEqual({ status: 'INACTIVE', validUntil: '2025-12-31' });
    // still within the grace period (31 Dec + 3 months): ACTIVE, as any member late with the fee
    expect(cardForFeeYear(card, false, 2026, '2026-02-10', 3)).toEqual({ status: 'ACTIVE', validUntil: '2025-12-31' });
    expect(cardForFeeYear(card, false, 2026, '2026-04-01', 3)).toEqual({ status: 'INACTIVE', validUntil: '2025-12-31' });
  });
  it('a card running beyond the year, or without an end, keeps its date; an INACTIVE or missing card stays so', () => {
    expect(cardForFeeYear({ status: 'ACTIVE', validUntil: '2027-12-31' }, false, 2026, '2026-12-02', 0)).toEqual({
      status: 'ACTIVE',
      validUntil: '2027-12-31',
    });
    expect(cardForFeeYear({ status: 'ACTIVE', validUntil: null }, false, 2026, '2026-12-02', 0)).toEqual({
      status: 'ACTIVE',
      validUntil: null,
    });
    expect(cardForFeeYear({ status: 'NOT_FOUND', validUntil: '2026-12-31' }, false, 2026, '2026-12-02', 0).status).toBe('NOT_FOUND');
  });
  it('applying it again changes nothing more', () => {
    const once = cardForFeeYear(card, false, 2026, '2026-12-02', 3);
    expect(cardChanged(card, once)).toBe(true);
    expect(cardChanged(once, cardForFeeYear(once, false, 2026, '2026-12-02', 3))).toBe(false);
  });
});
