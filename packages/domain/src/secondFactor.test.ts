import { describe, expect, it } from 'vitest';
import { MFA_RECHECK_MS } from './constants';
import { restrictionClaims, secondFactorStep, sessionRestriction } from './secondFactor';

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

describe('session restriction (claims)', () => {
  const now = Date.UTC(2026, 10, 22);
  it('carries the SMS check validity only with mfa on, and the forced change only when forced', () => {
    expect(restrictionClaims({ mfa: false, last_mfa: now, mustChangePassword: false })).toEqual({});
    expect(restrictionClaims({ mfa: true, last_mfa: now, mustChangePassword: true })).toEqual({
      mfaUntil: now + MFA_RECHECK_MS,
      pwdChange: true,
    });
  });
  it('restricts a stale second factor first, then a forced change; nothing else', () => {
    expect(sessionRestriction(null, now)).toBeNull();
    expect(sessionRestriction({}, now)).toBeNull();
    expect(sessionRestriction({ mfaUntil: now + 1 }, now)).toBeNull();
    expect(sessionRestriction({ mfaUntil: now }, now)).toBe('second-factor');
    expect(sessionRestriction({ mfaUntil: now, pwdChange: true }, now)).toBe('second-factor');
    expect(sessionRestriction({ mfaUntil: now + 1, pwdChange: true }, now)).toBe('password-change');
  });
});
