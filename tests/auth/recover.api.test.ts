import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ANONYMOUS_MAILS_GLOBAL, REQUESTS_PER_ADDRESS } from '@tessera/domain/constants';
import { accountPath, col, orgCol } from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { eventually } from '../support/settle';
import { buildWorld, ORG_A, PRINCIPALS, type World } from '../support/world';
import { clearRateLimits, fillGlobalMailCap, fillRateWindow } from '../signup/support';

async function resetMails(org: string, to: string) {
  const snap = await db.collection(orgCol(org, 'mail')).where('to', '==', to).where('template', '==', 'passwordReset').get();
  return Promise.all(snap.docs.map(async (d) => ({ id: d.id, ...(await d.ref.collection('private').doc('payload').get()).data() })));
}
const recover = (email: string, headers: Record<string, string> = {}) =>
  api('GET', '/auth/recover-password', { headers: { ...headers, email } });
const handledRequests = async () =>
  (await db.collection(col.passwordResetRequests).get()).docs.map((d) => d.data()).filter((d) => d.handledAt);

describe('GET /auth/recover-password (header email)', () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld();
  });
  beforeEach(clearRateLimits);

  it('no email, or a malformed one → 400 INVALID_REQUEST', async () => {
    expect((await api('GET', '/auth/recover-password')).body.err).toBe('INVALID_REQUEST');
    const bad = await recover('not-an-email');
    expect(bad.status).toBe(400);
    expect(bad.body.issues?.[0]?.message).toBe('validation.email');
  });

  it('queues the reset mail with a link to /recover?mode=resetPassword&oobCode=…, once a minute', async () => {
    const res = await recover(`  ${PRINCIPALS.member.email.toUpperCase()} `);
    expect(res).toEqual({ status: 200, body: { sent: true } });
    const mails = await eventually(
      () => resetMails(ORG_A, PRINCIPALS.member.email),
      (m) => m.length > 0,
    );
    expect(mails).toHaveLength(1);
    const link = (mails[0] as unknown as { data: { link: string } }).data.link;
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/recover\?mode=resetPassword&oobCode=[\w-]+$/);
    expect((await db.doc(accountPath(world.uid('member'))).get()).get('resetMailAt')).toBeTruthy();
    await recover(PRINCIPALS.member.email);
    const outcomes = await eventually(
      async () => (await handledRequests()).map((r) => r.outcome as string),
      (o) => o.length === 2,
    );
    expect(outcomes.sort()).toEqual(['sent', 'throttled']);
    expect(await resetMails(ORG_A, PRINCIPALS.member.email)).toHaveLength(1);
  });

  it('a known and an unknown address get the same answer after the same work: one request each, handled after the answer', async () => {
    await Promise.all((await db.collection(col.passwordResetRequests).get()).docs.map((d) => d.ref.delete()));
    const [known, unknown] = [await recover(PRINCIPALS.staff.email), await recover('nobody-here@test.it')];
    expect(known).toEqual(unknown);
    expect(known).toEqual({ status: 200, body: { sent: true } });
    const handled = await eventually(handledRequests, (r) => r.length === 2);
    expect(handled.map((r) => r.outcome).sort()).toEqual(['sent', 'unknown']);
    // the address does not outlive its handling
    for (const r of handled) expect(r.email).toBeUndefined();
    expect(await resetMails(ORG_A, 'nobody-here@test.it')).toHaveLength(0);
  });

  it(`per network address: ${REQUESTS_PER_ADDRESS.max} an hour, then 429, whatever X-Forwarded-For's left part says`, async () => {
    await fillRateWindow('recover-ip', '198.51.100.9', REQUESTS_PER_ADDRESS);
    expect(await recover('one-more@test.it', { 'x-forwarded-for': '10.1.99.1, 198.51.100.9' })).toMatchObject({
      status: 429,
      body: { err: 'TOO_MANY_REQUESTS' },
    });
  });

  it(`the global cap of anonymous mail (${ANONYMOUS_MAILS_GLOBAL.max} an hour, all callers together) → 429 from any address`, async () => {
    await fillGlobalMailCap();
    expect(await recover(PRINCIPALS.staff.email, { 'x-forwarded-for': '203.0.113.50' })).toMatchObject({
      status: 429,
      body: { err: 'TOO_MANY_REQUESTS' },
    });
  });
});
