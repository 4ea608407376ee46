import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEV_MAILBOX_COLLECTION } from '@tessera/domain/entities/mail';
import { orgCol, orgPath } from '@tessera/domain/paths';
import { MAX_MAIL_SENDERS } from '@tessera/domain/settings/mailSenders';
import { api } from '../support/api';
import { db } from '../support/admin';
import { eventually } from '../support/settle';
import { buildWorld, ORG_A, type World } from '../support/world';
import { clearRateLimits } from '../signup/support';

// Settings → verified mail senders: add, verify by an emailed code, choose the default; outgoing mail
// is signed by it while the "mail server" preference is on.
let world: World;
beforeAll(async () => {
  world = await buildWorld();
});
beforeEach(clearRateLimits);

const call = (
  method: 'POST' | 'DELETE',
  path: string,
  opts: { headers?: Record<string, string>; body?: unknown } = {},
  who: keyof World['tokens'] = 'orgAdmin',
) => api<Record<string, unknown>>(method, `/v1/settings/${path}`, { token: world.tokens[who], ...opts });
const sender = async (id: string) => (await db.doc(`${orgCol(ORG_A, 'mailSenders')}/${id}`).get()).data();

/** The newest sender code mailed to `to`, from the outbox's private payload. */
async function codeFor(to: string): Promise<string> {
  const snap = await eventually(
    () => db.collection(orgCol(ORG_A, 'mail')).where('to', '==', to).where('template', '==', 'emailCode').get(),
    (s) => !s.empty,
  );
  const newest = snap.docs.sort((a, b) => b.get('createdAt').toMillis() - a.get('createdAt').toMillis())[0]!;
  const data = (await newest.ref.collection('private').doc('payload').get()).get('data') as { code: string; purpose: string };
  expect(data.purpose).toBe('mail-sender');
  return data.code;
}

describe('settings → verified mail senders', () => {
  let first = '';
  let second = '';

  it('adds an unverified sender and mails its address a code; a wrong code is refused, the right one verifies it as the default', async () => {
    const res = await call('POST', 'add-sender', { body: { name: 'Segreteria Alfa', email: ' Segreteria@Alfa.it ' } });
    expect(res.status).toBe(200);
    first = res.body.id as string;
    expect(await sender(first)).toMatchObject({ name: 'Segreteria Alfa', email: 'segreteria@alfa.it', verified: false, default: false });
    const code = await codeFor('segreteria@alfa.it');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await call('POST', 'verify-sender', { headers: { id: first }, body: { otp: wrong } })).body.err).toBe('OTP_INVALID');
    expect((await sender(first))?.verified).toBe(false);
    expect((await call('POST', 'verify-sender', { headers: { id: first }, body: { otp: code } })).body).toEqual({
      id: first,
      verified: true,
      default: true,
    });
    // the code is spent
    expect((await call('POST', 'verify-sender', { headers: { id: first }, body: { otp: code } })).body.err).toBe('OTP_INVALID');
  });

  it('a second sender: not the default until chosen, and only once verified', async () => {
    second = (await call('POST', 'add-sender', { body: { name: 'Tesseramento', email: 'tessere@alfa.it' } })).body.id as string;
    expect((await call('POST', 'default-sender', { headers: { id: second } })).body.err).toBe('MAIL_SENDER_NOT_VERIFIED');
    // a new code replaces the first one
    await call('POST', 'send-sender-code', { headers: { id: second } });
    const code = await codeFor('tessere@alfa.it');
    expect((await call('POST', 'verify-sender', { headers: { id: second }, body: { otp: code } })).body).toMatchObject({ default: false });
    expect((await call('POST', 'default-sender', { headers: { id: second } })).status).toBe(200);
    expect([(await sender(first))?.default, (await sender(second))?.default]).toEqual([false, true]);
  });

  it('outgoing mail is signed by the default sender only while the mail server preference is on', async () => {
    const fromOf = async (to: string) => {
      await call('POST', 'add-sender', { body: { name: 'Prova', email: to } });
      const mail = await eventually(
        () => db.collection(DEV_MAILBOX_COLLECTION).where('to', '==', to).get(),
        (s) => !s.empty,
      );
      return mail.docs[0]!.get('from') as string;
    };
    expect(await fromOf('prova1@alfa.it')).not.toBe('tessere@alfa.it');
    await db.doc(orgPath(ORG_A)).update({ 'preferences.mailServer': true });
    expect(await fromOf('prova2@alfa.it')).toBe('tessere@alfa.it');
    await db.doc(orgPath(ORG_A)).update({ 'preferences.mailServer': false });
  });

  it('refuses an address already there and more than the limit, and bad input', async () => {
    expect((await call('POST', 'add-sender', { body: { name: 'Doppio', email: 'segreteria@alfa.it' } })).body.err).toBe(
      'EMAIL_ALREADY_USED',
    );
    const bad = await call('POST', 'add-sender', { body: { name: '', email: 'nope' } });
    expect(bad.body.issues?.map((i) => i.path).sort()).toEqual(['body.email', 'body.name']);
    const have = (await db.collection(orgCol(ORG_A, 'mailSenders')).get()).size;
    for (let i = have; i < MAX_MAIL_SENDERS; i++)
      await db.collection(orgCol(ORG_A, 'mailSenders')).add({ name: `x${i}`, email: `x${i}@alfa.it`, verified: false, default: false });
    expect((await call('POST', 'add-sender', { body: { name: 'Troppi', email: 'troppi@alfa.it' } })).body.err).toBe('QUOTAS_EXCEEDED');
  });

  it('deleting the default hands over to another verified sender', async () => {
    expect((await call('DELETE', 'delete-sender', { headers: { id: second } })).body).toEqual({ deleted: true });
    expect(await sender(second)).toBeUndefined();
    expect((await sender(first))?.default).toBe(true);
    const audit = (await db.collection(orgCol(ORG_A, 'audit')).get()).docs.map((d) => d.get('type') as string);
    expect(audit).toEqual(expect.arrayContaining(['mailSenderAdded', 'mailSenderVerified', 'mailSenderDefault', 'mailSenderRemoved']));
  });

  it.each(['groupAdmin', 'management', 'staff', 'member'] as const)('%s is refused', async (who) => {
    expect((await call('POST', 'add-sender', { body: { name: 'X', email: 'x@alfa.it' } }, who)).body.err).toBe('NO_USER_ALLOWED');
  });
});
