import { describe, expect, it } from 'vitest';
import { consentRefusal, consentTimeText, needsPrivacyPolicy } from './consent';

const privacy = (version: number) => ({ privacy: { version, fileId: 'f', fileName: 'p.pdf', publishedAt: '2026-01-01T00:00:00Z' } });

describe('consent before collecting', () => {
  it('a registration needs the privacy policy published, and consent to the version published now', () => {
    expect(consentRefusal(undefined, 1)).toBe('PRIVACY_POLICY_REQUIRED');
    expect(consentRefusal({}, 1)).toBe('PRIVACY_POLICY_REQUIRED');
    expect(consentRefusal(privacy(2), 1)).toBe('POLICY_CHANGED');
    expect(consentRefusal(privacy(2), 2)).toBeNull();
  });
  it('only publishing needs the policy: a draft may wait for it', () => {
    expect(needsPrivacyPolicy({ published: true }, {})).toBe(true);
    expect(needsPrivacyPolicy({ published: false }, {})).toBe(false);
    expect(needsPrivacyPolicy({ published: true }, privacy(1))).toBe(false);
  });
  it('the consent time in Italy, to the second (summer and winter)', () => {
    expect(consentTimeText(new Date('2026-07-01T22:30:05Z'))).toBe('02/07/2026 00:30:05');
    expect(consentTimeText(new Date('2026-12-31T23:00:00Z'))).toBe('01/01/2027 00:00:00');
  });
});
