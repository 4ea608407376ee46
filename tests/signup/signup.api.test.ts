// The admin app of the tests first: the functions modules then reuse it.
import { db, adminAuth } from '../support/admin';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_CODE_MAX_ATTEMPTS } from '@tessera/domain/constants';
import { accountPath, col, orgCol, profileId, profilePath } from '@tessera/domain/paths';
import { api } from '../support/api';
import { addMember, buildWorld, ORG_A } from '../support/world';
import { clearRateLimits, signupCode, signupPayload } from './support';
import { configuredAppUrl } from '../payments/support';
import { publishPrivacyPolicy } from '../support/privacyPolicy';

const preregister = (body: unknown) => api('POST', '/v1/signup/preregister-user', { headers: { org: ORG_A }, body });
const createSession = (body: unknown) => api('POST', '/v1/payments/create-session', { headers: { org: ORG_A }, body });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function membersWithEmail(email: string) {
  return (await db.collection(orgCol(ORG_A, 'members')).where('email', '==', email).get()).docs;
}
async function accountExists(email: string) {
  return adminAuth.getUserByEmail(email).then(
    () => true,
    () => false,
  );
}

let world: Awaited<ReturnType<typeof buildWorld>>;
beforeAll(async () => {
  world = await buildWorld();
});
beforeEach(clearRateLimits);

describe('POST /v1/signup/preregister-user', () => {
  it('with the emailed code: a PENDING member without card, the sign-in and its member profile', async () => {
    const email = 'pre@example.test';
    const code = await signupCode(ORG_A, email);
    const res = await preregister(signupPayload(email, code));
    expect(res).toEqual({ status: 200, body: { result: true } });
    const [member] = await membersWithEmail(email);
    expect(member!.data()).toMatchObject({
      name: 'Giulia',
      surname: 'Verdi',
      accountStatus: 'PENDING',
      cardStatus: 'NOT_FOUND',
      category: 'cat-ord',
      preregistered: true,
      residence: { line: 'Via Roma 1', city: 'ROMA', zip: '00118', state: 'RM', country: 'ITALIA' },
    });
    const user = await adminAuth.getUserByEmail(email);
    expect(user.emailVerified).toBe(true);
    const profile = await db.doc(profilePath(profileId(user.uid, ORG_A, 'member'))).get();
    expect(profile.data()).toMatchObject({ role: 'member', memberId: member!.id, pending: false, orgId: ORG_A });
    expect((await db.doc(accountPath(user.uid)).get()).get('lang')).toBe('it');
    // the code is spent: the same payload again fails on the code, and nothing more is written
    const again = await preregister(signupPayload(email, code));
    expect(again).toMatchObject({ status: 400, body: { err: 'OTP_INVALID' } });
    expect(await membersWithEmail(email)).toHaveLength(1);
  });

  it('a wrong code is refused and writes nothing; the right code still works after it', async () => {
    const email = 'wrong@example.test';
    const code = await signupCode(ORG_A, email);
    expect(await preregister(signupPayload(email, wrong(code)))).toMatchObject({ status: 400, body: { err: 'OTP_INVALID' } });
    expect(await membersWithEmail(email)).toHaveLength(0);
    expect(await accountExists(email)).toBe(false);
    expect((await preregister(signupPayload(email, code))).status).toBe(200);
  });

  it(`${EMAIL_CODE_MAX_ATTEMPTS} wrong tries burn the code: the right one then fails too`, async () => {
    const email = 'burn@example.test';
    const code = await signupCode(ORG_A, email);
    for (let i = 0; i < EMAIL_CODE_MAX_ATTEMPTS; i++) expect((await preregister(signupPayload(email, wrong(code)))).status).toBe(400);
    expect(await preregister(signupPayload(email, code))).toMatchObject({ status: 400, body: { err: 'OTP_INVALID' } });
    expect(await membersWithEmail(email)).toHaveLength(0);
  });

  it('a burst of parallel guesses gets no more tries than the limit', async () => {
    const email = 'burst@example.test';
    const code = await signupCode(ORG_A, email);
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    await Promise.all(guesses.map((g) => preregister(signupPayload(email, g))));
    const [stored] = (await db.collection(col.verificationCodes).where('purpose', '==', 'signup').get()).docs.filter(
      (d) => d.get('attempts') >= EMAIL_CODE_MAX_ATTEMPTS,
    );
    expect(stored!.get('attempts')).toBe(EMAIL_CODE_MAX_ATTEMPTS);
    expect((await preregister(signupPayload(email, code))).body.err).toBe('OTP_INVALID');
  });

  it('an expired code is refused', async () => {
    const email = 'expired@example.test';
    const code = await signupCode(ORG_A, email);
    const docs = await db.collection(col.verificationCodes).where('purpose', '==', 'signup').get();
    // the newest code is this test's: age it past its lifetime
    const newest = docs.docs.sort((a, b) => b.get('createdAt') - a.get('createdAt'))[0]!;
    await newest.ref.update({ expiresAt: new Date(Date.now() - 1000) });
    expect(await preregister(signupPayload(email, code))).toMatchObject({ status: 400, body: { err: 'OTP_INVALID' } });
    expect(await accountExists(email)).toBe(false);
  });

  it('a code sent to one email does not pass for another', async () => {
    const code = await signupCode(ORG_A, 'owner@example.test');
    expect(await preregister(signupPayload('thief@example.test', code))).toMatchObject({ status: 400, body: { err: 'OTP_INVALID' } });
    expect(await accountExists('thief@example.test')).toBe(false);
  });

  it('a tax code already registered → 409 TAX_CODE_ALREADY_USED, the new sign-in removed, the code still usable', async () => {
    const email = 'dup-ssn@example.test';
    const code = await signupCode(ORG_A, email);
    const res = await preregister(signupPayload(email, code, { ssn: 'RSSMRA80A01H501U' }));
    expect(res).toMatchObject({ status: 409, body: { err: 'TAX_CODE_ALREADY_USED' } });
    expect(await accountExists(email)).toBe(false);
    expect((await preregister(signupPayload(email, code))).status).toBe(200);
  });

  it.each([
    [{ acceptStatuto: false }, 'body.acceptStatuto'],
    [{ offer: '' }, 'body.offer'],
    [{ password: 'short' }, 'body.password'],
    [{ otp: '12ab56' }, 'body.otp'],
    [{ fullAddress: { nome: 'ROMA', cap: '00118', prov: 'EE', stato: 'ITALIA' } }, 'body.fullAddress.stato'],
    [{ ssn: 'X'.repeat(17) }, 'body.ssn'],
  ])('bad input %j → 400 INVALID_REQUEST at %s, nothing written', async (patch, path) => {
    const res = await preregister(signupPayload('bad@example.test', '123456', patch));
    expect(res.status).toBe(400);
    expect(res.body.issues!.map((i) => i.path)).toContain(path);
    expect(await accountExists('bad@example.test')).toBe(false);
  });

  it('an offer the organization does not offer → 404 PLAN_NOT_FOUND', async () => {
    const email = 'plan@example.test';
    const code = await signupCode(ORG_A, email);
    expect(await preregister(signupPayload(email, code, { offer: 'cat-int' }))).toMatchObject({
      status: 404,
      body: { err: 'PLAN_NOT_FOUND' },
    });
  });

  it('links the privacy policy published in Settings and records its version with the consent; a version never published is refused', async () => {
    const unpublished = await api<{ result: { privacyPolicy: unknown } }>('GET', '/v1/website/public-info', { headers: { org: ORG_A } });
    expect(unpublished.body.result.privacyPolicy).toBeNull();
    const version = await publishPrivacyPolicy(world.tokens.orgAdmin);
    const info = await api<{ result: { privacyPolicy: { version: number; url: string } } }>('GET', '/v1/website/public-info', {
      headers: { org: ORG_A },
    });
    // a signed link to the stored file (on the emulators, the Firestore store's own download path)
    expect(info.body.result.privacyPolicy).toEqual({ version, url: expect.stringMatching(/^(https?:\/\/|\/v1\/files\/download\?t=)/) });

    const email = 'versioned@example.test';
    const code = await signupCode(ORG_A, email);
    expect(await preregister(signupPayload(email, code, { privacyVersion: version + 1 }))).toMatchObject({
      status: 409,
      body: { err: 'POLICY_CHANGED' },
    });
    expect(await membersWithEmail(email)).toHaveLength(0);
    expect(await accountExists(email)).toBe(false);

    expect((await preregister(signupPayload(email, code, { privacyVersion: version }))).status).toBe(200);
    const [member] = await membersWithEmail(email);
    // accepted at signup: the member is not asked for the same text again at sign-in
    expect(member!.get('policies.privacy')).toMatchObject({ version });
    const consents = await member!.ref.collection('consents').get();
    expect(consents.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({
        kind: 'privacy',
        given: true,
        version,
        source: 'signup',
        recordedBy: expect.objectContaining({ kind: 'member' }),
      }),
    ]);
  });
});

describe('POST /v1/payments/create-session', () => {
  it('spends the code, opens the sign-in with a pending profile and a PENDING signup, and answers the checkout URL', async () => {
    const email = 'pay@example.test';
    const code = await signupCode(ORG_A, email);
    const res = await api<{ session: { id: string; url: string; payment_status: string } }>('POST', '/v1/payments/create-session', {
      // a forged Origin does not choose where the payment pages return: the configured APP_URL does
      headers: { org: ORG_A, origin: 'https://evil.example' },
      body: signupPayload(email, code, { offer: 'cat-sost' }),
    });
    expect(res.status).toBe(200);
    expect(res.body.session.url).toBe(`${configuredAppUrl()}/checkout/${res.body.session.id}`);
    const local = (await db.doc(`${col.localCheckoutSessions}/${res.body.session.id}`).get()).data()!;
    expect(local.request).toMatchObject({
      successUrl: `${configuredAppUrl()}/signup-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${configuredAppUrl()}/signup-error?session_id={CHECKOUT_SESSION_ID}`,
    });
    expect(res.body.session.payment_status).toBe('unpaid');
    const user = await adminAuth.getUserByEmail(email);
    const signup = await db.doc(`${orgCol(ORG_A, 'signups')}/${user.uid}`).get();
    expect(signup.data()).toMatchObject({
      status: 'PENDING',
      sessionId: res.body.session.id,
      offer: { id: 'cat-sost', name: 'Sostenitore', amount: 10050 },
      // the privacy version the form linked (none here), recorded with the consent when the payment creates the member
      privacyVersion: null,
    });
    expect(JSON.stringify(signup.data())).not.toContain('Segreta-1');
    const profile = await db.doc(profilePath(profileId(user.uid, ORG_A, 'member'))).get();
    expect(profile.data()).toMatchObject({ role: 'member', memberId: null, pending: true });
    expect(await membersWithEmail(email)).toHaveLength(0);
    // the code is spent
    expect((await createSession(signupPayload(email, code))).body.err).toBe('OTP_INVALID');
  });

  it('the email of a member → 409 EMAIL_ALREADY_USED even with a code', async () => {
    // send-code refuses a taken email, so the code comes from a free address first, then a member takes it
    const email = 'late@example.test';
    const code = await signupCode(ORG_A, email);
    await addMember(ORG_A, { name: 'X', surname: 'Y', ssn: 'TSTBPX80A01H111X', email });
    expect(await createSession(signupPayload(email, code))).toMatchObject({ status: 409, body: { err: 'EMAIL_ALREADY_USED' } });
    expect(await accountExists(email)).toBe(false);
  });

  it('a person who left checkout signs up again with a fresh code: the pending sign-in is taken over', async () => {
    const email = 'again@example.test';
    const first = await createSession(signupPayload(email, await signupCode(ORG_A, email)));
    expect(first.status).toBe(200);
    const uid = (await adminAuth.getUserByEmail(email)).uid;
    const second = await createSession(signupPayload(email, await signupCode(ORG_A, email, 2), { password: 'Nuova-Segreta-2' }));
    expect(second.status).toBe(200);
    expect((await adminAuth.getUserByEmail(email)).uid).toBe(uid);
    const signup = await db.doc(`${orgCol(ORG_A, 'signups')}/${uid}`).get();
    expect(signup.get('sessionId')).toBe((second.body.session as { id: string }).id);
  });
});
