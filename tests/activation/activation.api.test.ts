// The admin app of the tests first: the functions modules then reuse it.
import { adminAuth, db } from '../support/admin';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import type { ErrorBody } from '@tessera/domain/errors';
import { ACTIVATION_CHECKS_PER_CARD, ACTIVATION_TICKET_MAX_TRIES, REQUESTS_PER_ADDRESS } from '@tessera/domain/constants';
import { accountPath, cardPath, col, memberPath, orgPath, profileId, profilePath } from '@tessera/domain/paths';
import { api } from '../support/api';
import { refreshIdToken, signIn } from '../support/emulators';
import { buildWorld, ORG_A, ORG_B, MEMBERS, PASSWORD, updateMember } from '../support/world';
import { clearRateLimits, deliveredTo, emailedCode, fillRateWindow } from '../signup/support';
import { addRegisterMember, expireCodes } from './support';
import { memberListFieldsOf } from '@tessera/domain/lists/listFields';
import { searchToken } from '@tessera/domain/lists/searchTokens';

const NEW_PASSWORD = 'Attiva-2026';
const headers = { org: ORG_A };
const m3 = MEMBERS.find((m) => m.id === 'm3')!;
const m1 = MEMBERS.find((m) => m.id === 'm1')!;
/** 32 random bytes, base64url */
const TICKET = /^[A-Za-z0-9_-]{43}$/;

const firstStep = (body: Record<string, unknown>, h: Record<string, string> = headers) =>
  api<{ id: string }>('POST', '/auth/activate-first-step', { headers: h, body });
const sendCode = (email: string) => api<{ sent: boolean }>('POST', '/auth/activate-send-code', { headers, body: { email } });
const secondStep = (body: { otp: string; email: string; password?: string; userID: string }) =>
  api<{ uid: string }>('POST', '/auth/activate-second-step', { headers, body: { password: NEW_PASSWORD, ...body } });

/** A passed step 1: the activation ticket it answers as `id` (never the member id). */
async function ticketFor(member: { id: string; cardNumber: string; ssn: string }): Promise<string> {
  const res = await firstStep({ card_number: member.cardNumber, ssn: member.ssn });
  expect(res.status).toBe(200);
  expect(res.body.id).toMatch(TICKET);
  expect(res.body.id).not.toBe(member.id);
  return res.body.id;
}

/** Step 1 passed and a code mailed to `email`: what step 2 needs. */
async function ready(member: { id: string; cardNumber: string; ssn: string }, email: string, count = 1) {
  const ticket = await ticketFor(member);
  expect((await sendCode(email)).body).toEqual({ sent: true });
  return { ticket, otp: await emailedCode(email, count) };
}

/** The stored record of a ticket: only its SHA-256 names it. */
const ticketDoc = (ticket: string) => db.doc(`${col.activationChecks}/${createHash('sha256').update(ticket).digest('hex')}`);

async function authUserOf(email: string) {
  return adminAuth.getUserByEmail(email).catch(() => null);
}

beforeAll(async () => {
  await buildWorld();
  await addRegisterMember(ORG_A, { id: 'r1', cardNumber: '2001', ssn: 'BNCGNN70A01F205U' });
  await addRegisterMember(ORG_A, { id: 'r2', cardNumber: '2002', ssn: 'BNCGNN70A02F205Z' });
  await addRegisterMember(ORG_A, { id: 'r3', cardNumber: '2003', ssn: 'BNCGNN70A03F205B' });
  await addRegisterMember(ORG_A, { id: 'r4', cardNumber: '2004', ssn: 'BNCGNN70A04F205D' });
  await addRegisterMember(ORG_A, { id: 'r5', cardNumber: '2005', ssn: 'BNCGNN70A05F205H' });
});
beforeEach(clearRateLimits);

describe('POST /auth/activate-first-step', () => {
  it('finds the member by card number and tax code (lower case accepted) → {id: a fresh activation ticket}', async () => {
    const res = await firstStep({ card_number: ` ${m3.cardNumber} `, ssn: m3.ssn.toLowerCase() });
    expect(res.status).toBe(200);
    expect(res.body.id).toMatch(TICKET);
    const again = await firstStep({ card_number: m3.cardNumber, ssn: m3.ssn });
    expect(again.body.id).not.toBe(res.body.id);
    // only the hash is stored, with the member, a short life and no try spent
    const stored = (await ticketDoc(res.body.id).get()).data()!;
    expect(stored).toMatchObject({ orgId: ORG_A, memberId: 'm3', tries: 0 });
    expect(JSON.stringify(stored)).not.toContain(res.body.id);
  });

  it('a wrong tax code, a wrong card number or a card of another organization → the same 404 USER_NOT_FOUND', async () => {
    const answers = await Promise.all([
      firstStep({ card_number: m3.cardNumber, ssn: 'RSSMRA80A01H501U' }),
      firstStep({ card_number: '9999', ssn: m3.ssn }),
      firstStep({ card_number: '1001', ssn: 'NRESRA70C50D612U' }), // Sara is card 1001 of ORG_B, not of ORG_A
    ]);
    for (const a of answers) expect(a).toEqual({ status: 404, body: { err: 'USER_NOT_FOUND' } });
    expect((await firstStep({ card_number: '1001', ssn: 'NRESRA70C50D612U' }, { org: ORG_B })).body.id).toMatch(TICKET);
  });

  it('a member who already has a sign-in → 409 CARD_ALREADY_ACTIVATED', async () => {
    // m1 is shared with the members files, which flag and edit it: put its card and tax code back as the world made them
    await db.doc(memberPath(ORG_A, 'm1')).set({ ssn: m1.ssn, cardNumber: m1.cardNumber, deceased: false }, { merge: true });
    await db.doc(cardPath(ORG_A, m1.cardNumber)).set({ number: m1.cardNumber, memberId: 'm1' }, { merge: true });
    expect(await firstStep({ card_number: m1.cardNumber, ssn: m1.ssn })).toEqual({ status: 409, body: { err: 'CARD_ALREADY_ACTIVATED' } });
  });

  it.each([
    [{ card_number: '', ssn: m3.ssn }, 'body.card_number'],
    [{ card_number: '1003' }, 'body.ssn'],
    [{ card_number: '1003', ssn: 'X'.repeat(17) }, 'body.ssn'],
  ])('bad input %j → 400 INVALID_REQUEST at %s', async (body, path) => {
    const res = await firstStep(body);
    expect(res.status).toBe(400);
    expect(res.body.err).toBe('INVALID_REQUEST');
    expect(res.body.issues!.map((i) => i.path)).toContain(path);
  });

  it('an unknown organization → 404 NOT_FOUND', async () => {
    expect((await firstStep({ card_number: m3.cardNumber, ssn: m3.ssn }, { org: 'no-such-org' })).body).toEqual({ err: 'NOT_FOUND' });
  });

  it('a suspended organization takes nobody new → 403 NOT_ENABLED; reactivated, the same pair is found', async () => {
    await db.doc(orgPath(ORG_A)).update({ suspended: true });
    try {
      const res = await firstStep({ card_number: m3.cardNumber, ssn: m3.ssn });
      expect(res).toEqual({ status: 403, body: { err: 'NOT_ENABLED' } });
      const signup = await api('POST', '/v1/signup/send-code', {
        headers,
        body: { email: 'nuovo@example.test', lang: 'ITALIA', name: 'N' },
      });
      expect(signup).toEqual({ status: 403, body: { err: 'NOT_ENABLED' } });
    } finally {
      await db.doc(orgPath(ORG_A)).update({ suspended: false });
    }
    expect((await firstStep({ card_number: m3.cardNumber, ssn: m3.ssn })).status).toBe(200);
  });

  it(`tries on one card: ${ACTIVATION_CHECKS_PER_CARD.max}, then 429 TOO_MANY_REQUESTS even for the right pair, with when to retry`, async () => {
    const statuses: number[] = [];
    // the card of m3 with another member's tax code: a wrong pair
    for (let i = 0; i < ACTIVATION_CHECKS_PER_CARD.max; i++)
      statuses.push(
        (await firstStep({ card_number: m3.cardNumber, ssn: m1.ssn }, { ...headers, 'x-forwarded-for': `203.0.113.${i}` })).status,
      );
    expect(statuses).toEqual(Array(ACTIVATION_CHECKS_PER_CARD.max).fill(404));
    const refused = await firstStep({ card_number: m3.cardNumber, ssn: m3.ssn }, { ...headers, 'x-forwarded-for': '203.0.113.99' });
    expect(refused).toMatchObject({ status: 429, body: { err: 'TOO_MANY_REQUESTS' } });
    expect(Date.parse(String((refused.body as ErrorBody).retryAt))).toBeGreaterThan(Date.now());
  });

  it('a room sharing one address is not held back by the tries of its people on other cards', async () => {
    // each try writes a new left part into X-Forwarded-For: only the entry the platform appended (right-most) counts
    const from = (i: number) => ({ ...headers, 'x-forwarded-for': `10.9.${i}.1, 203.0.113.7` });
    const statuses: number[] = [];
    for (let i = 0; i < ACTIVATION_CHECKS_PER_CARD.max + 1; i++)
      statuses.push((await firstStep({ card_number: `9${i}`, ssn: m3.ssn }, from(i))).status);
    expect(statuses).toEqual(Array(ACTIVATION_CHECKS_PER_CARD.max + 1).fill(404));
    expect((await firstStep({ card_number: m3.cardNumber, ssn: m3.ssn }, from(99))).status).toBe(200);
  });

  it(`one address keeps a ceiling (${REQUESTS_PER_ADDRESS.max} an hour): then 429 even for the right pair`, async () => {
    await fillRateWindow('activate-ip', '203.0.113.7', REQUESTS_PER_ADDRESS);
    expect(
      await firstStep({ card_number: m3.cardNumber, ssn: m3.ssn }, { ...headers, 'x-forwarded-for': '10.9.0.1, 203.0.113.7' }),
    ).toMatchObject({
      status: 429,
      body: { err: 'TOO_MANY_REQUESTS' },
    });
    // another platform-seen address has its own window
    expect((await firstStep({ card_number: m3.cardNumber, ssn: m3.ssn }, { ...headers, 'x-forwarded-for': '203.0.113.8' })).status).toBe(
      200,
    );
  });
});

describe('POST /auth/activate-send-code', () => {
  it('mails a code to a free address; answers sent:false (and mails nothing) when a sign-in holds it', async () => {
    expect(await sendCode('Free.Address@Example.test')).toEqual({ status: 200, body: { sent: true } });
    expect(await emailedCode('free.address@example.test')).toMatch(/^\d{6}$/);
    expect(await sendCode('admin-b@test.it')).toEqual({ status: 200, body: { sent: false } });
    await new Promise((r) => setTimeout(r, 1500));
    expect(await deliveredTo('admin-b@test.it')).toHaveLength(0);
  });

  it('bad input → 400 INVALID_REQUEST', async () => {
    const res = await sendCode('not-an-email');
    expect(res.status).toBe(400);
    expect(res.body.issues!.map((i) => i.path)).toContain('body.email');
  });
});

describe('POST /auth/activate-second-step', () => {
  it('happy path: creates the sign-in, account, member profile and the email on the member; the sign-in works', async () => {
    const email = 'luca.nuovo@example.test';
    const { otp, ticket } = await ready(m3, email);
    const res = await secondStep({ otp, email: 'Luca.Nuovo@Example.test', userID: ticket });
    expect(res.status).toBe(200);
    const uid = res.body.uid;
    expect(uid).toMatch(/\S/);

    const pid = profileId(uid, ORG_A, 'member');
    expect((await db.doc(profilePath(pid)).get()).data()).toMatchObject({
      uid,
      email,
      orgId: ORG_A,
      role: 'member',
      memberId: 'm3',
      pending: false,
    });
    expect((await db.doc(accountPath(uid)).get()).data()).toMatchObject({ email, profileIds: [pid], mfa: false });
    const member = (await db.doc(memberPath(ORG_A, 'm3')).get()).data()!;
    expect(member.email).toBe(email);
    // the list fields follow the new email (the search finds the member by it)
    expect(member.searchTokens).toEqual(memberListFieldsOf(member).searchTokens);
    expect(member.searchTokens).toContain(searchToken(email));
    expect((await adminAuth.getUser(uid)).emailVerified).toBe(true);

    const session = await signIn(email, NEW_PASSWORD);
    const validated = await api<{ profile: { role: string; memberId: string; orgId: string } }>('GET', '/auth/validate', {
      token: session.idToken,
    });
    expect(validated.body.profile).toMatchObject({ role: 'member', memberId: 'm3', orgId: ORG_A });
    const token = await refreshIdToken(session.refreshToken);
    const my = await api<{ member: { id: string } }>('GET', '/v1/profile/my', { token });
    expect(my.status).toBe(200);
    expect(JSON.stringify(my.body)).toContain('m3');
    // the ticket is spent: gone, and refused if sent again
    expect((await ticketDoc(ticket).get()).exists).toBe(false);
    expect(await secondStep({ otp, email, userID: ticket })).toEqual({ status: 404, body: { err: 'USER_NOT_FOUND' } });

    // the card is now activated; and the spent code is refused even where everything else would pass
    expect((await firstStep({ card_number: m3.cardNumber, ssn: m3.ssn })).body).toEqual({ err: 'CARD_ALREADY_ACTIVATED' });
    await adminAuth.deleteUser(uid);
    await Promise.all([db.doc(profilePath(pid)).delete(), db.doc(accountPath(uid)).delete()]);
    const r5 = await ticketFor({ id: 'r5', cardNumber: '2005', ssn: 'BNCGNN70A05F205H' });
    expect(await secondStep({ otp, email, userID: r5 })).toEqual({ status: 400, body: { err: 'OTP_INVALID' } });
    expect(await authUserOf(email)).toBeNull();
  });

  it('without a passed step 1 → 404 USER_NOT_FOUND, no sign-in made', async () => {
    const email = 'skipper@example.test';
    expect((await sendCode(email)).body).toEqual({ sent: true });
    const otp = await emailedCode(email);
    expect(await secondStep({ otp, email, userID: 'r1' })).toEqual({ status: 404, body: { err: 'USER_NOT_FOUND' } });
    expect(await authUserOf(email)).toBeNull();
  });

  it("a member id instead of the ticket → 404, even while the member's own activation is under way (no hijack)", async () => {
    const r1 = { id: 'r1', cardNumber: '2001', ssn: 'BNCGNN70A01F205U' };
    const victim = await ticketFor(r1);
    // the attacker read r1's id from a card's QR and has a good code for their own address
    const email = 'hijacker@example.test';
    expect((await sendCode(email)).body).toEqual({ sent: true });
    const otp = await emailedCode(email);
    expect(await secondStep({ otp, email, userID: 'r1' })).toEqual({ status: 404, body: { err: 'USER_NOT_FOUND' } });
    expect(await authUserOf(email)).toBeNull();
    expect((await db.collection(col.profiles).where('memberId', '==', 'r1').get()).empty).toBe(true);
    // the victim's ticket is untouched by the attempt
    expect((await ticketDoc(victim).get()).get('tries')).toBe(0);
  });

  it('a forged ticket, an expired one, one of another organization → 404 USER_NOT_FOUND; the bad ones are burned', async () => {
    const email = 'tickets@example.test';
    expect((await sendCode(email)).body).toEqual({ sent: true });
    const otp = await emailedCode(email);
    const forged = Buffer.alloc(32, 7).toString('base64url');
    expect(await secondStep({ otp, email, userID: forged })).toEqual({ status: 404, body: { err: 'USER_NOT_FOUND' } });

    const expired = await ticketFor({ id: 'r1', cardNumber: '2001', ssn: 'BNCGNN70A01F205U' });
    await ticketDoc(expired).update({ expiresAt: new Date(Date.now() - 1000) });
    expect(await secondStep({ otp, email, userID: expired })).toEqual({ status: 404, body: { err: 'USER_NOT_FOUND' } });
    expect((await ticketDoc(expired).get()).exists).toBe(false);

    const otherOrg = (await firstStep({ card_number: '1001', ssn: 'NRESRA70C50D612U' }, { org: ORG_B })).body.id;
    expect(await secondStep({ otp, email, userID: otherOrg })).toEqual({ status: 404, body: { err: 'USER_NOT_FOUND' } });
    expect((await ticketDoc(otherOrg).get()).exists).toBe(false);
    expect(await authUserOf(email)).toBeNull();
  });

  it(`${ACTIVATION_TICKET_MAX_TRIES} failed tries burn the ticket: then even the right code is refused`, async () => {
    const r4 = { id: 'r4', cardNumber: '2004', ssn: 'BNCGNN70A04F205D' };
    const email = 'burn@example.test';
    const { otp, ticket } = await ready(r4, email);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < ACTIVATION_TICKET_MAX_TRIES; i++)
      expect((await secondStep({ otp: wrong, email, userID: ticket })).body).toEqual({ err: 'OTP_INVALID' });
    // a fresh, unspent code: only the ticket stands in the way
    expect((await sendCode(email)).body).toEqual({ sent: true });
    const fresh = await emailedCode(email, 2);
    expect(await secondStep({ otp: fresh, email, userID: ticket })).toEqual({ status: 404, body: { err: 'USER_NOT_FOUND' } });
    expect((await ticketDoc(ticket).get()).exists).toBe(false);
    expect(await authUserOf(email)).toBeNull();
  });

  it(`step 2 from one address over its ceiling (${REQUESTS_PER_ADDRESS.max} an hour): 429, whatever X-Forwarded-For's left part says`, async () => {
    await fillRateWindow('activate2-ip', '198.51.100.4', REQUESTS_PER_ADDRESS);
    const forged = Buffer.alloc(32, 7).toString('base64url');
    const answer = await api('POST', '/auth/activate-second-step', {
      headers: { ...headers, 'x-forwarded-for': '192.0.2.200, 198.51.100.4' },
      body: { otp: '123456', email: 'flood@example.test', password: NEW_PASSWORD, userID: forged },
    });
    expect(answer).toMatchObject({ status: 429, body: { err: 'TOO_MANY_REQUESTS' } });
  });

  it('a wrong code, a code mailed to another address, an expired code → 400 OTP_INVALID, nothing made', async () => {
    const r1 = { id: 'r1', cardNumber: '2001', ssn: 'BNCGNN70A01F205U' };
    const { otp, ticket } = await ready(r1, 'r1@example.test');
    const wrong = otp === '000000' ? '111111' : '000000';
    expect(await secondStep({ otp: wrong, email: 'r1@example.test', userID: ticket })).toEqual({
      status: 400,
      body: { err: 'OTP_INVALID' },
    });
    expect(await secondStep({ otp, email: 'other@example.test', userID: ticket })).toEqual({ status: 400, body: { err: 'OTP_INVALID' } });
    await expireCodes('activation');
    expect(await secondStep({ otp, email: 'r1@example.test', userID: ticket })).toEqual({ status: 400, body: { err: 'OTP_INVALID' } });
    expect(await authUserOf('r1@example.test')).toBeNull();
    expect((await db.collection(col.profiles).where('memberId', '==', 'r1').get()).empty).toBe(true);
  });

  it('an address a sign-in took after the code was sent → 409 EMAIL_ALREADY_USED, that sign-in untouched', async () => {
    const r1 = { id: 'r1', cardNumber: '2001', ssn: 'BNCGNN70A01F205U' };
    const email = 'taken-later@example.test';
    const { otp, ticket } = await ready(r1, email);
    const other = await adminAuth.createUser({ email, password: PASSWORD });
    expect(await secondStep({ otp, email, userID: ticket })).toEqual({ status: 409, body: { err: 'EMAIL_ALREADY_USED' } });
    expect((await authUserOf(email))!.uid).toBe(other.uid);
    await signIn(email, PASSWORD);
    expect((await db.collection(col.profiles).where('memberId', '==', 'r1').get()).empty).toBe(true);
    await adminAuth.deleteUser(other.uid);
  });

  it("another member's email → 409 EMAIL_ALREADY_USED, and the sign-in made for it is deleted again", async () => {
    const r2 = { id: 'r2', cardNumber: '2002', ssn: 'BNCGNN70A02F205Z' };
    const memberEmail = 'member-taken@example.test';
    await updateMember(ORG_A, 'r4', { email: memberEmail });
    const { otp, ticket } = await ready(r2, memberEmail);
    expect(await secondStep({ otp, email: memberEmail, userID: ticket })).toEqual({ status: 409, body: { err: 'EMAIL_ALREADY_USED' } });
    expect(await authUserOf(memberEmail)).toBeNull();
    expect((await db.collection(col.profiles).where('memberId', '==', 'r2').get()).empty).toBe(true);
    expect((await db.doc(memberPath(ORG_A, 'r2')).get()).get('email')).toBeUndefined();
  });

  it('a member activated meanwhile → 409 CARD_ALREADY_ACTIVATED, no sign-in made', async () => {
    const r3 = { id: 'r3', cardNumber: '2003', ssn: 'BNCGNN70A03F205B' };
    const { otp, ticket } = await ready(r3, 'late@example.test');
    await db.doc(profilePath('someone_r3')).set({ uid: 'someone', orgId: ORG_A, memberId: 'r3', role: 'member', email: 'x@example.test' });
    expect(await secondStep({ otp, email: 'late@example.test', userID: ticket })).toEqual({
      status: 409,
      body: { err: 'CARD_ALREADY_ACTIVATED' },
    });
    expect(await authUserOf('late@example.test')).toBeNull();
    await db.doc(profilePath('someone_r3')).delete();
  });

  it('two activations of one member at once (two tickets): exactly one wins, the loser leaves no sign-in', async () => {
    const r2 = { id: 'r2', cardNumber: '2002', ssn: 'BNCGNN70A02F205Z' };
    const a = await ready(r2, 'race-a@example.test');
    const b = await ready(r2, 'race-b@example.test');
    const results = await Promise.all([
      secondStep({ otp: a.otp, email: 'race-a@example.test', userID: a.ticket }),
      secondStep({ otp: b.otp, email: 'race-b@example.test', userID: b.ticket }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, expect.any(Number)]);
    const loser = results.find((r) => r.status !== 200)!;
    expect(['CARD_ALREADY_ACTIVATED', 'USER_NOT_FOUND']).toContain(loser.body.err);
    const profiles = await db.collection(col.profiles).where('memberId', '==', 'r2').get();
    expect(profiles.size).toBe(1);
    const users = await Promise.all([authUserOf('race-a@example.test'), authUserOf('race-b@example.test')]);
    expect(users.filter(Boolean)).toHaveLength(1);
  });

  it('bad input → 400 INVALID_REQUEST (weak password, short code, missing id)', async () => {
    const res = await api('POST', '/auth/activate-second-step', {
      headers,
      body: { otp: '12', email: 'x@example.test', password: 'weak', userID: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues!.map((i) => i.path)).toEqual(expect.arrayContaining(['body.otp', 'body.password', 'body.userID']));
  });
});
