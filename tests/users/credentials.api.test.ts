// The admin app of the tests first: the functions modules then reuse it.
import { adminAuth, db } from '../support/admin';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_CODE_SENDS_PER_EMAIL } from '@tessera/domain/constants';
import { accountPath, col, memberPath, profileId, profilePath } from '@tessera/domain/paths';
import { api } from '../support/api';
import { signIn } from '../support/emulators';
import { buildWorld, ORG_A, ORG_B, PASSWORD, PRINCIPALS, updateMember, type World } from '../support/world';
import { clearRateLimits, deliveredTo, emailedCode } from '../signup/support';
import { eventually } from '../support/settle';
import { decodeToken } from '../support/phone';
import { expireCodes } from '../activation/support';
import { memberListFieldsOf } from '@tessera/domain/lists/listFields';
import { searchToken } from '@tessera/domain/lists/searchTokens';

let world: World;
const sendUsernameCode = (token: string, email: string) =>
  api<{ sent: boolean }>('POST', '/v1/users/change-username-send-code', { token, body: { email } });
const confirmUsername = (token: string, email: string, otp: string) =>
  api<{ email: string }>('POST', '/v1/users/change-username-confirm', { token, body: { email, otp } });
const sendPasswordCode = (token: string) => api<{ sent: boolean }>('POST', '/v1/users/change-password-send-code', { token });
const changePassword = (token: string, password: string, otp: string) =>
  api('POST', '/v1/users/change-password', { token, body: { password, otp } });
const other = (otp: string) => (otp === '000000' ? '111111' : '000000');

beforeAll(async () => {
  world = await buildWorld();
});
beforeEach(clearRateLimits);

describe('/v1/users: username and password change', () => {
  it.each([
    ['/v1/users/change-username-send-code', { email: 'x@example.test' }],
    ['/v1/users/change-username-confirm', { email: 'x@example.test', otp: '123456' }],
    ['/v1/users/change-password-send-code', {}],
    ['/v1/users/change-password', { password: 'Nuova-123', otp: '123456' }],
  ])('POST %s without a token → 401 UNAUTHENTICATED', async (path, body) => {
    expect(await api('POST', path, { body })).toEqual({ status: 401, body: { err: 'UNAUTHENTICATED' } });
  });

  it.each([
    ['/v1/users/change-username-send-code', { email: 'not-an-email' }, ['body.email']],
    ['/v1/users/change-username-confirm', { email: 'x@', otp: '12' }, ['body.email', 'body.otp']],
    ['/v1/users/change-password', { password: 'alllower1', otp: '1234567' }, ['body.password', 'body.otp']],
  ])('POST %s with bad input → 400 INVALID_REQUEST', async (path, body, paths) => {
    const res = await api('POST', path, { token: world.tokens.member, body });
    expect(res.status).toBe(400);
    expect(res.body.err).toBe('INVALID_REQUEST');
    expect(res.body.issues!.map((i) => i.path)).toEqual(expect.arrayContaining(paths));
  });
});

describe('change username', () => {
  it('a taken address (another sign-in, or another member of the organization) → sent:false, no mail', async () => {
    expect((await sendUsernameCode(world.tokens.member, 'admin-a@test.it')).body).toEqual({ sent: false });
    expect((await sendUsernameCode(world.tokens.member, 'luca@test.it')).body).toEqual({ sent: false });
    await new Promise((r) => setTimeout(r, 1500));
    expect(await deliveredTo('luca@test.it')).toHaveLength(0);
  });

  it('a wrong code, a code mailed to another address, an expired code → 400 OTP_INVALID, nothing changed', async () => {
    expect((await sendUsernameCode(world.tokens.member, 'mario.one@example.test')).body).toEqual({ sent: true });
    const otp = await emailedCode('mario.one@example.test');
    expect(await confirmUsername(world.tokens.member, 'mario.one@example.test', other(otp))).toEqual({
      status: 400,
      body: { err: 'OTP_INVALID' },
    });
    expect(await confirmUsername(world.tokens.member, 'mario.two@example.test', otp)).toEqual({
      status: 400,
      body: { err: 'OTP_INVALID' },
    });
    await expireCodes('change-username');
    expect(await confirmUsername(world.tokens.member, 'mario.one@example.test', otp)).toEqual({
      status: 400,
      body: { err: 'OTP_INVALID' },
    });
    expect((await adminAuth.getUser(world.uid('member'))).email).toBe(PRINCIPALS.member.email);
    expect((await db.doc(memberPath(ORG_A, 'm1')).get()).get('email')).toBe(PRINCIPALS.member.email);
  });

  it('happy path: Auth email, account, profile and member change together; the new email signs in, the old does not', async () => {
    const email = 'mario.nuovo@example.test';
    expect((await sendUsernameCode(world.tokens.member, 'Mario.Nuovo@Example.test')).body).toEqual({ sent: true });
    const otp = await emailedCode(email);
    expect(await confirmUsername(world.tokens.member, email, otp)).toEqual({ status: 200, body: { email } });

    const uid = world.uid('member');
    expect((await adminAuth.getUser(uid)).email).toBe(email);
    expect((await db.doc(accountPath(uid)).get()).get('email')).toBe(email);
    expect((await db.doc(profilePath(profileId(uid, ORG_A, 'member'))).get()).get('email')).toBe(email);
    const member = (await db.doc(memberPath(ORG_A, 'm1')).get()).data()!;
    expect(member.email).toBe(email);
    // the list fields follow the new email, the old one no longer finds the member
    expect(member.searchTokens).toEqual(memberListFieldsOf(member).searchTokens);
    expect(member.searchTokens).toContain(searchToken(email));
    expect(member.searchTokens).not.toContain(searchToken(PRINCIPALS.member.email));

    await expect(signIn(PRINCIPALS.member.email, PASSWORD)).rejects.toThrow();
    // Auth ends the sessions of a changed email (the web signs in again with the new one and the password it asked)
    expect((await api('GET', '/v1/profile/my', { token: world.tokens.member })).status).toBe(401);
    const session = await signIn(email, PASSWORD);
    expect((await api('GET', '/v1/profile/my', { token: session.idToken })).status).toBe(200);
    // the code is spent
    expect(await confirmUsername(session.idToken, email, otp)).toEqual({ status: 400, body: { err: 'OTP_INVALID' } });
  });

  it('the old address gets a mail with an undo link: a POST of it takes the login back once and ends the sessions', async () => {
    // the happy path above moved the member from member-a@test.it to mario.nuovo@example.test
    const old = PRINCIPALS.member.email;
    const changed = 'mario.nuovo@example.test';
    const uid = world.uid('member');
    const mails = await eventually(
      () => deliveredTo(old),
      (m) => m.some((x) => x.text.includes('undo-username?token=')),
    );
    const mail = mails.find((x) => x.text.includes('undo-username?token='))!;
    expect(mail.text).toContain(changed);
    const token = /undo-username\?token=([\w-]{43})/.exec(mail.text)![1]!;
    const undo = (body: unknown) => api<{ email: string }>('POST', '/auth/undo-username-change', { body });

    // opening the link (GET, as a mail scanner does) undoes nothing
    expect((await api('GET', `/auth/undo-username-change?token=${token}`)).status).toBe(404);
    expect((await adminAuth.getUser(uid)).email).toBe(changed);
    expect((await undo({ token: 'short' })).body.err).toBe('INVALID_REQUEST');
    expect(await undo({ token: 'x'.repeat(43) })).toEqual({ status: 410, body: { err: 'UNDO_LINK_INVALID' } });

    const session = await signIn(changed, PASSWORD);
    // revocation counts whole seconds (a token signed in the very second of the revocation still passes): let the
    // clock leave the sign-in's second first
    const signedAt = decodeToken(session.idToken).auth_time!;
    await eventually(
      async () => Math.floor(Date.now() / 1000),
      (nowS) => nowS > signedAt,
    );
    expect(await undo({ token })).toEqual({ status: 200, body: { email: old } });
    expect((await adminAuth.getUser(uid)).email).toBe(old);
    expect((await db.doc(accountPath(uid)).get()).get('email')).toBe(old);
    expect((await db.doc(profilePath(profileId(uid, ORG_A, 'member'))).get()).get('email')).toBe(old);
    expect((await db.doc(memberPath(ORG_A, 'm1')).get()).get('email')).toBe(old);
    // whoever changed it is signed out, and the old address signs in again
    expect((await api('GET', '/v1/profile/my', { token: session.idToken })).status).toBe(401);
    expect((await signIn(old, PASSWORD)).localId).toBe(uid);
    // single use
    expect(await undo({ token })).toEqual({ status: 410, body: { err: 'UNDO_LINK_INVALID' } });
    // only the hash is stored
    const stored = await db.collection(col.usernameUndos).where('uid', '==', uid).get();
    expect(JSON.stringify(stored.docs.map((d) => [d.id, d.data()]))).not.toContain(token);
  });

  it('a sign-in with two profiles: both profiles and its member record follow', async () => {
    const email = 'anna.nuova@example.test';
    expect((await sendUsernameCode(world.tokens.twoProfiles, email)).body).toEqual({ sent: true });
    expect((await confirmUsername(world.tokens.twoProfiles, email, await emailedCode(email))).status).toBe(200);
    const uid = world.uid('twoProfiles');
    const profiles = await db.collection(col.profiles).where('uid', '==', uid).get();
    expect(profiles.docs.map((d) => [d.get('orgId'), d.get('email')]).sort()).toEqual(
      [
        [ORG_A, email],
        [ORG_B, email],
      ].sort(),
    );
    expect((await db.doc(memberPath(ORG_A, 'm2')).get()).get('email')).toBe(email);
  });

  it('another member took the address after the code was sent → 409 EMAIL_ALREADY_USED, the Auth email put back', async () => {
    const token = (await signIn('anna.nuova@example.test', PASSWORD)).idToken;
    const second = 'conteso2@example.test';
    expect((await sendUsernameCode(token, second)).body).toEqual({ sent: true });
    const otp2 = await emailedCode(second);
    // the member record of ORG_A is checked though the current profile is the ORG_B admin one
    await updateMember(ORG_A, 'm3', { email: second });
    expect(await confirmUsername(token, second, otp2)).toEqual({ status: 409, body: { err: 'EMAIL_ALREADY_USED' } });
    expect((await adminAuth.getUser(world.uid('twoProfiles'))).email).toBe('anna.nuova@example.test');
    expect((await db.doc(memberPath(ORG_A, 'm2')).get()).get('email')).toBe('anna.nuova@example.test');
  });

  it(`a flood for one address: ${EMAIL_CODE_SENDS_PER_EMAIL.max} codes, then 429 TOO_MANY_REQUESTS`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < EMAIL_CODE_SENDS_PER_EMAIL.max + 1; i++)
      statuses.push((await sendUsernameCode(world.tokens.groupAdmin, 'flood@example.test')).status);
    expect(statuses).toEqual([...Array(EMAIL_CODE_SENDS_PER_EMAIL.max).fill(200), 429]);
  });
});

describe('change password', () => {
  it('mails the code to the sign-in own email; wrong, expired or other-purpose codes → OTP_INVALID; the right one sets it', async () => {
    const token = world.tokens.management;
    const email = PRINCIPALS.management.email;
    expect(await sendPasswordCode(token)).toEqual({ status: 200, body: { sent: true } });
    const otp = await emailedCode(email);
    expect(await changePassword(token, 'Nuova-Pass1', other(otp))).toEqual({ status: 400, body: { err: 'OTP_INVALID' } });
    await expireCodes('change-password');
    expect(await changePassword(token, 'Nuova-Pass1', otp)).toEqual({ status: 400, body: { err: 'OTP_INVALID' } });
    await signIn(email, PASSWORD);

    expect((await sendPasswordCode(token)).body).toEqual({ sent: true });
    const fresh = await emailedCode(email, 2);
    expect(await changePassword(token, 'Nuova-Pass1', fresh)).toEqual({ status: 200, body: { done: true } });
    await signIn(email, 'Nuova-Pass1');
    await expect(signIn(email, PASSWORD)).rejects.toThrow();
    // the change ends the sessions: the old token is refused
    expect((await api('GET', '/v1/profile/my', { token })).status).toBe(401);
    // and the code is spent
    const again = await signIn(email, 'Nuova-Pass1');
    expect(await changePassword(again.idToken, 'Terza-Pass1', fresh)).toEqual({ status: 400, body: { err: 'OTP_INVALID' } });
  });

  it('a code mailed for a username change does not change the password', async () => {
    const email = 'platform-new@example.test';
    expect((await sendUsernameCode(world.tokens.platform, email)).body).toEqual({ sent: true });
    const otp = await emailedCode(email);
    expect(await changePassword(world.tokens.platform, 'Nuova-Pass1', otp)).toEqual({ status: 400, body: { err: 'OTP_INVALID' } });
    await signIn(PRINCIPALS.platform.email, PASSWORD);
  });
});
