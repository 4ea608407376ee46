import { beforeAll, describe, expect, it } from 'vitest';
import { profileId } from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { buildWorld, ORG_A, type World } from '../support/world';

describe('GET /v1/profile/my and PATCH /v1/profile/patch', () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld();
  });

  it('answers the member profile with its member record and the account', async () => {
    const res = await api<{ profile: { role: string }; member: { id: string; name: string }; account: { mfa: boolean }; users: unknown[] }>(
      'GET',
      '/v1/profile/my',
      {
        token: world.tokens.member,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.profile.role).toBe('member');
    expect(res.body.member).toMatchObject({ id: 'm1', name: 'Mario' });
    expect(res.body.account.mfa).toBe(false);
    expect(res.body.users).toHaveLength(1);
  });

  it('answers an admin profile without a member record', async () => {
    const res = await api<{ member: unknown }>('GET', '/v1/profile/my', { token: world.tokens.orgAdmin });
    expect(res.status).toBe(200);
    expect(res.body.member).toBeNull();
  });

  it('patches language, phone and display name', async () => {
    const res = await api<{ account: { lang: string; phone_number: string } }>('PATCH', '/v1/profile/patch', {
      token: world.tokens.staff,
      body: { lang: 'en', phone_number: '+39 333 1234567', display_name: 'Staff Alfa' },
    });
    expect(res.status).toBe(200);
    expect(res.body.account).toMatchObject({ lang: 'en', phone_number: '+39 333 1234567' });
    expect((await db.doc(`profiles/${profileId(world.uid('staff'), ORG_A, 'staff')}`).get()).get('display_name')).toBe('Staff Alfa');
  });

  it.each([
    ['an empty body', {}],
    ['an unknown field (role escalation attempt)', { role: 'platform' }],
    ['a bad language', { lang: 'fr' }],
    ['a bad phone number', { phone_number: 'call me' }],
    ['an empty display name', { display_name: '  ' }],
  ])('refuses %s with 400 INVALID_REQUEST and changes nothing', async (_label, body) => {
    const before = (await db.doc(`accounts/${world.uid('orgAdmin')}`).get()).data();
    const res = await api('PATCH', '/v1/profile/patch', { token: world.tokens.orgAdmin, body });
    expect(res.status).toBe(400);
    expect(res.body.err).toBe('INVALID_REQUEST');
    expect((await db.doc(`accounts/${world.uid('orgAdmin')}`).get()).data()).toEqual(before);
  });
});
