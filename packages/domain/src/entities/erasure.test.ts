import { describe, expect, it } from 'vitest';
import { isFormerMember, retentionCutoff, retentionOver } from './erasure';

describe('retention of former members', () => {
  it('counts whole years back from today, 29 February included', () => {
    expect(retentionCutoff('2026-12-03', 10)).toBe('2016-12-03');
    expect(retentionCutoff('2028-02-29', 1)).toBe('2027-02-28');
  });

  it('calls former only a member whose membership ended', () => {
    expect(isFormerMember({ accountStatus: 'ACTIVE', cardStatus: 'ACTIVE', validUntil: '2010-12-31' })).toBe(false);
    expect(isFormerMember({ accountStatus: 'INACTIVE', validUntil: null })).toBe(true);
    expect(isFormerMember({ accountStatus: 'ACTIVE', cardStatus: 'INACTIVE', validUntil: null })).toBe(true);
    expect(isFormerMember({ accountStatus: 'ACTIVE', deceased: true, validUntil: null })).toBe(true);
    expect(isFormerMember({ accountStatus: 'PENDING', cardStatus: 'INACTIVE', validUntil: null })).toBe(false);
  });

  it('erases nothing without a period, without a date, or inside the period', () => {
    const former = { accountStatus: 'INACTIVE', validUntil: '2015-12-31' };
    expect(retentionOver(former, '2026-12-03', null)).toBe(false);
    expect(retentionOver({ ...former, validUntil: null }, '2026-12-03', 5)).toBe(false);
    expect(retentionOver(former, '2026-12-03', 20)).toBe(false);
    expect(retentionOver(former, '2026-12-03', 10)).toBe(true);
    expect(retentionOver({ ...former, accountStatus: 'ACTIVE' }, '2026-12-03', 1)).toBe(false);
  });
});
