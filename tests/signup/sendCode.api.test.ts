// The admin app of the tests first: the functions modules then reuse it.
import { db } from '../support/admin';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ANONYMOUS_MAILS_GLOBAL, EMAIL_CODE_SENDS_PER_EMAIL, REQUESTS_PER_ADDRESS } from '@tessera/domain/constants';
import { col } from '@tessera/domain/paths';
import { api } from '../support/api';
import { buildWorld, ORG_A } from '../support/world';
import { clearRateLimits, deliveredTo, emailedCode, fillGlobalMailCap, fillRateWindow } from './support';

const send = (email: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = { org: ORG_A }) =>
  api('POST', '/v1/signup/send-code', { headers, body: { email, lang: 'ITALIA', name: 'Giulia', ...extra } });

beforeAll(async () => {
  await buildWorld();
});
beforeEach(clearRateLimits);

describe('POST /v1/signup/send-code', () => {
  it('sends a 6-digit code by email in the address language and stores only a hash of it', async () => {
    const res = await send('Giulia.Nuova@Example.test');
    expect(res).toEqual({ status: 200, body: { sent: true } });
    const code = await emailedCode('giulia.nuova@example.test');
    expect(code).toMatch(/^\d{6}$/);
    const [mail] = await deliveredTo('giulia.nuova@example.test');
    expect(mail!.subject).toContain('codice di verifica');
    expect(mail!.text).toContain('Ciao Giulia');
    const stored = await db.collection(col.verificationCodes).get();
    const docs = stored.docs.map((d) => d.data());
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ purpose: 'signup', attempts: 0, usedAt: null });
    expect(JSON.stringify(docs[0])).not.toContain(code);
    expect(JSON.stringify(docs[0])).not.toContain('giulia');
  });

  it('a foreign or missing address country gets the English mail', async () => {
    await send('abroad@example.test', { lang: 'EN' });
    await emailedCode('abroad@example.test');
    const [mail] = await deliveredTo('abroad@example.test');
    expect(mail!.subject).toContain('verification code');
  });

  it('answers sent:false, and sends nothing, when a member or a sign-in has the email', async () => {
    expect(await send('member-a@test.it')).toEqual({ status: 200, body: { sent: false } });
    // an account of another organization holds the address: it cannot sign up again with it
    expect(await send('admin-b@test.it')).toEqual({ status: 200, body: { sent: false } });
    await new Promise((r) => setTimeout(r, 1500));
    expect(await deliveredTo('member-a@test.it')).toHaveLength(0);
  });

  it.each([
    [{ email: 'not-an-email' }, 'body.email'],
    [{ name: '' }, 'body.name'],
    [{ lang: '' }, 'body.lang'],
  ])('bad input %j → 400 INVALID_REQUEST at %s', async (patch, path) => {
    const res = await send('ok@example.test', patch);
    expect(res.status).toBe(400);
    expect(res.body.err).toBe('INVALID_REQUEST');
    expect(res.body.issues!.map((i) => i.path)).toContain(path);
  });

  it('an unknown organization → 404 NOT_FOUND', async () => {
    const res = await send('ok@example.test', {}, { org: 'no-such-org' });
    expect(res).toMatchObject({ status: 404, body: { err: 'NOT_FOUND' } });
  });

  it(`a flood for one email: ${EMAIL_CODE_SENDS_PER_EMAIL.max} codes, then TOO_MANY_REQUESTS`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < EMAIL_CODE_SENDS_PER_EMAIL.max + 3; i++) statuses.push((await send('flood@example.test')).status);
    expect(statuses).toEqual([...Array(EMAIL_CODE_SENDS_PER_EMAIL.max).fill(200), 429, 429, 429]);
    const refused = await send('flood@example.test');
    expect(refused.body).toMatchObject({ err: 'TOO_MANY_REQUESTS' });
    // another address is not held back by this one
    expect((await send('calm@example.test')).status).toBe(200);
  });

  it(`a full window of one network address (${REQUESTS_PER_ADDRESS.max} an hour over many emails), then TOO_MANY_REQUESTS`, async () => {
    await fillRateWindow('code-ip', '192.0.2.77', REQUESTS_PER_ADDRESS);
    // a new left part of X-Forwarded-For: the caller wrote it, the limit does not see it
    expect(await send('spoofed@example.test', {}, { org: ORG_A, 'x-forwarded-for': '10.0.0.1, 192.0.2.77' })).toMatchObject({
      status: 429,
      body: { err: 'TOO_MANY_REQUESTS' },
    });
    // the requests without the header come from this test's own address, with its own window
    expect((await send('own-window@example.test')).status).toBe(200);
    // the taken-email answer is also behind the limit: it cannot be used to probe addresses
    expect((await send('member-a@test.it', {}, { org: ORG_A, 'x-forwarded-for': '192.0.2.77' })).status).toBe(429);
  });

  it(`the global cap of anonymous mail (${ANONYMOUS_MAILS_GLOBAL.max} an hour, all callers together): then 429 for any address and email`, async () => {
    await fillGlobalMailCap();
    expect(await send('fresh@example.test', {}, { org: ORG_A, 'x-forwarded-for': '198.51.100.200' })).toMatchObject({
      status: 429,
      body: { err: 'TOO_MANY_REQUESTS' },
    });
    expect(await api('POST', '/auth/activate-send-code', { headers: { org: ORG_A }, body: { email: 'other@example.test' } })).toMatchObject(
      {
        status: 429,
      },
    );
    expect(await deliveredTo('fresh@example.test')).toHaveLength(0);
  });
});
