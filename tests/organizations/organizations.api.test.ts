import { beforeAll, describe, expect, it } from 'vitest';
import { col, orgCol, orgPath, profileId, profilePath } from '@tessera/domain/paths';
import { api } from '../support/api';
import { adminAuth, db } from '../support/admin';
import { refreshIdToken, signIn } from '../support/emulators';
import { buildWorld, ORG_A, ORG_B, PASSWORD, PRINCIPALS, type World } from '../support/world';

// The platform's organizations: list, create with a first general admin invited by mail, suspend and
// reactivate (a suspended organization's users cannot sign in to it, and their open sessions stop at once).
let world: World;
beforeAll(async () => {
  world = await buildWorld();
});

type Row = { id: string; name: string; plan: string; suspended: boolean; members: number };
const call = (
  token: string,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  opts: { headers?: Record<string, string>; body?: unknown } = {},
) => api<Record<string, unknown>>(method, `/v1/organizations/${path}`, { token, ...opts });
const list = async () => (await call(world.tokens.platform, 'GET', 'all')).body.organizations as Row[];
const validate = async (email: string) => {
  const session = await signIn(email, PASSWORD);
  return api<{ users: { orgId: string }[] }>('GET', '/auth/validate', { token: session.idToken });
};

describe('platform → organizations', () => {
  it('lists every organization by name with its plan, status and member count', async () => {
    const rows = await list();
    expect(rows.filter((r) => [ORG_A, ORG_B].includes(r.id))).toEqual([
      { id: ORG_A, name: 'Associazione Alfa', plan: 'PROFESSIONAL', suspended: false, members: expect.any(Number) },
      { id: ORG_B, name: 'Circolo Beta', plan: 'PROFESSIONAL', suspended: false, members: expect.any(Number) },
    ]);
  });

  it('creates an organization with its plan and its first general admin, invited by mail, in one go', async () => {
    const res = await call(world.tokens.platform, 'POST', 'create', {
      body: { name: 'Pro Loco Città Alta', plan: 'FREE', admin: { email: 'presidente@proloco.it', display_name: 'Presidente' } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: expect.stringMatching(/^pro-loco-citta-alta-[0-9a-f]{4}$/), invited: true });
    const id = res.body.id as string;
    expect((await db.doc(orgPath(id)).get()).data()).toMatchObject({ publicInfo: { name: 'Pro Loco Città Alta' }, plan: { name: 'FREE' } });
    const user = await adminAuth.getUserByEmail('presidente@proloco.it');
    expect((await db.doc(profilePath(profileId(user.uid, id, 'organization'))).get()).data()).toMatchObject({
      orgId: id,
      orgName: 'Pro Loco Città Alta',
      role: 'organization',
      invited: true,
    });
    const mails = await db.collection(orgCol(id, 'mail')).where('template', '==', 'adminInvitation').get();
    expect(mails.docs.map((d) => d.get('to'))).toEqual(['presidente@proloco.it']);
    const audit = (await db.collection(orgCol(id, 'audit')).get()).docs.map((d) => d.get('type')).sort();
    expect(audit).toEqual(['adminAdded', 'organizationCreated']);
    expect((await list()).some((r) => r.id === id && r.plan === 'FREE')).toBe(true);
  });

  it('an existing sign-in as first admin gets one more profile, no new password', async () => {
    const res = await call(world.tokens.platform, 'POST', 'create', {
      body: { name: 'Circolo Due', plan: 'COMITIVE', admin: { email: PRINCIPALS.staff.email } },
    });
    expect(res.body).toMatchObject({ invited: false });
    expect((await validate(PRINCIPALS.staff.email)).body.users.map((u) => u.orgId).sort()).toEqual([ORG_A, res.body.id].sort());
  });

  it('bad input creates nothing: no name, an unknown plan, a bad admin email', async () => {
    const before = (await db.collection(col.organizations).get()).size;
    const users = (await adminAuth.listUsers()).users.length;
    const res = await call(world.tokens.platform, 'POST', 'create', { body: { name: ' ', plan: 'GOLD', admin: { email: 'nope' } } });
    expect(res.status).toBe(400);
    expect(res.body.issues?.map((i) => i.path).sort()).toEqual(['body.admin.email', 'body.name', 'body.plan']);
    expect((await db.collection(col.organizations).get()).size).toBe(before);
    expect((await adminAuth.listUsers()).users.length).toBe(users);
  });

  it('only the platform admin manages organizations', async () => {
    for (const who of ['orgAdmin', 'groupAdmin', 'staff', 'member'] as const) {
      expect((await call(world.tokens[who], 'GET', 'all')).body.err).toBe('NO_USER_ALLOWED');
      expect((await call(world.tokens[who], 'PATCH', 'status', { headers: { id: ORG_B }, body: { suspended: true } })).body.err).toBe(
        'NO_USER_ALLOWED',
      );
    }
    expect(
      (await call(world.tokens.platform, 'PATCH', 'status', { headers: { id: 'no-such-org' }, body: { suspended: true } })).body.err,
    ).toBe('NOT_FOUND');
  });

  it('a suspended organization’s users cannot sign in to it and their sessions stop at once; reactivated, they can', async () => {
    // twoProfiles: admin of B, member of A; otherOrgAdmin: admin of B only
    const two = await signIn(PRINCIPALS.twoProfiles.email, PASSWORD);
    await api('POST', '/auth/choose-profile', {
      token: two.idToken,
      body: { profileId: profileId(world.uid('twoProfiles'), ORG_B, 'organization') },
    });
    const twoToken = await refreshIdToken(two.refreshToken);
    expect((await api('GET', '/v1/members/all', { token: twoToken })).status).toBe(200);

    const res = await call(world.tokens.platform, 'PATCH', 'status', { headers: { id: ORG_B }, body: { suspended: true } });
    expect(res.body).toEqual({ id: ORG_B, suspended: true });
    expect((await list()).find((r) => r.id === ORG_B)?.suspended).toBe(true);
    expect((await api('GET', '/v1/members/all', { token: twoToken })).body.err).toBe('PROFILE_NOT_SELECTED');
    expect((await api('GET', '/v1/members/all', { token: world.tokens.otherOrgAdmin })).body.err).toBe('PROFILE_NOT_SELECTED');
    expect((await validate(PRINCIPALS.otherOrgAdmin.email)).body.err).toBe('NO_USER_ALLOWED');
    // the other organization's profile is still there to choose
    expect((await validate(PRINCIPALS.twoProfiles.email)).body.users.map((u) => u.orgId)).toEqual([ORG_A]);
    expect((await db.collection(orgCol(ORG_B, 'audit')).where('type', '==', 'organizationSuspended').get()).size).toBe(1);

    await call(world.tokens.platform, 'PATCH', 'status', { headers: { id: ORG_B }, body: { suspended: false } });
    expect((await validate(PRINCIPALS.otherOrgAdmin.email)).body.users.map((u) => u.orgId)).toEqual([ORG_B]);
    expect((await api('GET', '/v1/members/all', { token: world.tokens.otherOrgAdmin })).status).toBe(200);
  });
});

describe('GET /v1/organizations/get and check', () => {
  it('get answers the caller’s organization with its preferences completed by the defaults', async () => {
    const res = await api<{ organization: Record<string, unknown> }>('GET', '/v1/organizations/get', { token: world.tokens.staff });
    expect(res.status).toBe(200);
    expect(res.body.organization).toMatchObject({
      id: ORG_A,
      publicInfo: { name: 'Associazione Alfa' },
      plan: 'PROFESSIONAL',
      preferences: { gracePeriodMonths: 2, showGroups: true, dateFormat: 'dd/MM/yyyy' },
      suspended: false,
    });
    expect((await api('GET', '/v1/organizations/get', { token: world.tokens.member })).body.err).toBe('NO_USER_ALLOWED');
  });

  it('check says whether a tax code is a member here; a local admin gets the id only within its groups', async () => {
    const check = (who: keyof World['tokens'], ssn: string) =>
      api<{ member: boolean; memberId: string | null }>('GET', '/v1/organizations/check', { token: world.tokens[who], headers: { ssn } });
    expect((await check('orgAdmin', ' rssmra80a01h501u ')).body).toEqual({ member: true, memberId: 'm1' });
    // the same tax code is nobody in the other organization
    expect((await check('otherOrgAdmin', 'RSSMRA80A01H501U')).body).toEqual({ member: false, memberId: null });
    expect((await check('groupAdmin', 'RSSMRA80A01H501U')).body).toEqual({ member: true, memberId: 'm1' });
    expect((await check('groupAdmin', 'VRDLCU90B12L219F')).body).toEqual({ member: true, memberId: null });
    const bad = await check('orgAdmin', 'not-a-code');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ err: 'INVALID_REQUEST' });
    expect((await check('member', 'RSSMRA80A01H501U')).body).toMatchObject({ err: 'NO_USER_ALLOWED' });
  });
});
