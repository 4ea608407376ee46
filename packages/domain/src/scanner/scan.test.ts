import { describe, expect, it } from 'vitest';
import { cardScanResult } from './scan';

describe('cardScanResult', () => {
  const today = '2026-12-02';
  it('an ACTIVE card in date with a QR in date is VALID', () => {
    expect(cardScanResult({ status: 'ACTIVE', validUntil: '2026-12-31' }, '2026-12-31', today, 0)).toBe('VALID');
    expect(cardScanResult({ status: 'ACTIVE', validUntil: null }, null, today, 0)).toBe('VALID');
  });
  it('a card stored INACTIVE, or whose QR date is over, is EXPIRED', () => {
    expect(cardScanResult({ status: 'INACTIVE', validUntil: '2026-12-31' }, '2026-12-31', today, 0)).toBe('EXPIRED');
    expect(cardScanResult({ status: 'ACTIVE', validUntil: '2026-12-31' }, '2026-12-01', today, 0)).toBe('EXPIRED');
  });
  it('a card still stored ACTIVE but past its valid-until and the grace period is EXPIRED, whatever its QR says', () => {
    const stale = { status: 'ACTIVE' as const, validUntil: '2026-06-30' };
    expect(cardScanResult(stale, '2026-12-31', today, 0)).toBe('EXPIRED');
    expect(cardScanResult(stale, '2026-12-31', today, 5)).toBe('EXPIRED');
    // within the grace period it still scans VALID
    expect(cardScanResult(stale, '2026-12-31', today, 6)).toBe('VALID');
  });
});
