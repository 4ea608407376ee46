import { describe, expect, it } from 'vitest';
import { consentStateOf, myConsentInput, recordConsentInput, signupPrivacyRefusal } from './consents';

describe('consents', () => {
  it('the current state reads the member document’s fields', () => {
    expect(consentStateOf(null)).toEqual({ privacy: false, marketing: false, photo: false });
    expect(consentStateOf({ privacyAcceptedAt: new Date(), newsletter: true, photoConsent: false })).toEqual({
      privacy: true,
      marketing: true,
      photo: false,
    });
    expect(consentStateOf({ privacyAcceptedAt: null, newsletter: 'yes' })).toEqual({ privacy: false, marketing: false, photo: false });
  });

  it('a member toggles marketing and photo only; a paper form takes a written day, never a future one', () => {
    expect(myConsentInput.safeParse({ kind: 'marketing', given: false }).success).toBe(true);
    expect(myConsentInput.safeParse({ kind: 'privacy', given: false }).success).toBe(false);
    expect(recordConsentInput.parse({ id: 'm1', kind: 'privacy', given: true, signedOn: '02/03/2025' }).signedOn).toBe('2025-03-02');
    expect(recordConsentInput.safeParse({ id: 'm1', kind: 'photo', given: true, signedOn: '2999-01-01' }).success).toBe(false);
    expect(recordConsentInput.safeParse({ id: 'm1', kind: 'photo', given: true, signedOn: '31/02/2025' }).success).toBe(false);
  });
  it('a signup names a privacy version that was published, or none', () => {
    expect(signupPrivacyRefusal(null, null)).toBeNull();
    expect(signupPrivacyRefusal(3, null)).toBeNull();
    expect(signupPrivacyRefusal(3, 3)).toBeNull();
    // published meanwhile: the member accepted what they were shown, and is asked for the new one at sign-in
    expect(signupPrivacyRefusal(3, 2)).toBeNull();
    expect(signupPrivacyRefusal(3, 4)).toBe('POLICY_CHANGED');
    expect(signupPrivacyRefusal(null, 1)).toBe('POLICY_CHANGED');
  });
});
