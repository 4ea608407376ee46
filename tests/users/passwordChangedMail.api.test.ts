// The admin app of the tests first: the functions modules then reuse it.
import { db } from '../support/admin';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountPath, orgCol } from '@tessera/domain/paths';
import { signIn } from '../support/emulators';
import { ORG_A, PRINCIPALS, buildWorld, type World } from '../support/world';
import { api } from '../support/api';
import { clearRateLimits, emailedCode } from '../signup/support';
import { deliveredMails, ISO_DATE_IN_TEXT } from '../support/mailbox';

// After a password change the sign-in's address is told, with the day and time and the way back if it was not them.
let world: World;

beforeAll(async () => {
  world = await buildWorld();
});
beforeEach(clearRateLimits);

describe('password changed', () => {
  it('mails the sign-in once, with when it happened on the Italian clock and the sign-in page', async () => {
    const token = world.tokens.groupAdmin;
    const email = PRINCIPALS.groupAdmin.email;
    expect((await api('POST', '/v1/users/change-password-send-code', { token })).body).toEqual({ sent: true });
    const otp = await emailedCode(email);
    const before = Date.now();
    const body = { password: 'Nuova-Pass1', otp };
    expect(await api('POST', '/v1/users/change-password', { token, body })).toEqual({ status: 200, body: { done: true } });
    const [mail] = await deliveredMails(email, /^La password di .* è stata cambiata$/);
    expect(mail!.subject).toBe('La password di Associazione Alfa è stata cambiata');
    const when = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
      before,
    );
    expect(mail!.text).toContain(`come ${email} è stata cambiata il ${when} alle `);
    expect(mail!.text).toMatch(/alle \d{2}:\d{2}\./);
    expect(mail!.text).toMatch(/Vai alla pagina di accesso: http\S+\/auth/);
    expect(mail!.text).not.toMatch(ISO_DATE_IN_TEXT);
    // the code is spent: the same request again, from a new session, changes and mails nothing
    const again = await signIn(email, 'Nuova-Pass1');
    expect(await api('POST', '/v1/users/change-password', { token: again.idToken, body })).toEqual({
      status: 400,
      body: { err: 'OTP_INVALID' },
    });
    const queued = await db.collection(orgCol(ORG_A, 'mail')).where('to', '==', email).where('template', '==', 'passwordChanged').get();
    expect(queued.size).toBe(1);
  });

  it('after the change an admin reset forces: mailed once too, a retry changes and mails nothing', async () => {
    const email = PRINCIPALS.staff.email;
    await db.doc(accountPath(world.uid('staff'))).set({ mustChangePassword: true }, { merge: true });
    const body = { password: 'Forzata-Pass1' };
    expect(await api('POST', '/v1/users/forced-password-change', { token: world.tokens.staff, body })).toEqual({
      status: 200,
      body: { done: true },
    });
    const [mail] = await deliveredMails(email, /^La password di .* è stata cambiata$/);
    expect(mail!.text).toContain(`come ${email} è stata cambiata il `);
    const again = await signIn(email, 'Forzata-Pass1');
    expect((await api('POST', '/v1/users/forced-password-change', { token: again.idToken, body })).body).toEqual({ err: 'NOT_ENABLED' });
    const queued = await db.collection(orgCol(ORG_A, 'mail')).where('to', '==', email).where('template', '==', 'passwordChanged').get();
    expect(queued.size).toBe(1);
  });
});
