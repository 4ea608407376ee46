import { beforeAll, describe, expect, it } from 'vitest';
import { CARD_NUMBER_COUNTER, accountPath, cardPath, counterPath, memberPath, memberPrivatePath, orgCol } from '@tessera/domain/paths';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { api } from '../support/api';
import { db } from '../support/admin';
import { signIn } from '../support/emulators';
import { buildWorld, ORG_A, ORG_B, PASSWORD, type PrincipalName, type World } from '../support/world';
import { nthTaxCode } from '../support/taxCodes';

type Method = 'GET' | 'POST' | 'PATCH';
type Body = Record<string, unknown>;
type Member = Record<string, unknown> & { id: string };

/**
 * One row per endpoint: a valid call on m3 (group g3, outside the group admin's groups g1, g2), who may not
 * call it, what the other organization's admin gets, and a bad input with the issue path it must name.
 */
interface Row {
  method: Method;
  path: string;
  headers?: Record<string, string>;
  body?: Body;
  /** a principal whose role lacks the permission */
  wrongRole: PrincipalName;
  /** what the other organization's admin gets: member endpoints look in its own organization */
  otherOrg: { status: number; err?: string };
  /** whether a group admin is refused on m3 (organization-wide endpoints have no member) */
  scoped: boolean;
  bad?: { headers?: Record<string, string>; body?: Body; path: string };
}

const ROWS: Row[] = [
  { method: 'GET', path: '/v1/members/all', wrongRole: 'member', otherOrg: { status: 200 }, scoped: false },
  { method: 'GET', path: '/v1/members/last-card', wrongRole: 'member', otherOrg: { status: 200 }, scoped: false },
  {
    method: 'GET',
    path: '/v1/members/check-card-number',
    headers: { card: '1003' },
    wrongRole: 'member',
    otherOrg: { status: 200 },
    scoped: false,
    bad: { headers: { card: '12a' }, path: 'headers.card' },
  },
  {
    method: 'GET',
    path: '/v1/members/check-mail-availability',
    headers: { candidate: 'luca@test.it' },
    wrongRole: 'member',
    otherOrg: { status: 200 },
    scoped: false,
    bad: { headers: { candidate: 'not-an-email' }, path: 'headers.candidate' },
  },
  {
    method: 'GET',
    path: '/v1/members/resume-card-number',
    headers: { id: 'm3' },
    wrongRole: 'staff',
    otherOrg: { status: 404, err: 'USER_NOT_FOUND' },
    scoped: true,
    bad: { headers: {}, path: 'headers.id' },
  },
  {
    method: 'POST',
    path: '/v1/members/reset-password',
    body: { id: 'm3' },
    wrongRole: 'staff',
    otherOrg: { status: 404, err: 'USER_NOT_FOUND' },
    scoped: true,
    bad: { body: { id: 'a/b' }, path: 'body.id' },
  },
  {
    method: 'PATCH',
    path: '/v1/members/policy',
    body: { id: 'm3', newsletter: true },
    wrongRole: 'staff',
    otherOrg: { status: 404, err: 'USER_NOT_FOUND' },
    scoped: true,
    bad: { body: { id: 'm3', privacyAcceptedAt: '2024-02-30' }, path: 'body.privacyAcceptedAt' },
  },
  {
    method: 'POST',
    path: '/v1/members/add-relative',
    body: { id: 'm3', relative: { name: 'Ada', surname: 'Verdi', relationship: 'figlia' } },
    wrongRole: 'staff',
    otherOrg: { status: 404, err: 'USER_NOT_FOUND' },
    scoped: true,
    bad: { body: { id: 'm3', relative: { name: 'Ada', surname: 'Verdi', relationship: '' } }, path: 'body.relative.relationship' },
  },
  {
    method: 'POST',
    path: '/v1/members/delete-relative',
    body: { id: 'm3', index: 0 },
    wrongRole: 'staff',
    otherOrg: { status: 404, err: 'USER_NOT_FOUND' },
    scoped: true,
    bad: { body: { id: 'm3' }, path: 'body.relativeId' },
  },
  {
    method: 'POST',
    path: '/v1/members/preregister-user',
    body: { name: 'Pre', surname: 'Registrato', ssn: 'TSTBKX80A01H107M', group: 'g3' },
    wrongRole: 'staff',
    // g3 is a group of the first organization only: the other one's admin cannot file its member under it
    otherOrg: { status: 400, err: 'INVALID_REQUEST' },
    scoped: true,
    bad: { body: { name: 'Pre', surname: 'Registrato', ssn: 'TSTBKX80A01H107M', email: 'x@' }, path: 'body.email' },
  },
  {
    method: 'POST',
    path: '/v1/members/suspension-communication',
    body: { id: 'm3', reason: 'quota non versata' },
    wrongRole: 'staff',
    otherOrg: { status: 404, err: 'USER_NOT_FOUND' },
    scoped: true,
    bad: { body: { id: 'm3', reason: 'x'.repeat(1001) }, path: 'body.reason' },
  },
];

const call = (world: World, who: PrincipalName | null, r: Row, over: Partial<Pick<Row, 'headers' | 'body'>> = {}) =>
  api(r.method, r.path, {
    token: who ? world.tokens[who] : undefined,
    headers: over.headers ?? r.headers,
    body: over.body ?? r.body ?? (r.method === 'GET' ? undefined : {}),
  });

describe('/v1/members endpoints: access and input', () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld();
  });

  describe.each(ROWS.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', (_label, r) => {
    it('no token → 401 UNAUTHENTICATED', async () => {
      const res = await call(world, null, r);
      expect(res.status).toBe(401);
      expect(res.body.err).toBe('UNAUTHENTICATED');
    });

    it('a role without the permission → 403 NO_USER_ALLOWED', async () => {
      const res = await call(world, r.wrongRole, r);
      expect(res.status).toBe(403);
      expect(res.body.err).toBe('NO_USER_ALLOWED');
    });

    it('the admin of another organization works in its own organization only', async () => {
      const res = await call(world, 'otherOrgAdmin', r);
      expect(res.status).toBe(r.otherOrg.status);
      if (r.otherOrg.err) expect(res.body.err).toBe(r.otherOrg.err);
    });

    // Only the endpoints that act on one member have a group scope; only those with inputs have bad input.
    if (r.scoped)
      it('a group admin outside its groups → 403 NO_USER_ALLOWED, nothing written', async () => {
        const before = (await db.doc(memberPath(ORG_A, 'm3')).get()).data();
        const res = await call(world, 'groupAdmin', r);
        expect(res.status).toBe(403);
        expect(res.body.err).toBe('NO_USER_ALLOWED');
        expect((await db.doc(memberPath(ORG_A, 'm3')).get()).data()).toEqual(before);
      });

    if (r.bad)
      it('bad input → 400 INVALID_REQUEST naming the field', async () => {
        const res = await call(world, 'orgAdmin', r, { headers: r.bad!.headers, body: r.bad!.body });
        expect(res.status).toBe(400);
        expect(res.body.err).toBe('INVALID_REQUEST');
        expect(res.body.issues?.map((i) => i.path)).toContain(r.bad!.path);
      });
  });

  it('GET /v1/members/confirm-policy: only the member role (NO_USER_ALLOWED for admins), no token → 401', async () => {
    expect((await api('GET', '/v1/members/confirm-policy')).status).toBe(401);
    for (const who of ['orgAdmin', 'groupAdmin', 'staff', 'otherOrgAdmin'] as PrincipalName[]) {
      const res = await api('GET', '/v1/members/confirm-policy', { token: world.tokens[who] });
      expect(res.status).toBe(403);
      expect(res.body.err).toBe('NO_USER_ALLOWED');
    }
  });
});

describe('/v1/members endpoints: behaviour', () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld();
  });
  const as = (who: PrincipalName) => world.tokens[who];

  it('GET all: the whole organization, a group admin its groups only, ISO dates', async () => {
    const all = await api<{ result: Member[] }>('GET', '/v1/members/all', { token: as('orgAdmin') });
    expect(all.status).toBe(200);
    expect(all.body.result.map((m) => m.id).sort()).toEqual(['m1', 'm2', 'm3']);
    expect(typeof all.body.result[0]!.registeredAt).toBe('string');
    const local = await api<{ result: Member[] }>('GET', '/v1/members/all', { token: as('groupAdmin') });
    expect(local.body.result.map((m) => m.id).sort()).toEqual(['m1', 'm2']);
    const other = await api<{ result: Member[] }>('GET', '/v1/members/all', { token: as('otherOrgAdmin') });
    expect(other.body.result.map((m) => m.id)).toEqual(['mb1']);
    expect((await api('GET', '/v1/members/all', { token: as('staff') })).status).toBe(200);
  });

  it('GET last-card: the highest numeric number (not the longest text) and the next one', async () => {
    expect((await api('GET', '/v1/members/last-card', { token: as('orgAdmin') })).body).toEqual({ number: '1003', suggestion: '1004' });
    expect((await api('GET', '/v1/members/last-card', { token: as('otherOrgAdmin') })).body).toEqual({
      number: '1001',
      suggestion: '1002',
    });
    await db
      .doc(cardPath(ORG_A, '999'))
      .set({ number: '999', memberId: 'x', holder: 'x', group: null, status: 'ACTIVE', validUntil: null });
    await db
      .doc(cardPath(ORG_A, '0012000'))
      .set({ number: '0012000', memberId: 'x', holder: 'x', group: null, status: 'ACTIVE', validUntil: null });
    // cards written behind the API's back: without its counter document the organization's ids are read once
    const counter = db.doc(counterPath(ORG_A, CARD_NUMBER_COUNTER));
    await counter.delete();
    expect((await api('GET', '/v1/members/last-card', { token: as('groupAdmin') })).body).toEqual({
      number: '0012000',
      suggestion: '0012001',
    });
    await db.doc(cardPath(ORG_A, '999')).delete();
    await db.doc(cardPath(ORG_A, '0012000')).delete();
    await counter.delete();
  });

  it('GET check-card-number: per organization', async () => {
    expect((await api('GET', '/v1/members/check-card-number', { token: as('orgAdmin'), headers: { card: '1002' } })).body).toEqual({
      available: false,
    });
    expect((await api('GET', '/v1/members/check-card-number', { token: as('orgAdmin'), headers: { card: '7777' } })).body).toEqual({
      available: true,
    });
    expect((await api('GET', '/v1/members/check-card-number', { token: as('otherOrgAdmin'), headers: { card: '1002' } })).body).toEqual({
      available: true,
    });
  });

  it('GET check-mail-availability: case-insensitive, per organization', async () => {
    const check = (who: PrincipalName, candidate: string) =>
      api('GET', '/v1/members/check-mail-availability', { token: as(who), headers: { candidate } });
    expect((await check('orgAdmin', 'Luca@Test.IT')).body).toEqual({ available: false });
    expect((await check('orgAdmin', 'nuovo@test.it')).body).toEqual({ available: true });
    expect((await check('otherOrgAdmin', 'luca@test.it')).body).toEqual({ available: true });
  });

  it('GET resume-card-number: gives a member without a card the next free number and its card; again → the same number', async () => {
    const created = await api<{ result: Member }>('POST', '/v1/members/one', {
      token: as('orgAdmin'),
      body: { name: 'Senza', surname: 'Tessera', ssn: 'TSTBLX80A01H108Q', group: 'g1' },
    });
    const id = created.body.result.id;
    expect(created.body.result.cardStatus).toBe('NOT_FOUND');
    const res = await api('GET', '/v1/members/resume-card-number', { token: as('groupAdmin'), headers: { id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ number: '1004' });
    expect((await db.doc(memberPath(ORG_A, id)).get()).data()).toMatchObject({ cardNumber: '1004', cardStatus: 'ACTIVE' });
    expect((await db.doc(cardPath(ORG_A, '1004')).get()).data()).toMatchObject({ memberId: id, holder: 'Tessera Senza', status: 'ACTIVE' });
    expect((await api('GET', '/v1/members/resume-card-number', { token: as('orgAdmin'), headers: { id } })).body).toEqual({
      number: '1004',
    });
    expect((await api('GET', '/v1/members/resume-card-number', { token: as('orgAdmin'), headers: { id: 'zzz' } })).body.err).toBe(
      'USER_NOT_FOUND',
    );
  });

  it('GET resume-card-number: members resumed at once get distinct numbers', async () => {
    const ids = await Promise.all(
      [1, 2, 3, 4].map(
        async (i) =>
          (
            await api<{ result: Member }>('POST', '/v1/members/one', {
              token: as('orgAdmin'),
              body: { name: `Parallelo${i}`, surname: 'Tessera', ssn: nthTaxCode('PRLTSS', i), group: 'g2' },
            })
          ).body.result.id,
      ),
    );
    const got = await Promise.all(
      ids.map((id) => api('GET', '/v1/members/resume-card-number', { token: as('orgAdmin'), headers: { id } })),
    );
    expect(got.map((g) => g.status)).toEqual([200, 200, 200, 200]);
    const numbers = got.map((g) => g.body.number as string);
    expect(new Set(numbers).size).toBe(4);
    for (const [i, n] of numbers.entries()) expect((await db.doc(cardPath(ORG_A, n)).get()).get('memberId')).toBe(ids[i]);
  });

  it('PATCH policy: sets and clears the acceptance date and the newsletter choice', async () => {
    const set = await api<{ result: Member }>('PATCH', '/v1/members/policy', {
      token: as('groupAdmin'),
      body: { id: 'm1', privacyAcceptedAt: '2025-03-01', newsletter: true },
    });
    expect(set.status).toBe(200);
    expect(set.body.result).toMatchObject({ id: 'm1', privacyAcceptedAt: '2025-03-01T00:00:00.000Z', newsletter: true });
    const cleared = await api<{ result: Member }>('PATCH', '/v1/members/policy', {
      token: as('orgAdmin'),
      body: { id: 'm1', privacyAcceptedAt: null },
    });
    // cleared as every optional member field is: the field goes, and the answer leaves it out
    expect(cleared.body.result).toMatchObject({ newsletter: true });
    expect(cleared.body.result).not.toHaveProperty('privacyAcceptedAt');
    expect((await api('PATCH', '/v1/members/policy', { token: as('orgAdmin'), body: { id: 'zzz' } })).body.err).toBe('USER_NOT_FOUND');
  });

  it('GET confirm-policy: the member accepts now, on its own record', async () => {
    const t0 = Date.now();
    const res = await api<{ result: Member }>('GET', '/v1/members/confirm-policy', { token: as('member') });
    expect(res.status).toBe(200);
    expect(res.body.result.id).toBe('m1');
    // a calendar date, as every path stores it: the midnight UTC of the day in Italy (a consent is recorded with it)
    const days = [todayInItaly(new Date(t0)), todayInItaly()];
    expect(days.map((d) => `${d}T00:00:00.000Z`)).toContain(res.body.result.privacyAcceptedAt);
  });

  it('add-relative and delete-relative: ids, main relative, linked member checked', async () => {
    const a = await api<{ result: Member }>('POST', '/v1/members/add-relative', {
      token: as('orgAdmin'),
      body: { id: 'm3', relative: { name: 'Ada', surname: 'Verdi', relationship: 'figlia' }, main: true },
    });
    expect(a.status).toBe(200);
    const rels = a.body.result.relatives as { id: string; name: string }[];
    expect(rels).toHaveLength(1);
    expect(a.body.result.mainRelative).toBe(rels[0]!.id);
    const b = await api<{ result: Member }>('POST', '/v1/members/add-relative', {
      token: as('orgAdmin'),
      body: { id: 'm3', relative: { memberId: 'm1', name: 'Mario', surname: 'Rossi', relationship: 'coniuge' } },
    });
    expect((b.body.result.relatives as unknown[]).length).toBe(2);
    const unknown = await api('POST', '/v1/members/add-relative', {
      token: as('orgAdmin'),
      body: { id: 'm3', relative: { memberId: 'nobody', name: 'X', surname: 'Y', relationship: 'z' } },
    });
    expect(unknown.body.err).toBe('USER_NOT_FOUND');
    // concurrent adds keep each other (transactions)
    await Promise.all(
      [1, 2, 3].map((i) =>
        api('POST', '/v1/members/add-relative', {
          token: as('management'),
          body: { id: 'm3', relative: { name: `Nipote${i}`, surname: 'Verdi', relationship: 'nipote' } },
        }),
      ),
    );
    expect(((await db.doc(memberPath(ORG_A, 'm3')).get()).get('relatives') as unknown[]).length).toBe(5);
    const byMember = await api<{ result: Member }>('POST', '/v1/members/delete-relative', {
      token: as('orgAdmin'),
      body: { id: 'm3', relativeId: 'm1' },
    });
    expect((byMember.body.result.relatives as { memberId?: string }[]).some((r) => r.memberId === 'm1')).toBe(false);
    const byId = await api<{ result: Member }>('POST', '/v1/members/delete-relative', {
      token: as('orgAdmin'),
      body: { id: 'm3', relativeId: rels[0]!.id },
    });
    expect(byId.body.result.mainRelative).toBeUndefined();
    expect((byId.body.result.relatives as unknown[]).length).toBe(3);
    const byIndex = await api<{ result: Member }>('POST', '/v1/members/delete-relative', {
      token: as('orgAdmin'),
      body: { id: 'm3', index: 0 },
    });
    expect((byIndex.body.result.relatives as unknown[]).length).toBe(2);
    const missing = await api('POST', '/v1/members/delete-relative', { token: as('orgAdmin'), body: { id: 'm3', index: 9 } });
    expect(missing.status).toBe(404);
    expect(missing.body.err).toBe('USER_NOT_FOUND');
  });

  it('POST preregister-user: a PENDING member without card; email unique', async () => {
    const res = await api<{ result: Member }>('POST', '/v1/members/preregister-user', {
      token: as('groupAdmin'),
      body: { name: 'Pre', surname: 'Iscritto', ssn: 'prsisc80a01h501q', group: 'g1', email: 'Pre@Test.it', cardNumber: '5555' },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      accountStatus: 'PENDING',
      cardStatus: 'NOT_FOUND',
      ssn: 'PRSISC80A01H501Q',
      email: 'pre@test.it',
    });
    expect(res.body.result.cardNumber).toBeUndefined();
    expect((await db.doc(cardPath(ORG_A, '5555')).get()).exists).toBe(false);
    const dup = await api('POST', '/v1/members/preregister-user', {
      token: as('orgAdmin'),
      body: { name: 'Pre', surname: 'Due', ssn: nthTaxCode('PRDDUE', 1), email: 'pre@test.it' },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.err).toBe('EMAIL_ALREADY_USED');
    const outside = await api('POST', '/v1/members/preregister-user', {
      token: as('groupAdmin'),
      body: { name: 'Pre', surname: 'Fuori', ssn: nthTaxCode('PRDFRI', 1) },
    });
    expect(outside.body.err).toBe('NO_USER_ALLOWED');
  });

  it('POST suspension-communication: recorded in the member’s back-office-only data, mail queued when it has an email', async () => {
    const res = await api('POST', '/v1/members/suspension-communication', {
      token: as('orgAdmin'),
      body: { id: 'm3', reason: 'quota non versata' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ queued: true });
    // who sent it is the back office's business: kept in the private document, not on the member the member reads
    expect((await db.doc(memberPath(ORG_A, 'm3')).get()).get('suspensionCommunications')).toBeUndefined();
    const comms = (await db.doc(memberPrivatePath(ORG_A, 'm3')).get()).get('suspensionCommunications') as { reason: string; by: string }[];
    expect(comms).toHaveLength(1);
    expect(comms[0]).toMatchObject({ reason: 'quota non versata' });
    expect(comms[0]!.by).toMatch(/_organization$/);
    const mail = await db.collection(orgCol(ORG_A, 'mail')).where('memberId', '==', 'm3').get();
    expect(mail.size).toBe(1);
    expect(mail.docs[0]!.data()).toMatchObject({ to: 'luca@test.it', template: 'generic' });
    const payload = await mail.docs[0]!.ref.collection('private').doc('payload').get();
    expect(String(payload.get('data.body'))).toContain('quota non versata');

    const noMail = await api<{ result: Member }>('POST', '/v1/members/one', {
      token: as('orgAdmin'),
      body: { name: 'Senza', surname: 'Email', ssn: 'TSTBNX80A01H110P', group: 'g1' },
    });
    const second = await api('POST', '/v1/members/suspension-communication', {
      token: as('orgAdmin'),
      body: { id: noMail.body.result.id },
    });
    expect(second.body).toEqual({ queued: false });
    expect(
      ((await db.doc(memberPrivatePath(ORG_A, noMail.body.result.id)).get()).get('suspensionCommunications') as unknown[]).length,
    ).toBe(1);
  });

  it('PATCH one: cancellation request and revoke, payroll charge, deceased with when and who', async () => {
    const patch = (body: Body) =>
      api<{ result: Member }>('PATCH', '/v1/members/one', { token: as('orgAdmin'), headers: { id: 'm1' }, body });
    const req = await patch({ cancellationRequested: true, payrollCharge: true });
    expect(req.status).toBe(200);
    expect(req.body.result).toMatchObject({ cancellationRequested: true, payrollCharge: true });
    expect(typeof req.body.result.cancellationRequestedAt).toBe('string');
    const revoke = await patch({ cancellationRequested: false, payrollCharge: false });
    expect(revoke.body.result).toMatchObject({ cancellationRequested: false, cancellationRequestedAt: null, payrollCharge: false });
    const dead = await patch({ deceased: true });
    expect(dead.body.result).toMatchObject({ deceased: true, deceasedBy: `${world.uid('orgAdmin')}_${ORG_A}_organization` });
    expect(typeof dead.body.result.deceasedAt).toBe('string');
    const again = await patch({ deceased: true, notes: 'x' });
    expect(again.body.result.deceasedAt).toBe(dead.body.result.deceasedAt);
    // m1 is shared with later files (activation finds it by card and tax code): leave it alive
    expect((await patch({ deceased: false })).body.result).toMatchObject({ deceased: false, deceasedAt: null });
  });

  it('POST reset-password: a sign-in that is only a member here gets the tax code as password and a forced change', async () => {
    const res = await api('POST', '/v1/members/reset-password', { token: as('orgAdmin'), body: { id: 'm1' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ done: true, mode: 'temporary-password' });
    const uid = world.uid('member');
    expect((await db.doc(accountPath(uid)).get()).get('mustChangePassword')).toBe(true);
    expect((await signIn('member-a@test.it', 'RSSMRA80A01H501U')).localId).toBe(uid);
  });

  it('POST reset-password: a sign-in holding a profile elsewhere keeps its password and is mailed a reset link', async () => {
    // m2 is the member profile of the two-profile sign-in (two@test.it), also admin of ORG_B: the tax code an ORG_A
    // admin reads must not open the ORG_B profile
    const res = await api('POST', '/v1/members/reset-password', { token: as('orgAdmin'), body: { id: 'm2' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ done: true, mode: 'reset-link' });
    const uid = world.uid('twoProfiles');
    expect((await db.doc(accountPath(uid)).get()).get('mustChangePassword')).not.toBe(true);
    await expect(signIn('two@test.it', 'BNCNNA85M41F205Q')).rejects.toThrow();
    expect((await signIn('two@test.it', PASSWORD)).localId).toBe(uid);
    const mails = await db
      .collection(orgCol(ORG_A, 'mail'))
      .where('to', '==', 'two@test.it')
      .where('template', '==', 'passwordReset')
      .get();
    expect(mails.size).toBe(1);
    const payload = await mails.docs[0]!.ref.collection('private').doc('payload').get();
    expect(String(payload.get('data.link'))).toMatch(/\/recover\?mode=resetPassword&oobCode=[\w-]+$/);
    // m3 has no sign-in account
    const none = await api('POST', '/v1/members/reset-password', { token: as('orgAdmin'), body: { id: 'm3' } });
    expect(none.status).toBe(404);
    expect(none.body.err).toBe('USER_NOT_FOUND');
    // the other organization's member with the same id space is not reachable
    expect((await api('POST', '/v1/members/reset-password', { token: as('otherOrgAdmin'), body: { id: 'm2' } })).body.err).toBe(
      'USER_NOT_FOUND',
    );
    expect(ORG_B).not.toBe(ORG_A);
  });
});
