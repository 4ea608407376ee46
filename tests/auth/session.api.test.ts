import { beforeAll, describe, expect, it } from 'vitest';
import { profileId } from '@tessera/domain/paths';
import { api } from '../support/api';
import { adminAuth, db } from '../support/admin';
import { refreshIdToken, signIn } from '../support/emulators';
import { buildWorld, ORG_A, ORG_B, PASSWORD, PRINCIPALS, type World } from '../support/world';

interface ValidateBody {
  accessToken: string;
  refresh: boolean;
  profile: { id: string; role: string; orgId: string; memberId: string | null } | null;
  users: { id: string; display_name: string }[];
  account: { mfa: boolean; last_mfa: number; phone_number: string | null };
}

describe('GET /auth/validate, POST /auth/choose-profile, GET /auth/logout', () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld();
  });

  it('chooses the only profile of a single-profile sign-in and puts its claims on the token', async () => {
    await adminAuth.setCustomUserClaims(world.uid('groupAdmin'), null);
    const session = await signIn(PRINCIPALS.groupAdmin.email, PASSWORD);
    const first = await api<ValidateBody>('GET', '/auth/validate', { token: session.idToken });
    expect(first.status).toBe(200);
    expect(first.body.refresh).toBe(true);
    expect(first.body.accessToken).toBe(session.idToken);
    expect(first.body.profile).toMatchObject({ role: 'group', orgId: ORG_A });
    const claims = (await adminAuth.getUser(world.uid('groupAdmin'))).customClaims;
    expect(claims).toEqual({
      pid: profileId(world.uid('groupAdmin'), ORG_A, 'group'),
      org: ORG_A,
      role: 'group',
      groups: ['g1', 'g2'],
      member: null,
    });
    // With the refreshed token the claims match: nothing to rewrite.
    const again = await api<ValidateBody>('GET', '/auth/validate', { token: await refreshIdToken(session.refreshToken) });
    expect(again.body.refresh).toBe(false);
  });

  it('lists both profiles of a two-profile sign-in and chooses none by itself', async () => {
    await adminAuth.setCustomUserClaims(world.uid('twoProfiles'), null);
    const session = await signIn(PRINCIPALS.twoProfiles.email, PASSWORD);
    const res = await api<ValidateBody>('GET', '/auth/validate', { token: session.idToken });
    expect(res.status).toBe(200);
    expect(res.body.profile).toBeNull();
    expect(res.body.users).toHaveLength(2);
    expect(res.body.refresh).toBe(false);
  });

  it('choose-profile switches the claims to the chosen profile', async () => {
    const session = await signIn(PRINCIPALS.twoProfiles.email, PASSWORD);
    const memberProfile = profileId(world.uid('twoProfiles'), ORG_A, 'member');
    const res = await api<{ refresh: boolean; profile: { orgId: string; role: string } }>('POST', '/auth/choose-profile', {
      token: session.idToken,
      body: { profileId: memberProfile },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ refresh: true, profile: { orgId: ORG_A, role: 'member' } });
    const token = await refreshIdToken(session.refreshToken);
    const my = await api<{ profile: { id: string }; member: { id: string } }>('GET', '/v1/profile/my', { token });
    expect(my.body.profile.id).toBe(memberProfile);
    expect(my.body.member.id).toBe('m2');
    // back to the admin profile of the other organization
    await api('POST', '/auth/choose-profile', { token, body: { profileId: profileId(world.uid('twoProfiles'), ORG_B, 'organization') } });
    expect((await adminAuth.getUser(world.uid('twoProfiles'))).customClaims).toMatchObject({
      org: ORG_B,
      role: 'organization',
      member: null,
    });
  });

  it('choose-profile refuses a profile of somebody else (USER_NOT_FOUND) and a missing id (INVALID_REQUEST)', async () => {
    const session = await signIn(PRINCIPALS.twoProfiles.email, PASSWORD);
    const before = (await adminAuth.getUser(world.uid('twoProfiles'))).customClaims;
    const foreign = await api('POST', '/auth/choose-profile', {
      token: session.idToken,
      body: { profileId: profileId(world.uid('orgAdmin'), ORG_A, 'organization') },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.err).toBe('USER_NOT_FOUND');
    const missing = await api('POST', '/auth/choose-profile', { token: session.idToken, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.err).toBe('INVALID_REQUEST');
    expect(missing.body.issues?.[0]?.path).toBe('body.profileId');
    expect((await adminAuth.getUser(world.uid('twoProfiles'))).customClaims).toEqual(before);
  });

  it('refuses a sign-in that holds no profile (NO_USER_ALLOWED)', async () => {
    const res = await api('GET', '/auth/validate', { token: world.tokens.noProfile });
    expect(res.status).toBe(403);
    expect(res.body.err).toBe('NO_USER_ALLOWED');
  });

  it('rewrites stale claims when the profile changed since the token was issued', async () => {
    await db.doc(`profiles/${profileId(world.uid('staff'), ORG_A, 'staff')}`).update({ role: 'management' });
    const res = await api<ValidateBody>('GET', '/auth/validate', { token: world.tokens.staff });
    expect(res.body.refresh).toBe(true);
    expect((await adminAuth.getUser(world.uid('staff'))).customClaims).toMatchObject({ role: 'management' });
    await db.doc(`profiles/${profileId(world.uid('staff'), ORG_A, 'staff')}`).update({ role: 'staff' });
    await api('GET', '/auth/validate', { token: world.tokens.staff });
  });

  it('clears the claims of a token whose profile is gone when the sign-in has several left', async () => {
    const session = await signIn(PRINCIPALS.twoProfiles.email, PASSWORD);
    await adminAuth.setCustomUserClaims(world.uid('twoProfiles'), {
      pid: 'deleted-profile',
      org: ORG_B,
      role: 'organization',
      groups: [],
      member: null,
    });
    const token = await refreshIdToken(session.refreshToken);
    const res = await api<ValidateBody>('GET', '/auth/validate', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ refresh: true, profile: null });
    expect((await adminAuth.getUser(world.uid('twoProfiles'))).customClaims ?? {}).toEqual({});
  });

  it('a disabled account is refused everywhere (401 UNAUTHENTICATED)', async () => {
    const session = await signIn(PRINCIPALS.management.email, PASSWORD);
    await adminAuth.updateUser(world.uid('management'), { disabled: true });
    try {
      const res = await api('GET', '/v1/configs/all', { token: session.idToken });
      expect(res.status).toBe(401);
      expect(res.body.err).toBe('UNAUTHENTICATED');
    } finally {
      await adminAuth.updateUser(world.uid('management'), { disabled: false });
    }
  });

  it('logout records the time and answers ok', async () => {
    const res = await api('GET', '/auth/logout', { token: world.tokens.member });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await db.doc(`accounts/${world.uid('member')}`).get()).get('lastLogoutAt')).toBeTruthy();
  });

  it('logout of a sign-in whose account is gone (its member erased, the page still signed in) does not write it back', async () => {
    const account = db.doc(`accounts/${world.uid('member')}`);
    const kept = (await account.get()).data()!;
    await account.delete();
    try {
      const res = await api('GET', '/auth/logout', { token: world.tokens.member });
      expect(res.status).toBe(200);
      expect((await account.get()).exists).toBe(false);
    } finally {
      await account.set(kept);
    }
  });
});
