import { describe, expect, it } from 'vitest';
import { AURORA_ORG_ID, TEVERE_ORG_ID } from '../../../../seed/src/demoIds';
import { chooseOrg, DEPLOYMENT_HOSTS } from './hosts';

const at = (url: string, remembered: string | null = null) => {
  const { hostname, pathname, search } = new URL(url);
  return chooseOrg({ hostname, pathname, search }, remembered);
};

describe('chooseOrg: the page address chooses the association deployment', () => {
  it('maps the local addresses to the two demo associations of the seed', () => {
    expect(DEPLOYMENT_HOSTS['127.0.0.1']).toBe(AURORA_ORG_ID);
    expect(DEPLOYMENT_HOSTS.localhost).toBe(TEVERE_ORG_ID);
    expect(at('http://127.0.0.1:5173/auth')).toEqual({ org: AURORA_ORG_ID, source: 'host' });
    expect(at('http://LOCALHOST.:5173/signup')).toEqual({ org: TEVERE_ORG_ID, source: 'host' });
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
