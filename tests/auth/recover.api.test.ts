import { beforeAll, describe, expect, it } from 'vitest';
import { accountPath, orgCol } from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { buildWorld, ORG_A, PRINCIPALS, type World } from '../support/world';

async function resetMails(org: string, to: string) {
  const snap = await db.collection(orgCol(org, 'mail')).where('to', '==', to).where('template', '==', 'passwordReset').get();
  return Promise.all(snap.docs.map(async (d) => ({ id: d.id, ...(await d.ref.collection('private').doc('payload').get()).data() })));
}

describe('GET /auth/recover-password (header email)', () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld();
  });

  it('no email, or a malformed one → 400 INVALID_REQUEST', async () => {
    expect((await api('GET', '/auth/recover-password')).body.err).toBe('INVALID_REQUEST');
    const bad = await api('GET', '/auth/recover-password', { headers: { email: 'not-an-email' } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues?.[0]?.message).toBe('validation.email');
  });

  it('queues the reset mail with a link to /recover?mode=resetPassword&oobCode=…, once a minute', async () => {
    const res = await api('GET', '/auth/recover-password', { headers: { email: `  ${PRINCIPALS.member.email.toUpperCase()} ` } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sent: true });
    const mails = await resetMails(ORG_A, PRINCIPALS.member.email);
    expect(mails).toHaveLength(1);
    const link = (mails[0] as unknown as { data: { link: string } }).data.link;
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/recover\?mode=resetPassword&oobCode=[\w-]+$/);
    expect((await db.doc(accountPath(world.uid('member'))).get()).get('resetMailAt')).toBeTruthy();
    await api('GET', '/auth/recover-password', { headers: { email: PRINCIPALS.member.email } });
    expect(await resetMails(ORG_A, PRINCIPALS.member.email)).toHaveLength(1);
  });

  it('an unknown address answers the same and sends nothing', async () => {
    const res = await api('GET', '/auth/recover-password', { headers: { email: 'nobody-here@test.it' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sent: true });
    expect(await resetMails(ORG_A, 'nobody-here@test.it')).toHaveLength(0);
  });
});
