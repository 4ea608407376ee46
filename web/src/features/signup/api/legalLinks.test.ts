import { describe, expect, it } from 'vitest';
import { FALLBACK_LEGAL_LINKS, legalLinks } from './useLegalLinks';

describe('legalLinks', () => {
  it('uses the organization documents when it has them', () => {
    expect(legalLinks({ name: 'X', policy_link: '/p.pdf', tos_link: '/t.pdf', statuto: '/s.pdf' })).toEqual({
      policy_link: '/p.pdf',
      tos_link: '/t.pdf',
      statuto: '/s.pdf',
    });
  });
  it('links the privacy policy published in Settings before the organization’s own page', () => {
    const info = { name: 'X', policy_link: '/p.pdf', privacyPolicy: { version: 3, url: 'https://files/privacy-v3.pdf' } };
    expect(legalLinks(info).policy_link).toBe('https://files/privacy-v3.pdf');
    expect(legalLinks({ ...info, privacyPolicy: null }).policy_link).toBe('/p.pdf');
  });
  it('falls back to the static PDFs for each missing or empty link, and while public-info is not there', () => {
    expect(legalLinks({ name: 'X', tos_link: '', statuto: '/s.pdf' })).toEqual({ ...FALLBACK_LEGAL_LINKS, statuto: '/s.pdf' });
    expect(legalLinks(undefined)).toEqual(FALLBACK_LEGAL_LINKS);
  });
});
