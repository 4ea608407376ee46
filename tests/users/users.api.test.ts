import { beforeAll, describe, expect, it } from 'vitest';
import { accountPath } from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { refreshIdToken, signIn } from '../support/emulators';
import { linkPhone, reauthWithPhone } from '../support/phone';
import { buildWorld, PASSWORD, PRINCIPALS, type World } from '../support/world';

const PHONE = '+393331112222';

describe('/v1/users: SMS second factor and forced password change', () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld();
  });

  it.each([
    ['POST', '/v1/users/enable-mfa'],
    ['GET', '/v1/users/disable-mfa'],
    ['POST', '/v1/users/sync-mfa'],
    ['POST', '/v1/users/forced-password-change'],
  ] as const)('%s %s without a token → 401', async (method, path) => {
    const res = await api(method, path, { body: method === 'POST' ? {} : undefined });
    expect(res.status).toBe(401);
    expect(res.body.err).toBe('UNAUTHENTICATED');
  });

  it('enable-mfa without a phone number → 422 MISSING_PHONE_NUMBER, nothing written', async () => {
    const res = await api('POST', '/v1/users/enable-mfa', { token: world.tokens.member });
    expect(res.status).toBe(422);
    expect(res.body.err).toBe('MISSING_PHONE_NUMBER');
    expect((await db.doc(accountPath(world.uid('member'))).get()).get('mfa')).toBe(false);
  });

  it('enable-mfa with a number and its SMS check stores it in E.164 and turns mfa on; disable-mfa turns it off (any role)', async () => {
    const staffPhone = '+393331113333';
    await db.doc(accountPath(world.uid('staff'))).set({ phone_number: '333 111 3333' }, { merge: true });
    // a password token is no SMS check of the number: nothing changes
    const noProof = await api('POST', '/v1/users/enable-mfa', { token: world.tokens.staff });
    expect(noProof.status).toBe(403);
    expect(noProof.body.err).toBe('SECOND_FACTOR_REQUIRED');
    expect((await db.doc(accountPath(world.uid('staff'))).get()).get('mfa')).toBe(false);
    const on = await api<{ account: { mfa: boolean; phone_number: string; last_mfa: number }; refresh: boolean }>(
      'POST',
      '/v1/users/enable-mfa',
      { token: await linkPhone(world.tokens.staff, staffPhone) },
    );
    expect(on.status).toBe(200);
    expect(on.body.account).toMatchObject({ mfa: true, phone_number: staffPhone });
    // the check just made counts as today's: the session is not sent back to the SMS step
    expect(Date.now() - on.body.account.last_mfa).toBeLessThan(60_000);
    expect(on.body.refresh).toBe(true);
    const off = await api<{ account: { mfa: boolean } }>('GET', '/v1/users/disable-mfa', { token: await reauthWithPhone(staffPhone) });
    expect(off.body.account.mfa).toBe(false);
  });

  it('sync-mfa: bad input → 400; mfa off → 403 NOT_ENABLED; a password token is no proof → 400 OTP_INVALID', async () => {
    const bad = await api('POST', '/v1/users/sync-mfa', { token: world.tokens.member, body: { timestamp: 'now' } });
    expect(bad.status).toBe(400);
    expect(bad.body.err).toBe('INVALID_REQUEST');
    const off = await api('POST', '/v1/users/sync-mfa', { token: world.tokens.member, body: { timestamp: Date.now() } });
    expect(off.body.err).toBe('NOT_ENABLED');
    await db.doc(accountPath(world.uid('member'))).set({ phone_number: PHONE, mfa: true, last_mfa: 0 }, { merge: true });
    const noProof = await api('POST', '/v1/users/sync-mfa', { token: world.tokens.member, body: { timestamp: Date.now() } });
    expect(noProof.status).toBe(400);
    expect(noProof.body.err).toBe('OTP_INVALID');
    expect((await db.doc(accountPath(world.uid('member'))).get()).get('last_mfa')).toBe(0);
  });

  it('sync-mfa after the SMS code (link, then re-authentication) records last_mfa with the server clock', async () => {
    const session = await signIn(PRINCIPALS.member.email, PASSWORD);
    const linked = await linkPhone(session.idToken, PHONE);
    const before = Date.now();
    const first = await api<{ last_mfa: number }>('POST', '/v1/users/sync-mfa', { token: linked, body: { timestamp: 1 } });
    expect(first.status).toBe(200);
    expect(first.body.last_mfa).toBeGreaterThanOrEqual(before);
    // the next day's check: the number is linked, the code re-authenticates
    const again = await api('POST', '/v1/users/sync-mfa', { token: await reauthWithPhone(PHONE), body: { timestamp: Date.now() } });
    expect(again.status).toBe(200);
    expect((await db.doc(accountPath(world.uid('member'))).get()).get('last_mfa')).toBeGreaterThanOrEqual(before);
    // a later password sign-in carries the linked number too, but it is no SMS check
    const password = await signIn(PRINCIPALS.member.email, PASSWORD);
    const replay = await api('POST', '/v1/users/sync-mfa', { token: password.idToken, body: { timestamp: Date.now() } });
    expect(replay.body.err).toBe('OTP_INVALID');
  });

  it('sync-mfa with a phone token of another number than the account’s → OTP_INVALID', async () => {
    await db.doc(accountPath(world.uid('member'))).set({ phone_number: '+393339999999' }, { merge: true });
    const res = await api('POST', '/v1/users/sync-mfa', { token: await reauthWithPhone(PHONE), body: { timestamp: Date.now() } });
    expect(res.body.err).toBe('OTP_INVALID');
  });

  it('forced-password-change: only while the account must change it; the recover panel rules; the flag cleared after', async () => {
    const uid = world.uid('management');
    const notForced = await api('POST', '/v1/users/forced-password-change', {
      token: world.tokens.management,
      body: { password: 'Nuova-Pass1' },
    });
    expect(notForced.status).toBe(403);
    expect(notForced.body.err).toBe('NOT_ENABLED');
    await db.doc(accountPath(uid)).set({ mustChangePassword: true }, { merge: true });
    const weak = await api('POST', '/v1/users/forced-password-change', { token: world.tokens.management, body: { password: 'Nuova1' } });
    expect(weak.status).toBe(400);
    expect(weak.body.issues?.map((i) => i.message)).toContain('validation.passwordSpecial');
    const ok = await api('POST', '/v1/users/forced-password-change', { token: world.tokens.management, body: { password: 'Nuova-Pass1' } });
    expect(ok.status).toBe(200);
    expect((await db.doc(accountPath(uid)).get()).get('mustChangePassword')).toBe(false);
    const relogin = await signIn(PRINCIPALS.management.email, 'Nuova-Pass1');
    expect(await refreshIdToken(relogin.refreshToken)).toBeTruthy();
    await expect(signIn(PRINCIPALS.management.email, PASSWORD)).rejects.toThrow();
  });
});
