import { describe, expect, it } from 'vitest';
import { parseHostsMap, type HostsMap } from '@tessera/domain/deployment/hostsMap';
import { AURORA_ORG_ID, DEMO_HOSTS, TEVERE_ORG_ID } from '../../../../seed/src/demoIds';
import { chooseOrg, followsHosts } from './hosts';

// the map as the page reads it from /deployment/hosts.json (here: what the seed stores for the emulators)
const fetched = parseHostsMap(JSON.parse(JSON.stringify({ ...DEMO_HOSTS, 'soci.tevere.example.org': TEVERE_ORG_ID })))!;

const at = (url: string, remembered: string | null = null, hosts: HostsMap = fetched) => {
  const { hostname, pathname, search } = new URL(url);
  return chooseOrg({ hostname, pathname, search }, remembered, hosts);
};

describe('chooseOrg: the page address chooses the association deployment', () => {
  it('maps the local addresses to the two demo associations of the seed, through the fetched map', () => {
    expect(DEMO_HOSTS['127.0.0.1']).toBe(AURORA_ORG_ID);
    expect(DEMO_HOSTS.localhost).toBe(TEVERE_ORG_ID);
    expect(at('http://127.0.0.1:5173/auth')).toEqual({ org: AURORA_ORG_ID, source: 'host' });
    expect(at('http://LOCALHOST.:5173/signup')).toEqual({ org: TEVERE_ORG_ID, source: 'host' });
    expect(at('https://soci.tevere.example.org/auth')).toEqual({ org: TEVERE_ORG_ID, source: 'host' });
  });

  it('follows a map that changed: a domain added, moved or removed needs no new build', () => {
    const moved = { ...fetched, 'soci.tevere.example.org': AURORA_ORG_ID };
    expect(at('https://soci.tevere.example.org/auth', null, moved)).toEqual({ org: AURORA_ORG_ID, source: 'host' });
    expect(at('https://soci.tevere.example.org/auth', null, {})).toEqual({ org: undefined, source: 'default' });
    // no map read yet (first visit, offline): the default organization, and the page may still follow the map
    expect(followsHosts(at('https://soci.tevere.example.org/auth', null, {}))).toBe(true);
    expect(followsHosts(at('https://soci.tevere.example.org/auth?org=aps-aurora', null, {}))).toBe(false);
  });

  it('keeps the precedence whatever the map says: path, ?org=, session, then host', () => {
    const everywhere = { ...fetched, 'soci.tevere.example.org': TEVERE_ORG_ID };
    expect(at('https://soci.tevere.example.org/c/aps-aurora/x', TEVERE_ORG_ID, everywhere).source).toBe('path');
    expect(at('https://soci.tevere.example.org/auth?org=aps-aurora', TEVERE_ORG_ID, everywhere)).toEqual({
      org: AURORA_ORG_ID,
      source: 'query',
    });
    expect(at('https://soci.tevere.example.org/auth', AURORA_ORG_ID, everywhere)).toEqual({ org: AURORA_ORG_ID, source: 'session' });
  });

  it('drops what a tampered or broken copy of the map holds that is no host → organization id', () => {
    expect(parseHostsMap(null)).toBeNull();
    expect(parseHostsMap(['x'])).toBeNull();
    expect(parseHostsMap({ 'a.example.org': '../x', 'B.example.org': 'ok', 'c.example.org': 3, 'd.example.org': 'fine' })).toEqual({
      'd.example.org': 'fine',
    });
  });

  it('names no organization on an unknown host: the server answers with its default one', () => {
    expect(at('https://soci.example.org/auth')).toEqual({ org: undefined, source: 'default' });
    // a host that only looks like a map key, or an inherited property name, is unknown too
    expect(at('https://127.0.0.1.example.org/auth')).toEqual({ org: undefined, source: 'default' });
    expect(at('https://constructor/auth').org).toBeUndefined();
  });

  it('takes ?org= on any address before the host, and the one the session remembers after it', () => {
    expect(at('http://127.0.0.1:5173/signup?org=circolo-tevere')).toEqual({ org: TEVERE_ORG_ID, source: 'query' });
    expect(at('https://soci.example.org/auth?org=aps-aurora', TEVERE_ORG_ID)).toEqual({ org: AURORA_ORG_ID, source: 'query' });
    expect(at('http://127.0.0.1:5173/activate', TEVERE_ORG_ID)).toEqual({ org: TEVERE_ORG_ID, source: 'session' });
  });

  it('refuses what is not an organization id in the address or the session', () => {
    for (const bad of ['', '../x', 'a/b', '-x', 'x'.repeat(129), 'é']) {
      expect(at(`http://127.0.0.1:5173/auth?org=${encodeURIComponent(bad)}`, bad)).toEqual({ org: AURORA_ORG_ID, source: 'host' });
    }
  });

  it("gives a campaign's public page its own organization whatever the host, without remembering it", () => {
    expect(at('http://localhost:5173/c/aps-aurora/campaign-festa-autunno?org=circolo-tevere')).toEqual({
      org: AURORA_ORG_ID,
      source: 'path',
    });
    expect(at('http://localhost:5173/campaigns/aps-aurora/x').org).toBe(TEVERE_ORG_ID);
  });
});
