import { describe, expect, it } from 'vitest';
import { cardTokenValidity } from './tokenValidity';

const TODAY = '2026-06-15';

describe('cardTokenValidity', () => {
  it('issues nothing for a card that is not active (stored, or past valid-until and grace)', () => {
    expect(cardTokenValidity({ status: 'INACTIVE', validUntil: '2099-12-31' }, null, TODAY, 2)).toBeNull();
    expect(cardTokenValidity({ status: 'NOT_FOUND', validUntil: null }, '2026-12-31', TODAY, 2)).toBeNull();
    expect(cardTokenValidity({ status: 'ACTIVE', validUntil: '2025-12-31' }, '2200-12-31', TODAY, 2)).toBeNull();
  });

  it('caps the day asked for at the card’s valid-until', () => {
    const card = { status: 'ACTIVE' as const, validUntil: '2026-12-31' };
    expect(cardTokenValidity(card, '2200-12-31', TODAY, 2)).toEqual({ validUntil: '2026-12-31' });
    expect(cardTokenValidity(card, '2026-06-30', TODAY, 2)).toEqual({ validUntil: '2026-06-30' });
    expect(cardTokenValidity(card, null, TODAY, 2)).toEqual({ validUntil: '2026-12-31' });
  });

  it('a card in its grace period still gets a token, valid until its own valid-until', () => {
    expect(cardTokenValidity({ status: 'ACTIVE', validUntil: '2026-05-31' }, '2026-12-31', TODAY, 2)).toEqual({ validUntil: '2026-05-31' });
  });

  it('a card without valid-until: the day asked for, or none', () => {
    expect(cardTokenValidity({ status: 'ACTIVE', validUntil: null }, '2027-12-31', TODAY, 2)).toEqual({ validUntil: '2027-12-31' });
    expect(cardTokenValidity({ status: 'ACTIVE', validUntil: null }, null, TODAY, 2)).toEqual({ validUntil: null });
  });
});
