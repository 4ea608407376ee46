import { beforeAll, describe, expect, it } from 'vitest';
import { accountPath, profileId, profilePath } from '@tessera/domain/paths';
import { MFA_RECHECK_MS } from '@tessera/domain/constants';
import { api } from '../support/api';
import { adminAuth, db } from '../support/admin';
import { refreshIdToken, signIn } from '../support/emulators';
import { decodeToken, linkPhone, reauthWithPhone } from '../support/phone';
import { buildWorld, craftedToken, ORG_A, PASSWORD, PRINCIPALS, type World } from '../support/world';
import { PROJECT_ID } from '../support/env';

const PHONE = '+393331112299';
const TAX_CODE = 'RSSMRA80A01H501U';

/**
 * The login's second factor and an admin reset's forced change, enforced by the server: while either is owed the
 * token's claims restrict the session, and the API answers only the steps that settle it.
 */
describe('restricted sessions: second factor due, forced password change', () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld();
  });

  it('mfa on and the last check a day old: a password session reaches nothing but the SMS step, until it is done', async () => {
    const uid = world.uid('member');
    await db.doc(accountPath(uid)).set({ phone_number: PHONE, mfa: true, last_mfa: Date.now() - MFA_RECHECK_MS - 1 }, { merge: true });
    const session = await signIn(PRINCIPALS.member.email, PASSWORD);
    // validate (the login's first call) writes what the account owes onto the claims; it answers while restricted
    const validated = await api<{ refresh: boolean }>('GET', '/auth/validate', { token: session.idToken });
    expect(validated.status).toBe(200);
    expect(validated.body.refresh).toBe(true);
    const token = await refreshIdToken(session.refreshToken);
    expect(decodeToken(token).mfaUntil).toBeLessThan(Date.now());

    const calls = [
      api('GET', '/v1/profile/my', { token }),
      api('PATCH', '/v1/profile/patch', { token, body: { phone_number: '+393330000001' } }),
      api('GET', '/v1/users/disable-mfa', { token }),
      api('GET', '/v1/configs/all', { token }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.body.err).toBe('SESSION_RESTRICTED');
    }
    expect((await db.doc(accountPath(uid)).get()).data()).toMatchObject({ phone_number: PHONE, mfa: true });

    // a later password sign-in that never calls validate carries the same claims: still restricted
    const other = await signIn(PRINCIPALS.member.email, PASSWORD);
    expect((await api('GET', '/v1/profile/my', { token: other.idToken })).body.err).toBe('SESSION_RESTRICTED');

    // the SMS step: sync-mfa with the phone proof lifts the restriction for this and every session
    const phoneToken = await linkPhone(token, PHONE);
    const synced = await api<{ refresh: boolean }>('POST', '/v1/users/sync-mfa', { token: phoneToken, body: { timestamp: 1 } });
    expect(synced.status).toBe(200);
    expect(synced.body.refresh).toBe(true);
    expect((await api('GET', '/v1/profile/my', { token: await refreshIdToken(other.refreshToken) })).status).toBe(200);
  });

  it('turning the second factor off, or moving it to another number, needs a fresh SMS check', async () => {
    const token = await refreshIdToken(world.refreshTokens.member);
    const off = await api('GET', '/v1/users/disable-mfa', { token });
    expect(off.status).toBe(403);
    expect(off.body.err).toBe('SECOND_FACTOR_REQUIRED');
    const moved = await api('PATCH', '/v1/profile/patch', { token, body: { phone_number: '+393330000001' } });
    expect(moved.body.err).toBe('SECOND_FACTOR_REQUIRED');
    expect((await db.doc(accountPath(world.uid('member'))).get()).data()).toMatchObject({ phone_number: PHONE, mfa: true });
    const proof = await reauthWithPhone(PHONE);
    expect((await api('PATCH', '/v1/profile/patch', { token: proof, body: { phone_number: '+393330000001' } })).status).toBe(200);
    // the proof is of the number the account had: the new number needs its own check before mfa goes off
    expect((await api('GET', '/v1/users/disable-mfa', { token: proof })).body.err).toBe('SECOND_FACTOR_REQUIRED');
    await db.doc(accountPath(world.uid('member'))).set({ phone_number: PHONE }, { merge: true });
    const done = await api<{ account: { mfa: boolean } }>('GET', '/v1/users/disable-mfa', { token: await reauthWithPhone(PHONE) });
    expect(done.status).toBe(200);
    expect(done.body.account.mfa).toBe(false);
  });

  it('after an admin reset the tax code session reaches only the forced change; then the area opens', async () => {
    const uid = world.uid('member');
    const reset = await api('POST', '/v1/members/reset-password', { token: world.tokens.orgAdmin, body: { id: 'm1' } });
    expect(reset.body).toEqual({ done: true, mode: 'temporary-password' });
    const session = await signIn(PRINCIPALS.member.email, TAX_CODE);
    expect(decodeToken(session.idToken).pwdChange).toBe(true);
    for (const res of await Promise.all([
      api('GET', '/v1/profile/my', { token: session.idToken }),
      api('POST', '/v1/users/enable-mfa', { token: session.idToken }),
      api('POST', '/v1/users/change-password-send-code', { token: session.idToken }),
    ])) {
      expect(res.body.err).toBe('SESSION_RESTRICTED');
    }
    const changed = await api('POST', '/v1/users/forced-password-change', { token: session.idToken, body: { password: 'Nuova-Pass1!' } });
    expect(changed.status).toBe(200);
    const fresh = await signIn(PRINCIPALS.member.email, 'Nuova-Pass1!');
    expect(decodeToken(fresh.idToken).pwdChange).toBeUndefined();
    expect((await api('GET', '/v1/profile/my', { token: fresh.idToken })).status).toBe(200);
    expect((await db.doc(accountPath(uid)).get()).get('mustChangePassword')).toBe(false);
    await adminAuth.updateUser(uid, { password: PASSWORD });
  });

  it('username, password and second-factor changes need a recent sign-in (auth_time)', async () => {
    // a sign-in made without a password has no valid-since time, so the verifier's revocation check lets an old
    // auth_time through (with one, it would count as revoked): what is left to refuse it is the recent-sign-in check
    await adminAuth.createUser({ uid: 'uid-stale', email: 'stale@test.it' });
    // the profile the token names exists: the API refuses a token whose profile is gone before any other check
    await db
      .doc(profilePath(profileId('uid-stale', ORG_A, 'staff')))
      .set({ uid: 'uid-stale', email: 'stale@test.it', orgId: ORG_A, role: 'staff', groups: [] });
    const stale = craftedToken('staleSignIn', PROJECT_ID, { uid: 'uid-stale', org: ORG_A, role: 'staff' });
    const calls = [
      api('POST', '/v1/users/change-username-confirm', { token: stale, body: { email: 'new-staff@test.it', otp: '123456' } }),
      api('POST', '/v1/users/change-password', { token: stale, body: { password: 'Nuova-Pass1', otp: '123456' } }),
      api('POST', '/v1/users/enable-mfa', { token: stale }),
      api('GET', '/v1/users/disable-mfa', { token: stale }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.body.err).toBe('REAUTHENTICATION_REQUIRED');
    }
    // the same calls with a fresh sign-in get past the check (and fail on the missing code instead)
    const fresh = await signIn(PRINCIPALS.staff.email, PASSWORD);
    const ok = await api('POST', '/v1/users/change-username-confirm', {
      token: fresh.idToken,
      body: { email: 'new-staff@test.it', otp: '123456' },
    });
    expect(ok.body.err).toBe('OTP_INVALID');
  });
});
