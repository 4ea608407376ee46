import { describe, expect, it } from 'vitest';
import { hostnameSchema } from './hosts';
import { normalizeHost } from './hostsMap';

describe('association domains: what the platform admin may type', () => {
  it('takes public domain names as a browser spells them', () => {
    expect(normalizeHost('soci.example.org')).toBe('soci.example.org');
    expect(normalizeHost('  Soci.Example.ORG.  ')).toBe('soci.example.org');
    expect(normalizeHost('a-b.c-d.it')).toBe('a-b.c-d.it');
    // an international name in the form location.hostname has
    expect(normalizeHost('società.it')).toBe('xn--societ-nta.it');
  });

  it('refuses addresses, ports, paths, IP addresses, single labels and broken labels', () => {
    for (const bad of [
      '',
      'https://soci.example.org',
      'soci.example.org/',
      'soci.example.org:8443',
      'user@soci.example.org',
      'soci example.org',
      '127.0.0.1',
      '[::1]',
      'localhost',
      '-soci.example.org',
      'soci-.example.org',
      'soci..example.org',
      `${'a'.repeat(64)}.example.org`,
      `${'a.'.repeat(127)}org`,
      'soci_x.example.org',
      'soci.example.org?x',
    ])
      expect(normalizeHost(bad), bad).toBeNull();
  });

  it('answers validation.hostname on the field, and the normalized name when valid', () => {
    expect(hostnameSchema.parse(' Soci.Example.org ')).toBe('soci.example.org');
    const issue = hostnameSchema.safeParse('https://soci.example.org/').error?.issues[0];
    expect(issue?.message).toBe('validation.hostname');
    expect(hostnameSchema.safeParse('').error?.issues[0]?.message).toBe('validation.required');
  });
});
