import { beforeAll, describe, expect, it } from 'vitest';
import { orgCol } from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { refreshIdToken } from '../support/emulators';
import { buildWorld, ORG_A, ORG_B, type World } from '../support/world';

// Impersonation: the platform admin (home: Alfa) acts inside Beta as its general admin, every change
// audited there, and goes back.
let world: World;
beforeAll(async () => {
  world = await buildWorld();
});

const auditOf = async (org: string, type: string) =>
  (await db.collection(orgCol(org, 'audit')).where('type', '==', type).get()).docs.map((d) => d.data());

describe('GET /v1/organizations/impersonate', () => {
  it('is the platform’s only; an unknown organization and the platform’s own are refused', async () => {
    for (const who of ['orgAdmin', 'otherOrgAdmin'] as const) {
      const res = await api('GET', '/v1/organizations/impersonate', { token: world.tokens[who], headers: { id: ORG_B } });
      expect(res.status).toBe(403);
    }
    const unknown = await api('GET', '/v1/organizations/impersonate', { token: world.tokens.platform, headers: { id: 'org-none' } });
    expect(unknown.status).toBe(404);
    const own = await api<{ issues: unknown[] }>('GET', '/v1/organizations/impersonate', {
      token: world.tokens.platform,
      headers: { id: ORG_A },
    });
    expect(own.status).toBe(400);
    expect(own.body.issues).toEqual([{ path: 'headers.id', message: 'validation.notAllowed' }]);
  });

  it('acts as the general admin inside the organization, audited there, until it goes back', async () => {
    const started = await api<Record<string, unknown>>('GET', '/v1/organizations/impersonate', {
      token: world.tokens.platform,
      headers: { id: ORG_B },
    });
    expect(started.status).toBe(200);
    expect(started.body).toEqual({ refresh: true, organization: { id: ORG_B, name: 'Circolo Beta' } });
    const token = await refreshIdToken(world.refreshTokens.platform);

    // validation keeps the impersonation and says so
    const session = await api<Record<string, unknown>>('GET', '/auth/validate', { token });
    expect(session.body).toMatchObject({
      refresh: false,
      impersonating: { orgId: ORG_B, orgName: 'Circolo Beta' },
      profile: { role: 'platform' },
    });

    // the organization's settings as its general admin; the platform's own routes are closed meanwhile
    const lists = await api<{ values: { id: string }[] }>('GET', '/v1/settings/get-list-values', { token, headers: { type: 'groups' } });
    expect(lists.body.values.map((v) => v.id)).toEqual(['gb1']);
    expect((await api('GET', '/v1/organizations/all', { token })).status).toBe(403);

    // a change made meanwhile: its own audit record names the platform, and the request is recorded too
    const added = await api<{ id: string }>('POST', '/v1/settings/add-list-values', {
      token,
      headers: { type: 'sections' },
      body: { name: 'Sezione della piattaforma' },
    });
    expect(added.status).toBe(200);
    expect(await auditOf(ORG_B, 'listValueAdded')).toEqual([
      expect.objectContaining({ by: expect.objectContaining({ email: 'platform@test.it', role: 'platform' }) }),
    ]);
    expect(await auditOf(ORG_B, 'impersonatedRequest')).toEqual([
      expect.objectContaining({ target: 'POST /v1/settings/add-list-values', after: { from: ORG_A } }),
    ]);
    expect(await auditOf(ORG_B, 'impersonationStarted')).toHaveLength(1);
    // reads are not recorded
    expect(await auditOf(ORG_A, 'impersonatedRequest')).toEqual([]);

    const ended = await api('POST', '/auth/end-impersonation', { token });
    expect(ended.body).toEqual({ refresh: true });
    expect(await auditOf(ORG_B, 'impersonationEnded')).toHaveLength(1);
    const back = await refreshIdToken(world.refreshTokens.platform);
    const again = await api<Record<string, unknown>>('GET', '/auth/validate', { token: back });
    expect(again.body).toMatchObject({ refresh: false, impersonating: null, profile: { orgId: ORG_A, role: 'platform' } });
    expect((await api('GET', '/v1/organizations/all', { token: back })).status).toBe(200);
    // not impersonating: nothing to end
    expect((await api('POST', '/auth/end-impersonation', { token: back })).body).toEqual({ refresh: false });
  });

  it('logging out ends it: the next sign-in starts on the platform', async () => {
    expect((await api('GET', '/v1/organizations/impersonate', { token: world.tokens.platform, headers: { id: ORG_B } })).status).toBe(200);
    const inside = await refreshIdToken(world.refreshTokens.platform);
    expect((await api('GET', '/auth/logout', { token: inside })).status).toBe(200);
    const next = await refreshIdToken(world.refreshTokens.platform);
    const session = await api<Record<string, unknown>>('GET', '/auth/validate', { token: next });
    expect(session.body).toMatchObject({ impersonating: null, profile: { orgId: ORG_A, role: 'platform' } });
  });
});
