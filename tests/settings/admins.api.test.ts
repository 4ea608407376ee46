import { beforeAll, describe, expect, it } from 'vitest';
import { accountPath, orgCol, profileId, profilePath } from '@tessera/domain/paths';
import { api } from '../support/api';
import { adminAuth, db } from '../support/admin';
import { refreshIdToken, signIn, useOobCode } from '../support/emulators';
import { eventually } from '../support/settle';
import { buildWorld, ORG_A, PASSWORD, PRINCIPALS, type World } from '../support/world';
import { clearRateLimits } from '../signup/support';

// Settings → administrators: add by email (invitation or one more profile), change role and groups,
// remove with revocation, never the last general admin; and POST /auth/send-verification-link.
let world: World;
beforeAll(async () => {
  world = await buildWorld();
});

type Admin = { id: string; email: string; role: string; groups: string[]; invited: boolean };
const call = (
  who: keyof World['tokens'] | string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  opts: { headers?: Record<string, string>; body?: unknown } = {},
) =>
  api<Record<string, unknown>>(method, `/v1/settings/${path}`, {
    token: who in world.tokens ? world.tokens[who as keyof World['tokens']] : who,
    ...opts,
  });
const admins = async () => ((await call('orgAdmin', 'GET', 'get-admins')).body.users as Admin[]).map((a) => `${a.email} ${a.role}`);
const add = (body: unknown, who = 'orgAdmin') => call(who, 'POST', 'add-admin', { body });

/** The payload of the newest mail of `template` to `to`, as the outbox keeps it. */
async function mailData(to: string, template: string) {
  const snap = await eventually(
    () => db.collection(orgCol(ORG_A, 'mail')).where('to', '==', to).where('template', '==', template).get(),
    (s) => !s.empty,
  );
  return (await snap.docs[0]!.ref.collection('private').doc('payload').get()).get('data') as Record<string, string>;
}
const oobCode = (link: string | undefined) => new URL(link ?? '').searchParams.get('oobCode')!;
const auditTypes = async () => (await db.collection(orgCol(ORG_A, 'audit')).get()).docs.map((d) => `${d.get('type')} ${d.get('target')}`);

describe('settings → administrators', () => {
  it('lists the organization’s admins by email with their roles and groups; not the platform admin, not members', async () => {
    const res = await call('orgAdmin', 'GET', 'get-admins');
    expect(res.status).toBe(200);
    expect(res.body.users).toEqual([
      {
        id: profileId(world.uid('orgAdmin'), ORG_A, 'organization'),
        email: PRINCIPALS.orgAdmin.email,
        display_name: expect.any(String),
        role: 'organization',
        groups: [],
        invited: false,
      },
      expect.objectContaining({ email: PRINCIPALS.groupAdmin.email, role: 'group', groups: ['g1', 'g2'] }),
      expect.objectContaining({ email: PRINCIPALS.management.email, role: 'management' }),
      expect.objectContaining({ email: PRINCIPALS.staff.email, role: 'staff' }),
    ]);
  });

  it('an invitation not used yet is sent again with a new link that works; a used one, a member and a read-only role get nothing', async () => {
    const email = 'invito.scaduto@test.it';
    const res = await add({ email, role: 'staff' });
    const id = res.body.id as string;
    const first = await mailData(email, 'adminInvitation');
    expect((await call('staff', 'POST', 'resend-invitation', { headers: { id } })).body.err).toBe('NO_USER_ALLOWED');
    expect((await call('otherOrgAdmin', 'POST', 'resend-invitation', { headers: { id } })).body.err).toBe('NOT_FOUND');
    expect((await call('orgAdmin', 'POST', 'resend-invitation', { headers: { id } })).body).toEqual({ sent: true });
    const mails = await eventually(
      () => db.collection(orgCol(ORG_A, 'mail')).where('to', '==', email).where('template', '==', 'adminInvitation').get(),
      (m) => m.size === 2,
    );
    const links = await Promise.all(
      mails.docs.map(async (d) => ((await d.ref.collection('private').doc('payload').get()).get('data') as Record<string, string>).link),
    );
    const second = links.find((l) => l !== first.link)!;
    expect(second).toMatch(/\/recover\?mode=resetPassword&oobCode=[\w-]+&invite=1$/);
    expect(await auditTypes()).toContain(`adminInvitationResent ${id}`);
    // the new link sets the password; once signed in, the invitation is used and cannot be sent again
    await useOobCode(oobCode(second), 'Secondo-Invito-1');
    const session = await signIn(email, 'Secondo-Invito-1');
    await api('GET', '/auth/validate', { token: session.idToken });
    expect((await call('orgAdmin', 'POST', 'resend-invitation', { headers: { id } })).body.err).toBe('NOT_FOUND');
    // an admin who was never invited (already signing in) and a member's profile are not invitations
    const staffId = profileId(world.uid('staff'), ORG_A, 'staff');
    expect((await call('orgAdmin', 'POST', 'resend-invitation', { headers: { id: staffId } })).body.err).toBe('NOT_FOUND');
    const memberId = profileId(world.uid('member'), ORG_A, 'member');
    expect((await call('orgAdmin', 'POST', 'resend-invitation', { headers: { id: memberId } })).body.err).toBe('NOT_FOUND');
  });

  it('a new email gets a sign-in without password and an invitation whose link sets it; the first sign-in clears "invited"', async () => {
    const email = 'nuova.segretaria@test.it';
    const res = await add({ email: ` ${email.toUpperCase()} `, role: 'management', display_name: 'Nuova Segretaria' });
    expect(res).toEqual({ status: 200, body: { id: expect.any(String), invited: true } });
    const user = await adminAuth.getUserByEmail(email);
    expect((await db.doc(accountPath(user.uid)).get()).get('profileIds')).toEqual([res.body.id]);
    expect((await db.doc(profilePath(res.body.id as string)).get()).data()).toMatchObject({
      orgId: ORG_A,
      role: 'management',
      invited: true,
      display_name: 'Nuova Segretaria',
    });

    const data = await mailData(email, 'adminInvitation');
    expect(data.link).toMatch(/\/recover\?mode=resetPassword&oobCode=[\w-]+&invite=1$/);
    expect(data.role).toBe('Utente organizzazione');
    await useOobCode(oobCode(data.link), 'Invitata-2026');
    const session = await signIn(email, 'Invitata-2026');
    const validated = await api<{ profile: { role: string; orgId: string } }>('GET', '/auth/validate', { token: session.idToken });
    expect(validated.body.profile).toMatchObject({ role: 'management', orgId: ORG_A });
    expect((await admins()).includes(`${email} management`)).toBe(true);
    const listed = ((await call('orgAdmin', 'GET', 'get-admins')).body.users as Admin[]).find((a) => a.email === email);
    expect(listed?.invited).toBe(false);
  });

  it('an email that already signs in gets one more profile and a mail that says so; its password is untouched', async () => {
    const res = await add({ email: PRINCIPALS.member.email, role: 'staff' });
    expect(res.body).toEqual({ id: profileId(world.uid('member'), ORG_A, 'staff'), invited: false });
    const data = await mailData(PRINCIPALS.member.email, 'adminInvitation');
    expect(data.link).toBeUndefined();
    expect(data.signInLink).toMatch(/\/auth$/);
    const session = await signIn(PRINCIPALS.member.email, PASSWORD);
    const validated = await api<{ users: unknown[] }>('GET', '/auth/validate', { token: session.idToken });
    expect(validated.body.users).toHaveLength(2);
  });

  it('one admin profile per person: adding an admin again, with any role, is ADMIN_EXISTS', async () => {
    expect((await add({ email: PRINCIPALS.staff.email, role: 'organization' })).body.err).toBe('ADMIN_EXISTS');
  });

  it('bad input changes nothing: a local admin without groups, groups on another role, an unknown group, a bad email', async () => {
    const before = await admins();
    const users = (await adminAuth.listUsers()).users.length;
    expect((await add({ email: 'x1@test.it', role: 'group' })).body.issues?.map((i) => i.path)).toContain('body.groups');
    expect((await add({ email: 'x2@test.it', role: 'staff', groups: ['g1'] })).body.issues?.map((i) => i.path)).toContain('body.groups');
    expect((await add({ email: 'not-an-email', role: 'staff' })).body.issues?.map((i) => i.path)).toContain('body.email');
    expect((await add({ email: 'x4@test.it', role: 'platform' })).status).toBe(400);
    // refused inside the transaction after the sign-in was created: the sign-in goes again
    expect((await add({ email: 'x3@test.it', role: 'group', groups: ['g1', 'nope'] })).body.err).toBe('NOT_FOUND');
    expect(await admins()).toEqual(before);
    expect((await adminAuth.listUsers()).users.length).toBe(users);
  });

  it('changes a role and a local admin’s groups; the admin’s next validation carries the new claims', async () => {
    const id = profileId(world.uid('staff'), ORG_A, 'staff');
    expect((await call('orgAdmin', 'PATCH', 'patch-admin', { headers: { id }, body: { role: 'group' } })).body.issues?.[0]?.message).toBe(
      'validation.groupsRequired',
    );
    expect((await call('orgAdmin', 'PATCH', 'patch-admin', { headers: { id }, body: { role: 'group', groups: ['g3'] } })).body).toEqual({
      id,
    });
    const validated = await api<{ refresh: boolean; profile: { role: string } }>('GET', '/auth/validate', { token: world.tokens.staff });
    expect(validated.body).toMatchObject({ refresh: true, profile: { role: 'group', groups: ['g3'] } });
    const claims = (await adminAuth.getUser(world.uid('staff'))).customClaims;
    expect(claims).toMatchObject({ pid: id, role: 'group', groups: ['g3'] });
    // back to staff: the groups go with the role
    await call('orgAdmin', 'PATCH', 'patch-admin', { headers: { id }, body: { role: 'staff' } });
    expect((await db.doc(profilePath(id)).get()).data()).toMatchObject({ role: 'staff', groups: [] });
    expect(await auditTypes()).toContain(`adminChanged ${id}`);
  });

  it('the last general admin can be neither demoted nor removed; with a second one, both can', async () => {
    const only = profileId(world.uid('orgAdmin'), ORG_A, 'organization');
    expect((await call('orgAdmin', 'PATCH', 'patch-admin', { headers: { id: only }, body: { role: 'staff' } })).body.err).toBe(
      'LAST_GENERAL_ADMIN',
    );
    expect((await call('orgAdmin', 'DELETE', 'delete-admin', { headers: { id: only, 'user-role': 'organization' } })).body.err).toBe(
      'LAST_GENERAL_ADMIN',
    );
    const second = await add({ email: 'vice@test.it', role: 'organization' });
    expect(
      (await call('orgAdmin', 'PATCH', 'patch-admin', { headers: { id: second.body.id as string }, body: { role: 'staff' } })).status,
    ).toBe(200);
    expect((await call('orgAdmin', 'PATCH', 'patch-admin', { headers: { id: only }, body: { role: 'staff' } })).body.err).toBe(
      'LAST_GENERAL_ADMIN',
    );
  });

  it('removing the profile a session uses ends that session at once; the person keeps their other profile', async () => {
    const staffId = profileId(world.uid('member'), ORG_A, 'staff');
    const session = await signIn(PRINCIPALS.member.email, PASSWORD);
    await api('POST', '/auth/choose-profile', { token: session.idToken, body: { profileId: staffId } });
    const token = await refreshIdToken(session.refreshToken);
    expect((await api('GET', '/v1/members/all', { token })).status).toBe(200);
    // a stale screen naming another role removes nothing
    expect((await call('orgAdmin', 'DELETE', 'delete-admin', { headers: { id: staffId, 'user-role': 'management' } })).body.err).toBe(
      'NOT_FOUND',
    );
    expect((await call('orgAdmin', 'DELETE', 'delete-admin', { headers: { id: staffId, 'user-role': 'staff' } })).body).toEqual({
      deleted: true,
    });
    // refused at once: revoked, or (a token of the same second as the revocation) naming a profile that is gone
    expect(['UNAUTHENTICATED', 'PROFILE_NOT_SELECTED']).toContain((await api('GET', '/v1/members/all', { token })).body.err);
    // its refresh token is revoked (the Auth emulator still refreshes it: production refuses)
    expect(Date.parse((await adminAuth.getUser(world.uid('member'))).tokensValidAfterTime!)).toBeGreaterThan(Date.now() - 60_000);
    const again = await signIn(PRINCIPALS.member.email, PASSWORD);
    const validated = await api<{ profile: { role: string } }>('GET', '/auth/validate', { token: again.idToken });
    expect(validated.body.profile.role).toBe('member');
    expect((await db.doc(accountPath(world.uid('member'))).get()).get('profileIds')).not.toContain(staffId);
    expect(await auditTypes()).toContain(`adminRemoved ${staffId}`);
  });

  it('removing the only profile of a sign-in deletes the sign-in', async () => {
    const id = profileId(world.uid('management'), ORG_A, 'management');
    expect((await call('orgAdmin', 'DELETE', 'delete-admin', { headers: { id, 'user-role': 'management' } })).status).toBe(200);
    await expect(adminAuth.getUser(world.uid('management'))).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await db.doc(accountPath(world.uid('management'))).get()).exists).toBe(false);
    expect((await api('GET', '/v1/members/all', { token: world.tokens.management })).body.err).toBe('UNAUTHENTICATED');
  });

  it('only organization and platform admins manage admins, each in its own organization', async () => {
    // the member's earlier sessions were revoked with its staff profile: a new sign-in
    const member = await signIn(PRINCIPALS.member.email, PASSWORD);
    await api('GET', '/auth/validate', { token: member.idToken });
    for (const who of [world.tokens.groupAdmin, world.tokens.staff, await refreshIdToken(member.refreshToken)]) {
      expect((await call(who, 'GET', 'get-admins')).body.err).toBe('NO_USER_ALLOWED');
      expect((await add({ email: 'y@test.it', role: 'staff' }, who)).body.err).toBe('NO_USER_ALLOWED');
    }
    const id = profileId(world.uid('groupAdmin'), ORG_A, 'group');
    expect((await call('otherOrgAdmin', 'PATCH', 'patch-admin', { headers: { id }, body: { groups: ['gb1'] } })).body.err).toBe(
      'NOT_FOUND',
    );
    expect((await call('otherOrgAdmin', 'DELETE', 'delete-admin', { headers: { id, 'user-role': 'group' } })).body.err).toBe('NOT_FOUND');
    // a member's profile is no admin profile
    const memberProfile = profileId(world.uid('member'), ORG_A, 'member');
    expect((await call('orgAdmin', 'PATCH', 'patch-admin', { headers: { id: memberProfile }, body: { role: 'staff' } })).body.err).toBe(
      'NOT_FOUND',
    );
    expect((await call('platform', 'GET', 'get-admins')).status).toBe(200);
  });

  it('every change is in the audit trail with who did it', async () => {
    const records = (await db.collection(orgCol(ORG_A, 'audit')).where('type', '==', 'adminAdded').get()).docs.map((d) => d.data());
    expect(records.length).toBeGreaterThanOrEqual(3);
    expect(records[0]).toMatchObject({
      by: { uid: world.uid('orgAdmin'), role: 'organization' },
      before: null,
      after: { role: expect.any(String) },
    });
  });
});

describe('POST /auth/send-verification-link', () => {
  it('mails an unverified sign-in a link that verifies its address; a verified or unknown address gets the same answer and no mail', async () => {
    await clearRateLimits();
    const email = 'da-verificare@test.it';
    await add({ email, role: 'staff' });
    expect((await adminAuth.getUserByEmail(email)).emailVerified).toBe(false);
    for (const address of [email, PRINCIPALS.orgAdmin.email, 'nessuno@test.it']) {
      expect(await api('POST', '/auth/send-verification-link', { body: { email: address } })).toEqual({
        status: 200,
        body: { sent: true },
      });
    }
    const data = await mailData(email, 'emailVerification');
    expect(data.link).toMatch(/\/recover\?mode=verifyEmail&oobCode=[\w-]+$/);
    await useOobCode(oobCode(data.link));
    expect((await adminAuth.getUserByEmail(email)).emailVerified).toBe(true);
    const others = await db.collection(orgCol(ORG_A, 'mail')).where('template', '==', 'emailVerification').get();
    expect(others.docs.map((d) => d.get('to'))).toEqual([email]);
    expect((await api('POST', '/auth/send-verification-link', { body: { email: 'bad' } })).body.err).toBe('INVALID_REQUEST');
  });
});
