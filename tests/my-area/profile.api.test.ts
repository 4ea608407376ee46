import { beforeAll, describe, expect, it } from 'vitest';
import { memberPath, profileId } from '@tessera/domain/paths';
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

  it("a member's own marital status must be one of the organization's marital values: another is refused, nothing changes", async () => {
    const member = db.doc(memberPath(ORG_A, 'm1'));
    const account = db.doc(`accounts/${world.uid('member')}`);
    const [memberBefore, accountBefore] = await Promise.all([member.get(), account.get()]);
    // g1 is a value of the organization's groups, not of its marital statuses
    for (const maritalStatus of ['mar-invented', 'g1']) {
      const res = await api('PATCH', '/v1/profile/patch', { token: world.tokens.member, body: { lang: 'en', member: { maritalStatus } } });
      expect(res.body).toEqual({ err: 'INVALID_REQUEST', issues: [{ path: 'body.member.maritalStatus', message: 'validation.notFound' }] });
    }
    expect((await member.get()).get('maritalStatus')).toBe(memberBefore.get('maritalStatus'));
    expect((await account.get()).get('lang')).toBe(accountBefore.get('lang'));
    const ok = await api('PATCH', '/v1/profile/patch', { token: world.tokens.member, body: { member: { maritalStatus: 'mar-1' } } });
    expect(ok.status).toBe(200);
    expect((await member.get()).get('maritalStatus')).toBe('mar-1');
  });
});
