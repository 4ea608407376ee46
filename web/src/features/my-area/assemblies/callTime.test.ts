import { describe, expect, it } from 'vitest';
import { formatCall, formatDay, isCallDay } from './callTime';

describe('the calls on the Italian clock', () => {
  it('writes a call in Italian time whatever the reader’s clock, summer time included', () => {
    expect(formatCall('2026-12-14T17:00:00Z', 'it')).toBe('lunedì 14 dicembre 2026 alle ore 18:00');
    expect(formatCall('2026-12-14T17:00:00Z', 'en')).toBe('Monday, 14 December 2026 at 18:00');
    expect(formatCall('2027-06-14T17:00:00Z', 'it')).toContain('19:00');
  });

  it('writes a calendar day as it is, without a time zone shifting it', () => {
    expect(formatDay('2027-03-01', 'it')).toBe('1 marzo 2027');
    expect(formatDay('2027-03-01', 'en')).toBe('1 March 2027');
  });

  it('knows the day of either call in Italy: 23:30 UTC on 14 December is already the 15th there', () => {
    const calls = { firstCall: '2026-12-15T09:00:00Z', secondCall: '2026-12-16T09:00:00Z' };
    expect(isCallDay(calls, new Date('2026-12-14T23:30:00Z'))).toBe(true);
    expect(isCallDay(calls, new Date('2026-12-14T22:30:00Z'))).toBe(false);
    expect(isCallDay(calls, new Date('2026-12-16T20:00:00Z'))).toBe(true);
  });
});
