import { beforeAll, describe, expect, it } from 'vitest';
import { HOSTS_FILE_PATH } from '@tessera/domain/deployment/hostsMap';
import { hostsPath, orgCol } from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { functionsUrl } from '../support/env';
import { buildWorld, ORG_A, ORG_B, type World } from '../support/world';

// Association domains: the platform admin leads a host to an organization, the page reads the map as a cached file.
let world: World;
beforeAll(async () => {
  world = await buildWorld();
  await db.doc(hostsPath).set({ hosts: {} });
});

// the file the hosting rewrite serves (no contract: it is no API call)
async function hostsFile() {
  const res = await fetch(`${functionsUrl()}/api${HOSTS_FILE_PATH}`);
  return {
    status: res.status,
    cacheControl: res.headers.get('cache-control'),
    body: (await res.json()) as { hosts: Record<string, string> },
  };
}
const add = (token: string, body: unknown) => api<Record<string, unknown>>('POST', '/v1/organizations/add-domain', { token, body });
const remove = (token: string, body: unknown) => api<Record<string, unknown>>('POST', '/v1/organizations/remove-domain', { token, body });
const list = (token: string) => api<{ domains: { host: string; org: string }[] }>('GET', '/v1/organizations/domains', { token });
const auditOf = async (org: string, type: string) =>
  (await db.collection(orgCol(org, 'audit')).where('type', '==', type).get()).docs.map((d) => d.data());

describe('association domains', () => {
  it('are the platform’s only: an organization’s own admin is refused', async () => {
    for (const who of ['orgAdmin', 'otherOrgAdmin', 'member'] as const) {
      expect((await add(world.tokens[who], { org: ORG_A, host: 'soci.alfa.example.org' })).status).toBe(403);
      expect((await remove(world.tokens[who], { host: 'soci.alfa.example.org' })).status).toBe(403);
      expect((await list(world.tokens[who])).status).toBe(403);
    }
    expect((await hostsFile()).body.hosts).toEqual({});
  });

  it('leads a host to an organization, normalized, shown in the list and in the served map at once', async () => {
    const added = await add(world.tokens.platform, { org: ORG_A, host: '  Soci.Alfa.Example.ORG. ' });
    expect(added).toEqual({ status: 200, body: { host: 'soci.alfa.example.org', org: ORG_A } });
    expect((await add(world.tokens.platform, { org: ORG_B, host: 'beta.example.org' })).status).toBe(200);

    expect((await list(world.tokens.platform)).body.domains).toEqual([
      { host: 'beta.example.org', org: ORG_B },
      { host: 'soci.alfa.example.org', org: ORG_A },
    ]);
    const file = await hostsFile();
    expect(file.status).toBe(200);
    expect(file.body).toEqual({ hosts: { 'soci.alfa.example.org': ORG_A, 'beta.example.org': ORG_B } });
    // browsers and the CDN keep it a short while: never a read per page view
    expect(file.cacheControl).toBe('public, max-age=60, s-maxage=300');

    const audit = await auditOf(ORG_A, 'domainAdded');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ target: ORG_A, before: null, after: { host: 'soci.alfa.example.org' } });
  });

  it('keeps one organization per host: another is refused, the same one answers as done', async () => {
    const taken = await add(world.tokens.platform, { org: ORG_B, host: 'soci.alfa.example.org' });
    expect(taken).toEqual({ status: 409, body: { err: 'DOMAIN_ALREADY_USED' } });
    const again = await add(world.tokens.platform, { org: ORG_A, host: 'SOCI.alfa.example.org' });
    expect(again).toEqual({ status: 200, body: { host: 'soci.alfa.example.org', org: ORG_A } });
    expect(await auditOf(ORG_A, 'domainAdded')).toHaveLength(1);
    expect((await hostsFile()).body.hosts['soci.alfa.example.org']).toBe(ORG_A);
  });

  it('refuses what is no domain and an organization that does not exist, writing nothing', async () => {
    for (const host of ['https://x.example.org', 'x.example.org/path', 'x.example.org:8443', '127.0.0.1', 'localhost', '-x.example.org']) {
      const res = await add(world.tokens.platform, { org: ORG_A, host });
      expect(res.status, host).toBe(400);
      expect(res.body).toMatchObject({ err: 'INVALID_REQUEST', issues: [{ path: 'body.host', message: 'validation.hostname' }] });
    }
    expect((await add(world.tokens.platform, { org: 'org-none', host: 'none.example.org' })).status).toBe(404);
    expect(Object.keys((await hostsFile()).body.hosts).sort()).toEqual(['beta.example.org', 'soci.alfa.example.org']);
  });

  it('takes a host away: the map no longer has it, the organization’s audit says so, a second removal is NOT_FOUND', async () => {
    const removed = await remove(world.tokens.platform, { host: 'BETA.example.org' });
    expect(removed).toEqual({ status: 200, body: { host: 'beta.example.org', org: ORG_B } });
    expect((await hostsFile()).body.hosts).toEqual({ 'soci.alfa.example.org': ORG_A });
    expect((await auditOf(ORG_B, 'domainRemoved'))[0]).toMatchObject({ before: { host: 'beta.example.org' }, after: null });
    expect((await remove(world.tokens.platform, { host: 'beta.example.org' })).status).toBe(404);
    // now free for another organization
    expect((await add(world.tokens.platform, { org: ORG_A, host: 'beta.example.org' })).status).toBe(200);
    expect((await hostsFile()).body.hosts).toEqual({ 'soci.alfa.example.org': ORG_A, 'beta.example.org': ORG_A });
  });

  it('serves an empty map when none was ever written', async () => {
    await db.doc(hostsPath).delete();
    expect((await hostsFile()).body).toEqual({ hosts: {} });
  });
});
