import { describe, expect, it } from 'vitest';
import { MFA_RECHECK_MS } from './constants';
import { secondFactorStep } from './secondFactor';

describe('second factor step', () => {
  const now = Date.UTC(2026, 10, 22);
  it('is not due without mfa or within a day of the last check', () => {
    expect(secondFactorStep({ mfa: false, last_mfa: 0, phone_number: null }, now)).toBe('none');
    expect(secondFactorStep({ mfa: true, last_mfa: now - MFA_RECHECK_MS + 1, phone_number: '+39 333' }, now)).toBe('none');
  });
  it('is due after one day, and logs out without a phone number', () => {
    expect(secondFactorStep({ mfa: true, last_mfa: now - MFA_RECHECK_MS, phone_number: '+39 333' }, now)).toBe('otp');
    expect(secondFactorStep({ mfa: true, last_mfa: 0, phone_number: null }, now)).toBe('no-phone');
  });
});
