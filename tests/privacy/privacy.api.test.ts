import { beforeAll, describe, expect, it } from 'vitest';
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { memberPath, memberPrivatePath, orgCol, orgPath } from '@tessera/domain/paths';
import { memberConsentsPath, type ConsentRecord } from '@tessera/domain/privacy/consents';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { api } from '../support/api';
import { localSecret } from '../support/localSecrets';
import { functionsUrl } from '../support/env';
import { unsubscribeToken } from '../../functions/src/mailshots/unsubscribeToken';
import { db } from '../support/admin';
import { onePagePdf, pdfText } from '../support/pdfTools';
import { buildWorld, ORG_A, ORG_B, updateMember, type PrincipalName, type World } from '../support/world';

// A member's consents (recorded one by one with the member's current state) and their copy of their data (every
// registered section, as JSON and PDF), against the emulators.
let world: World;
beforeAll(async () => {
  world = await buildWorld();
});

const call = (
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  opts: { headers?: Record<string, string>; body?: unknown } = {},
  who: PrincipalName = 'member',
) => api<Record<string, unknown>>(method, path, { token: world.tokens[who], ...opts });

type Stored = Omit<ConsentRecord, 'at'> & { at: Timestamp };
// records written by one transaction share their time: within it, in the kinds' order
const KIND_ORDER = ['privacy', 'marketing', 'photo'];
const consents = async (memberId = 'm1', org = ORG_A) =>
  (await db.collection(memberConsentsPath(org, memberId)).orderBy('at').get()).docs
    .map((d) => d.data() as Stored)
    .sort(
      (a, b) =>
        a.at.toMillis() - b.at.toMillis() || a.at.nanoseconds - b.at.nanoseconds || KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind),
    );
const member = async (memberId = 'm1') => (await db.doc(memberPath(ORG_A, memberId)).get()).data()!;

describe('consents', () => {
  it('the member withdraws and gives marketing and photo consent: the state and one record each; repeating records nothing', async () => {
    await db.doc(memberPath(ORG_A, 'm1')).update({ newsletter: true });
    const withdraw = await call('POST', '/v1/profile/consent', { body: { kind: 'marketing', given: false } });
    expect(withdraw.status, JSON.stringify(withdraw.body)).toBe(200);
    expect(withdraw.body).toEqual({ kind: 'marketing', given: false, changed: true });
    expect((await member()).newsletter).toBe(false);
    const again = await call('POST', '/v1/profile/consent', { body: { kind: 'marketing', given: false } });
    expect(again.body.changed).toBe(false);
    await call('POST', '/v1/profile/consent', { body: { kind: 'photo', given: true } });
    expect((await member()).photoConsent).toBe(true);
    const records = await consents();
    expect(records.map((r) => [r.kind, r.given, r.source, r.recordedBy.kind])).toEqual([
      ['marketing', false, 'personalArea', 'member'],
      ['photo', true, 'personalArea', 'member'],
    ]);
    expect(records[0]!.recordedBy.uid).toBe(world.uid('member'));
  });

  it('privacy is no toggle for the member; admins cannot use the member’s endpoint on a member', async () => {
    const res = await call('POST', '/v1/profile/consent', { body: { kind: 'privacy', given: false } });
    expect([res.status, res.body.err]).toEqual([400, 'INVALID_REQUEST']);
    expect((await call('POST', '/v1/profile/consent', { body: { kind: 'photo', given: true } }, 'orgAdmin')).body.err).toBe(
      'USER_NOT_FOUND',
    );
  });

  it('accepting the newsletter policy at the prompt is the marketing consent on that version; privacy likewise', async () => {
    for (const kind of ['privacy', 'newsletter'])
      expect(
        (
          await call(
            'POST',
            '/v1/settings/publish-policy',
            { headers: { kind }, body: { fileName: `${kind}.pdf`, contentBase64: onePagePdf(kind).toString('base64') } },
            'orgAdmin',
          )
        ).status,
      ).toBe(200);
    const before = (await consents()).length;
    expect((await call('POST', '/v1/profile/accept-policy', { headers: { kind: 'newsletter' }, body: { version: 1 } })).status).toBe(200);
    expect((await call('POST', '/v1/profile/accept-policy', { headers: { kind: 'privacy' }, body: { version: 1 } })).status).toBe(200);
    const added = (await consents()).slice(before);
    expect(added.map((r) => [r.kind, r.given, r.version, r.source])).toEqual([
      ['marketing', true, 1, 'policyPrompt'],
      ['privacy', true, 1, 'policyPrompt'],
    ]);
    const m = await member();
    expect(m.newsletter).toBe(true);
    expect(m.policies.newsletter.version).toBe(1);
    expect(m.privacyAcceptedAt.toDate().toISOString().slice(0, 10)).toBe(todayInItaly());
    // the personal area's consent carries the published newsletter version too
    await call('POST', '/v1/profile/consent', { body: { kind: 'marketing', given: false } });
    await call('POST', '/v1/profile/consent', { body: { kind: 'marketing', given: true } });
    expect((await consents()).at(-1)).toMatchObject({ kind: 'marketing', given: true, version: 1, source: 'personalArea' });
  });

  it('the back office: the member form, the policy endpoint and a paper form each append a record, naming the admin', async () => {
    const before = (await consents('m2')).length;
    const patched = await call(
      'PATCH',
      '/v1/members/policy',
      { body: { id: 'm2', privacyAcceptedAt: '2025-03-01', newsletter: true } },
      'groupAdmin',
    );
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const paper = await call(
      'POST',
      '/v1/privacy/record-consent',
      { body: { id: 'm2', kind: 'photo', given: true, signedOn: '02/03/2025' } },
      'orgAdmin',
    );
    expect(paper.status, JSON.stringify(paper.body)).toBe(200);
    const form = await call('PATCH', '/v1/members/one', { headers: { id: 'm2' }, body: { privacyAcceptedAt: null } }, 'orgAdmin');
    expect(form.status, JSON.stringify(form.body)).toBe(200);
    const added = (await consents('m2')).slice(before);
    expect(added.map((r) => [r.kind, r.given, r.source, r.signedOn, r.recordedBy.role, r.recordedBy.email])).toEqual([
      ['privacy', true, 'backOffice', '2025-03-01', 'group', 'local-a@test.it'],
      ['marketing', true, 'backOffice', null, 'group', 'local-a@test.it'],
      ['photo', true, 'paperForm', '2025-03-02', 'organization', 'admin-a@test.it'],
      ['privacy', false, 'backOffice', null, 'organization', 'admin-a@test.it'],
    ]);
    expect(added[2]!.at).toBeDefined();
    const m = await member('m2');
    expect([m.privacyAcceptedAt ?? null, m.newsletter, m.photoConsent]).toEqual([null, true, true]);
  });

  it('a paper form: out of a group admin’s groups, a staff role, a member, a future day and another organization’s member are refused', async () => {
    const body = { id: 'm3', kind: 'marketing', given: true, signedOn: '2025-01-10' };
    expect((await call('POST', '/v1/privacy/record-consent', { body }, 'groupAdmin')).body.err).toBe('NO_USER_ALLOWED');
    expect((await call('POST', '/v1/privacy/record-consent', { body }, 'staff')).status).toBe(403);
    expect((await call('POST', '/v1/privacy/record-consent', { body }, 'member')).status).toBe(403);
    expect((await call('POST', '/v1/privacy/record-consent', { body: { ...body, id: 'mb1' } }, 'orgAdmin')).body.err).toBe(
      'USER_NOT_FOUND',
    );
    const future = await call('POST', '/v1/privacy/record-consent', { body: { ...body, signedOn: '2999-01-01' } }, 'orgAdmin');
    expect([future.status, future.body.err]).toEqual([400, 'INVALID_REQUEST']);
    expect(await consents('m3')).toEqual([]);
    expect(await consents('mb1', ORG_B)).toEqual([]);
  });

  it('a newsletter’s unsubscribe link withdraws the marketing consent, recorded once as the recipient’s own act', async () => {
    await db.doc(memberPath(ORG_A, 'm1')).update({ newsletter: true });
    await db
      .doc(`${orgCol(ORG_A, 'mailshots')}/ms-privacy/deliveries/k-m1`)
      .set({ memberId: 'm1', email: 'member-a@test.it', state: 'SENT' });
    const token = unsubscribeToken(localSecret('MAIL_UNSUBSCRIBE_SECRET'), { org: ORG_A, mailshotId: 'ms-privacy', key: 'k-m1' });
    const before = (await consents()).length;
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${functionsUrl()}/api/v1/mail/unsubscribe?t=${token}`, {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.status).toBe(200);
    }
    expect((await member()).newsletter).toBe(false);
    expect((await consents()).slice(before).map((r) => [r.kind, r.given, r.source, r.recordedBy.kind])).toEqual([
      ['marketing', false, 'unsubscribe', 'member'],
    ]);
  });

  it('a withdrawal and a new consent sent at once: every answer that changed something has its record, and the state is the last record', async () => {
    await db.doc(memberPath(ORG_A, 'm1')).update({ newsletter: true });
    const before = (await consents()).length;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => call('POST', '/v1/profile/consent', { body: { kind: 'marketing', given: i % 2 === 1 } })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const added = (await consents()).slice(before).filter((r) => r.kind === 'marketing');
    expect(added.length).toBe(answers.filter((a) => a.body.changed === true).length);
    expect(added.length).toBeGreaterThan(0);
    // each record changes the state: they alternate, starting with a withdrawal (the state was true)
    added.forEach((r, i) => expect(r.given).toBe(i % 2 === 1));
    expect((await member()).newsletter).toBe(added.at(-1)!.given);
  });
});

describe('the copy of a member’s data', () => {
  beforeAll(async () => {
    const a = (name: Parameters<typeof orgCol>[1]) => db.collection(orgCol(ORG_A, name));
    await Promise.all([
      db
        .doc(memberPrivatePath(ORG_A, 'm1'))
        .set({ org: ORG_A, notes: 'Ha chiesto la ricevuta cartacea', customFields: { scarpe: '42' }, customFieldKeys: ['scarpe'] }),
      updateMember(ORG_A, 'm1', { relatives: [{ id: 'r1', memberId: 'm2', name: 'Anna', surname: 'Bianchi', relationship: 'moglie' }] }),
      a('payments')
        .doc('p-m1')
        .set({
          memberId: 'm1',
          group: 'g1',
          holder: 'Rossi Mario',
          amount: 2500,
          payYear: 2026,
          mode: 'STRIPE',
          status: 'PROCESSED',
          object: 'Quota 2026',
          sessionId: 'cs_test_secret',
          paymentIntent: 'pi_test_secret',
          operator: 'someone@test.it',
          receipt: { number: '7/2026', n: 7, year: 2026, issuedOn: '2026-02-01' },
          searchTokens: ['rossi'],
        }),
      a('payments')
        .doc('p-m2')
        .set({ memberId: 'm2', group: 'g2', holder: 'Bianchi Anna', amount: 9900, payYear: 2026, mode: 'CASH', status: 'PROCESSED' }),
      a('sales').doc('s1').set({ name: 'Gita al lago', saleDate: '2026-06-01', type: 'ACTIVITY' }),
      a('sales').doc('s1').collection('registrations').doc('m1').set({
        memberId: 'm1',
        group: 'g1',
        holder: 'Rossi Mario',
        priceName: 'Intero',
        amount: 1500,
        quantity: 1,
        mode: 'CASH',
        by: 'staff-a@test.it',
        ticketCode: 'ABCD2345',
      }),
      a('sales').doc('s1').collection('registrations').doc('m2').set({ memberId: 'm2', group: 'g2', holder: 'Bianchi Anna', amount: 1500 }),
      a('mail').doc('mail-1').set({
        state: 'SUCCESS',
        to: 'member-a@test.it',
        template: 'otp',
        lang: 'it',
        memberId: null,
        attachments: [],
        createdAt: FieldValue.serverTimestamp(),
      }),
      a('mail')
        .doc('mail-1')
        .collection('private')
        .doc('payload')
        .set({ data: { code: '918273' }, attachments: [] }),
      a('mail').doc('mail-2').set({ state: 'SUCCESS', to: 'two@test.it', template: 'otp', lang: 'it', memberId: 'm2', attachments: [] }),
      a('requests')
        .doc('refund-p-m1')
        .set({ type: 'REFUND', status: 'PENDING', memberId: 'm1', group: 'g1', paymentId: 'p-m1', amount: 2500, decidedBy: null }),
      a('points').doc('m1').set({ points: 12 }),
      a('campaigns').doc('c1').set({ name: 'Festa d’autunno', startDate: '2026-10-01' }),
    ]);
    const { registrationId } = await import('../../functions/src/campaigns/register');
    await a('campaigns')
      .doc('c1')
      .collection('registrations')
      .doc(registrationId('member-a@test.it'))
      .set({ email: 'member-a@test.it', name: 'Mario', surname: 'Rossi', source: 'web' });
  });

  const download = async (format: 'json' | 'pdf', who: PrincipalName = 'member', id?: string, lang?: 'it' | 'en') => {
    const res = await call(
      'GET',
      id ? '/v1/privacy/member-data' : '/v1/profile/my-data',
      { headers: { format, ...(id ? { id } : {}), ...(lang ? { lang } : {}) } },
      who,
    );
    return res;
  };
  const jsonOf = (res: { body: Record<string, unknown> }) =>
    JSON.parse(Buffer.from(res.body.file as string, 'base64').toString('utf8')) as {
      member: { id: string };
      sections: Record<string, unknown>;
    };

  it('the member downloads their own data: every section, theirs only, no secrets', async () => {
    const res = await download('json');
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(res.body.fileName).toMatch(/^dati-personali-rossi-\d{4}-\d{2}-\d{2}\.json$/);
    const copy = jsonOf(res);
    expect(copy.member.id).toBe('m1');
    const s = copy.sections;
    for (const name of [
      'member',
      'cards',
      'payments',
      'paymentAccount',
      'registrations',
      'campaigns',
      'consents',
      'mail',
      'requests',
      'points',
    ])
      expect(Object.keys(s), name).toContain(name);
    expect(s.member).toMatchObject({
      id: 'm1',
      name: 'Mario',
      backOffice: { notes: 'Ha chiesto la ricevuta cartacea', customFields: { scarpe: '42' } },
    });
    expect((s.member as { relatives: unknown[] }).relatives).toEqual([
      { id: 'r1', memberId: 'm2', name: 'Anna', surname: 'Bianchi', relationship: 'moglie' },
    ]);
    expect((s.cards as { number: string }[]).map((c) => c.number)).toEqual(['1001']);
    expect(s.payments).toEqual([
      expect.objectContaining({ id: 'p-m1', amount: 2500, receipt: expect.objectContaining({ number: '7/2026' }) }),
    ]);
    expect(s.registrations).toEqual([expect.objectContaining({ id: 'm1', saleName: 'Gita al lago', kind: 'registration', amount: 1500 })]);
    expect(s.campaigns).toEqual([expect.objectContaining({ campaignName: 'Festa d’autunno', email: 'member-a@test.it' })]);
    expect(s.requests).toEqual([expect.objectContaining({ id: 'refund-p-m1', type: 'REFUND' })]);
    expect(s.points).toMatchObject({ points: 12 });
    expect(s.mail).toEqual([expect.objectContaining({ id: 'mail-1', state: 'SUCCESS', subject: 'Il tuo codice di verifica: ••••••' })]);
    expect((s.consents as { kind: string }[]).length).toBeGreaterThan(3);
    const text = JSON.stringify(copy);
    for (const secret of [
      'cs_test_secret',
      'pi_test_secret',
      'someone@test.it',
      '918273',
      'staff-a@test.it',
      'Bianchi Anna',
      'p-m2',
      'searchTokens',
      'relativeKeys',
      'customFieldKeys',
    ])
      expect(text, secret).not.toContain(secret);
  });

  it('the PDF parses and names the member, in Italian or English', async () => {
    const it_ = await download('pdf');
    expect(it_.status).toBe(200);
    expect(it_.body.contentType).toBe('application/pdf');
    const text = pdfText(Buffer.from(it_.body.file as string, 'base64'));
    expect(text).toContain('I tuoi dati');
    expect(text).toContain('Rossi Mario');
    expect(text).toContain('Gita al lago');
    expect(text).toContain('Ha chiesto la ricevuta cartacea');
    const en = await download('pdf', 'member', undefined, 'en');
    const textEn = pdfText(Buffer.from(en.body.file as string, 'base64'));
    expect(textEn).toContain('Your data');
    expect(textEn).toContain('Payments and receipts');
  });

  it('another member gets their own copy; the back office makes a member’s copy within its scope only', async () => {
    // a sign-in whose profile is an admin of organization B has no member record: no copy
    expect((await download('json', 'twoProfiles')).body.err).toBe('USER_NOT_FOUND');
    const byAdmin = await download('json', 'orgAdmin', 'm1');
    expect(byAdmin.status).toBe(200);
    expect(jsonOf(byAdmin).member.id).toBe('m1');
    expect((await download('json', 'groupAdmin', 'm1')).status).toBe(200);
    expect((await download('pdf', 'staff', 'm1')).status).toBe(200);
    expect((await download('json', 'groupAdmin', 'm3')).body.err).toBe('NO_USER_ALLOWED');
    expect((await download('json', 'otherOrgAdmin', 'm1')).body.err).toBe('USER_NOT_FOUND');
    expect((await download('json', 'member', 'm2')).status).toBe(403);
    expect((await download('json', 'orgAdmin')).body.err).toBe('USER_NOT_FOUND');
    const bad = await call('GET', '/v1/profile/my-data', { headers: { format: 'xml' } });
    expect([bad.status, bad.body.err]).toEqual([400, 'INVALID_REQUEST']);
  });

  it('the organization’s name heads the copy', async () => {
    const name = String((await db.doc(orgPath(ORG_A)).get()).get('publicInfo.name') ?? ORG_A);
    expect((jsonOf(await download('json')) as unknown as { organization: { name: string } }).organization.name).toBe(name);
  });
});
