import { beforeAll, describe, expect, it } from 'vitest';
import { PLANS, type Plan } from '@tessera/domain/constants';
import { campaignCounterId } from '@tessera/domain/campaigns/campaign';
import { mailMonth } from '@tessera/domain/entities/mail';
import { counterPath, orgCol, orgPath } from '@tessera/domain/paths';
import { planLimits } from '@tessera/domain/plans/plans';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { verifyCampaignToken } from '../../functions/src/cards/token';
import { registrationId, takeRegistration } from '../../functions/src/campaigns/register';
import { registrationInput } from '@tessera/domain/campaigns/campaign';
import { api } from '../support/api';
import { localSecret } from '../support/localSecrets';
import { db } from '../support/admin';
import { buildWorld, ORG_A, type PrincipalName, type World } from '../support/world';
import { publishPrivacyPolicy } from '../support/privacyPolicy';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';

// Campaigns: the back office's campaigns within the plan's limits, and the public registration page:
// places taken in a transaction, duplicates, the honeypot, the confirmation with its QR.
type Failure = { err?: string; issues?: { path: string; message: string }[] };
let world: World;
/** the privacy policy's version published for ORG_A: every registration consents to it */
let privacyVersion = 0;

const campaign = (extra: Record<string, unknown> = {}) => ({
  name: 'Festa di primavera',
  category: 'Feste',
  place: 'Parco Sempione',
  startDate: '2099-04-10',
  endDate: '2099-04-12',
  ctaText: 'Iscriviti',
  maxParticipants: null,
  qrType: 'ACCESS',
  formFields: [
    { id: 'taglia', label: 'Taglia maglietta', type: 'SELECT', values: ['S', 'M', 'L'], required: true },
    { id: 'note', label: 'Note', type: 'TEXT' },
  ],
  published: true,
  ...extra,
});
const save = (body: unknown, id?: string, who: PrincipalName = 'orgAdmin') =>
  api<{ id: string } & Failure>('POST', '/v1/campaigns/one', { token: world.tokens[who], body, ...(id ? { headers: { id } } : {}) });
const remove = (id: string) =>
  api<{ deleted: boolean } & Failure>('DELETE', '/v1/campaigns/one', { token: world.tokens.orgAdmin, headers: { id } });
const publicView = (id: string) =>
  api<{ campaign: { full: boolean; headerHtml: string } } & Failure>('GET', '/v1/campaigns/public', { headers: { org: ORG_A, id } });
let n = 0;
const person = (extra: Record<string, unknown> = {}) => ({
  email: `p${++n}@esempio.it`,
  name: 'Anna',
  surname: 'Bianchi',
  answers: { taglia: 'M' },
  consent: { policyVersion: privacyVersion },
  ...extra,
});
const register = (id: string, body: unknown) =>
  api<{ registered: boolean; merged: boolean } & Failure>('POST', '/v1/campaigns/register', { headers: { org: ORG_A, id }, body });
const stored = async (id: string) => (await db.doc(`${orgCol(ORG_A, 'campaigns')}/${id}`).get()).data() ?? {};
const registrationsOf = async (id: string) =>
  (
    await db
      .collection(`${orgCol(ORG_A, 'campaigns')}/${id}/registrations`)
      .count()
      .get()
  ).data().count;
const setPlan = async (plan: Plan) => {
  await db.doc(orgPath(ORG_A)).update({ 'plan.name': plan });
  await db.doc(counterPath(ORG_A, campaignCounterId(mailMonth()))).delete();
};

beforeAll(async () => {
  world = await buildWorld();
  privacyVersion = await publishPrivacyPolicy(world.tokens.orgAdmin);
});

describe('campaigns: the back office', () => {
  it('the campaign roles only; bad input is a 400 naming the field, and nothing is stored', async () => {
    for (const who of ['member', 'staff', 'groupAdmin'] as const) expect((await save(campaign(), undefined, who)).status).toBe(403);
    const dates = await save(campaign({ startDate: '2099-04-12', endDate: '2099-04-10' }));
    expect(dates.body.issues).toEqual([{ path: 'body.endDate', message: 'validation.endBeforeStart' }]);
    const choice = await save(campaign({ formFields: [{ id: 'taglia', label: 'Taglia', type: 'SELECT' }] }));
    expect(choice.body.issues).toEqual([{ path: 'body.formFields.0.values', message: 'validation.required' }]);
    const qr = await save(campaign({ qrType: 'VIP', maxParticipants: 0 }));
    expect(qr.body.issues?.map((i) => i.path).sort()).toEqual(['body.maxParticipants', 'body.qrType']);
    expect((await db.collection(orgCol(ORG_A, 'campaigns')).count().get()).data().count).toBe(0);
  });

  it('hostile header HTML is stored sanitized (no script, no handler, no javascript: link)', async () => {
    const headerHtml =
      '<h2 onclick="alert(1)">Benvenuti</h2><script>alert(2)</script><img src=x onerror="alert(3)"><a href="javascript:alert(4)">x</a><a href="https://ok.it">ok</a><iframe src="https://evil.test"></iframe>';
    const res = await save(campaign({ headerHtml }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const html = (await stored(res.body.id)).headerHtml as string;
    expect(html).toContain('Benvenuti');
    expect(html).toContain('https://ok.it');
    for (const bad of ['<script', 'onclick', 'onerror', 'javascript:', '<iframe', '<img', 'alert(2)']) expect(html).not.toContain(bad);
    expect((await publicView(res.body.id)).body.campaign.headerHtml).toBe(html);
  });

  it('the plan’s campaigns per month, every plan: up to the limit, then QUOTAS_EXCEEDED', async () => {
    for (const plan of PLANS) {
      await setPlan(plan);
      const limit = planLimits(plan).campaignsPerMonth;
      const tries = (limit ?? 11) + 1;
      const answers = [];
      for (let i = 0; i < tries; i++) answers.push((await save(campaign({ name: `${plan} ${i}` }))).body.err ?? 'ok');
      expect(answers, plan).toEqual(limit === null ? Array(tries).fill('ok') : [...Array(limit).fill('ok'), 'QUOTAS_EXCEEDED']);
    }
    const quotas = await api<{ campaigns: { used: number; limit: number | null } }>('GET', '/v1/organizations/quotas', {
      token: world.tokens.orgAdmin,
    });
    expect(quotas.body.campaigns).toEqual({ used: 12, limit: null });
    await setPlan('PROFESSIONAL');
  });

  it('after a downgrade the campaigns beyond the lower plan’s month are read-only, and take registrations still', async () => {
    await setPlan('PROFESSIONAL');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await save(campaign({ name: `Prima del cambio ${i}`, formFields: [] }))).body.id);
    await db.doc(orgPath(ORG_A)).update({ 'plan.name': 'FREE' });
    const [first, second, third] = ids as [string, string, string];
    expect((await save(campaign({ name: 'Prima, cambiata', formFields: [] }), first)).status).toBe(200);
    for (const id of [second, third]) {
      const refused = await save(campaign({ name: 'Cambiata', formFields: [] }), id);
      expect(refused.body.err).toBe('QUOTAS_EXCEEDED');
      expect((await stored(id)).name).toMatch(/^Prima del cambio/);
    }
    expect((await register(third, person({ answers: {} }))).status).toBe(200);
    await db.doc(orgPath(ORG_A)).update({ 'plan.name': 'PROFESSIONAL' });
    expect((await save(campaign({ name: 'Di nuovo modificabile', formFields: [] }), third)).status).toBe(200);
  });
});

describe('campaigns: the public registration page', () => {
  let id = '';
  let roomy = '';
  const id2 = () => roomy;
  beforeAll(async () => {
    roomy = (await save(campaign({ formFields: [] }))).body.id;
    id = (
      await save(campaign({ maxParticipants: 3, policies: [], confirmationEmail: { subject: 'Ci vediamo!', body: 'Porta un amico.' } }))
    ).body.id;
  });

  it('an unpublished or unknown campaign is not there for the public', async () => {
    const draft = (await save(campaign({ published: false }))).body.id;
    expect((await publicView(draft)).body.err).toBe('NOT_FOUND');
    expect((await register(draft, person())).body.err).toBe('NOT_FOUND');
    expect((await publicView('nope')).status).toBe(404);
  });

  it('answers checked against the campaign’s form; nothing stored on a refusal', async () => {
    const missing = await register(id, person({ answers: { note: 'ciao' } }));
    expect(missing.body.issues).toEqual([{ path: 'body.answers.taglia', message: 'validation.required' }]);
    const wrong = await register(id, person({ answers: { taglia: 'XXL', extra: 1 } }));
    expect(wrong.body.issues?.map((i) => i.path).sort()).toEqual(['body.answers.extra', 'body.answers.taglia']);
    expect((await register(id, person({ email: 'not-an-email' }))).status).toBe(400);
    expect(await registrationsOf(id)).toBe(0);
  });

  it('registers, queues the confirmation with a signed QR; the same email again is refused', async () => {
    const anna = person();
    const res = await register(id, anna);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ registered: true, merged: false });
    expect((await stored(id)).registered).toBe(1);
    const mail = (await db.collection(orgCol(ORG_A, 'mail')).where('to', '==', anna.email).get()).docs;
    expect(mail).toHaveLength(1);
    expect(mail[0]!.data()).toMatchObject({
      template: 'campaignRegistration',
      attachments: [{ fileName: 'qr.png', contentType: 'image/png' }],
    });
    const payload = (await mail[0]!.ref.collection('private').doc('payload').get()).data()!;
    const png = Buffer.from(payload.attachments[0].contentBase64, 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(payload.data).toMatchObject({ subject: 'Ci vediamo!', body: 'Porta un amico.', campaign: 'Festa di primavera' });
    const again = await register(id, { ...anna, email: anna.email.toUpperCase() });
    expect([again.status, again.body.err]).toEqual([409, 'EMAIL_ALREADY_USED']);
    expect((await stored(id)).registered).toBe(1);
  });

  it('a filled honeypot is answered as a success and stores nothing', async () => {
    const bot = await register(id, person({ website: 'http://spam.test' }));
    expect(bot.body).toEqual({ registered: true, merged: false });
    expect((await stored(id)).registered).toBe(1);
    expect(await registrationsOf(id)).toBe(1);
  });

  it('merging duplicates replaces the answers without taking a place; full at the maximum', async () => {
    await save(campaign({ maxParticipants: 3, duplicates: 'merge' }), id);
    const bruno = person();
    expect((await register(id, bruno)).body.merged).toBe(false);
    expect((await register(id, { ...bruno, answers: { taglia: 'L' } })).body.merged).toBe(true);
    expect((await stored(id)).registered).toBe(2);
    await register(id, person());
    expect((await publicView(id)).body.campaign.full).toBe(true);
    expect((await register(id, person())).body.err).toBe('MAX_SALES_REACHED');
    // fewer places than taken is refused; deleting it while registrations stand too
    expect((await save(campaign({ maxParticipants: 2 }), id)).body.issues).toEqual([
      { path: 'body.maxParticipants', message: 'validation.seatsBelowEnrolled' },
    ]);
    expect((await remove(id)).body.err).toBe('SALE_HAS_REGISTRATIONS');
    const empty = (await save(campaign())).body.id;
    expect((await remove(empty)).body).toEqual({ deleted: true });
  });

  it('100 registrations at once for 20 places: exactly 20, the others MAX_SALES_REACHED', async () => {
    const race = (await save(campaign({ maxParticipants: 20, formFields: [] }))).body.id;
    // every registrant at once, as concurrent instances run them: the function the endpoint calls, against the
    // emulator's Firestore (the functions emulator starts a process per request in flight, which a 2-core machine
    // cannot hold 100 of; the endpoint itself is tested above)
    Object.assign(process.env, { CARD_TOKEN_SECRET: localSecret('CARD_TOKEN_SECRET') });
    const outcome = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        takeRegistration(ORG_A, race, registrationInput.parse(person({ email: `race${i}@esempio.it`, answers: {} })), `10.0.0.${i}`).then(
          () => 'ok',
          (e: unknown) => String((e as { code?: string }).code),
        ),
      ),
    );
    expect(outcome.filter((o) => o === 'ok')).toHaveLength(20);
    expect(outcome.filter((o) => o !== 'ok')).toEqual(Array(80).fill('MAX_SALES_REACHED'));
    expect((await stored(race)).registered).toBe(20);
    expect(await registrationsOf(race)).toBe(20);
    // one confirmation per registration taken, none for the refused
    expect((await db.collection(orgCol(ORG_A, 'mail')).where('to', '>=', 'race').where('to', '<', 'rad').count().get()).data().count).toBe(
      20,
    );
  }, 120_000);

  it('on FREE the plan’s 20 registrations per campaign stop an unlimited campaign: QUOTAS_EXCEEDED', async () => {
    const open = (await save(campaign({ formFields: [] }))).body.id;
    await db.doc(orgPath(ORG_A)).update({ 'plan.name': 'FREE' });
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push((await register(open, person({ answers: {} }))).body.err ?? 'ok');
    expect(answers).toEqual([...Array(20).fill('ok'), 'QUOTAS_EXCEEDED']);
    await db.doc(orgPath(ORG_A)).update({ 'plan.name': 'PROFESSIONAL' });
  }, 60_000);

  it('the QR attached is a token signed by the server, naming the organization, the campaign and the registration', async () => {
    const anna = person({ answers: {} });
    const res = await register(id2(), anna);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mail = (await db.collection(orgCol(ORG_A, 'mail')).where('to', '==', anna.email).get()).docs[0]!;
    const payload = (await mail.ref.collection('private').doc('payload').get()).data()!;
    const png = PNG.sync.read(Buffer.from(payload.attachments[0].contentBase64, 'base64'));
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    const secret = localSecret('CARD_TOKEN_SECRET');
    const check = verifyCampaignToken(decoded!.data, secret);
    expect(check).toMatchObject({ valid: true, payload: { k: 'campaign', o: ORG_A, c: id2(), r: registrationId(anna.email) } });
    expect(verifyCampaignToken(decoded!.data, 'another-secret')).toEqual({ valid: false, reason: 'BAD_SIGNATURE' });
  });
});

describe('campaigns: consent before collecting', () => {
  const withoutPrivacy = () => db.doc(orgPath(ORG_A)).update({ policies: FieldValue.delete() });
  const campaignCount = async () => (await db.collection(orgCol(ORG_A, 'campaigns')).count().get()).data().count;

  it('without the privacy policy a campaign cannot be published, made published, or take a registration', async () => {
    await setPlan('ENTERPRISE');
    const open = (await save(campaign({ formFields: [] }))).body.id;
    await withoutPrivacy();
    try {
      const before = await campaignCount();
      const created = await save(campaign({ name: 'Senza informativa' }));
      expect([created.status, created.body.err]).toEqual([409, 'PRIVACY_POLICY_REQUIRED']);
      expect(await campaignCount()).toBe(before);
      // a draft may wait for the policy; publishing it may not
      const draft = await save(campaign({ name: 'Bozza', published: false }));
      expect(draft.status, JSON.stringify(draft.body)).toBe(200);
      expect((await save(campaign({ name: 'Bozza' }), draft.body.id)).body.err).toBe('PRIVACY_POLICY_REQUIRED');
      expect((await stored(draft.body.id)).published).toBe(false);
      // the policy taken away after publication: the page shows no form, the registration is refused the same way
      expect((await publicView(open)).body.campaign).toMatchObject({ privacy: null });
      const refused = await register(open, person({ answers: {}, consent: { policyVersion: privacyVersion } }));
      expect([refused.status, refused.body.err]).toEqual([409, 'PRIVACY_POLICY_REQUIRED']);
      expect(await registrationsOf(open)).toBe(0);
    } finally {
      privacyVersion = await publishPrivacyPolicy(world.tokens.orgAdmin, 'privacy again');
    }
  });

  it('the page shows the current policy; the registration records consent to the version shown, at the server’s time', async () => {
    const id = (await save(campaign({ formFields: [], policies: ['privacy'] }))).body.id;
    const page = await api<{ campaign: { privacy: { version: number; url: string }; policies: unknown[] } }>(
      'GET',
      '/v1/campaigns/public',
      {
        headers: { org: ORG_A, id },
      },
    );
    expect(page.body.campaign.privacy.version).toBe(privacyVersion);
    expect(page.body.campaign.privacy.url).toMatch(/./);
    // the privacy policy is asked once, as the consent, not again among the other policies
    expect(page.body.campaign.policies).toEqual([]);
    const { consent: _none, ...noConsent } = person({ answers: {} });
    const missing = await register(id, noConsent);
    expect([missing.status, missing.body.issues]).toEqual([400, [{ path: 'body.consent', message: 'validation.mustAccept' }]]);
    // a page read before a newer version was published: refused, to be read again
    const shown = privacyVersion;
    privacyVersion = await publishPrivacyPolicy(world.tokens.orgAdmin, 'privacy newer');
    const stale = await register(id, person({ answers: {}, consent: { policyVersion: shown } }));
    expect([stale.status, stale.body.err]).toEqual([409, 'POLICY_CHANGED']);
    expect(await registrationsOf(id)).toBe(0);
    const before = Date.now();
    const anna = person({ answers: {} });
    expect((await register(id, anna)).status).toBe(200);
    const reg = (await db.doc(`${orgCol(ORG_A, 'campaigns')}/${id}/registrations/${registrationId(anna.email)}`).get()).data()!;
    expect(reg.consent.policyVersion).toBe(privacyVersion);
    expect(reg.consent.at).toBeInstanceOf(Timestamp);
    expect(Math.abs((reg.consent.at as Timestamp).toMillis() - before)).toBeLessThan(60_000);
  });
});

describe('campaigns: the registrations as a file', () => {
  it('CSV and XLSX with the form’s answers as columns, by surname, formulas neutralized; the campaign roles only', async () => {
    await setPlan('ENTERPRISE');
    const saved = await save(campaign({ name: 'Cena sociale' }));
    expect(saved.status).toBe(200);
    const id = saved.body.id;
    expect(
      (await register(id, person({ name: 'Mario', surname: 'Rossi', answers: { taglia: 'L', note: 'vegetariano' }, source: 'newsletter' })))
        .status,
    ).toBe(200);
    expect((await register(id, person({ name: 'Luca', surname: '=HYPERLINK("http://x")', answers: { taglia: 'S' } }))).status).toBe(200);
    const call = (format: string, who: PrincipalName = 'management') =>
      api<{ result: string; fileName: string; count: number } & Failure>('POST', '/v1/campaigns/registrations-export', {
        token: world.tokens[who],
        body: { id, format },
      });
    expect((await call('csv', 'staff')).status).toBe(403);
    const csv = await call('csv');
    expect(csv.status, JSON.stringify(csv.body)).toBe(200);
    expect(csv.body.count).toBe(2);
    expect(csv.body.fileName).toBe('iscritti-cena-sociale-2099-04-10.csv');
    const lines = Buffer.from(csv.body.result, 'base64')
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe(
      'Cognome;Nome;Email;Provenienza;Lingua;Punti;Iscritto il;Consenso privacy il;Versione informativa privacy;Taglia maglietta;Note',
    );
    const consent = `\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}:\\d{2};${privacyVersion}`;
    expect(lines[1]).toMatch(
      new RegExp(`^"'=HYPERLINK\\(""http://x""\\)";Luca;p\\d+@esempio\\.it;;it;0;\\d{2}/\\d{2}/\\d{4};${consent};S;$`),
    );
    expect(lines[2]).toMatch(new RegExp(`^Rossi;Mario;p\\d+@esempio\\.it;newsletter;it;0;\\d{2}/\\d{2}/\\d{4};${consent};L;vegetariano$`));
    expect((await call('xlsx')).body.count).toBe(2);
    const unknown = await api<Failure>('POST', '/v1/campaigns/registrations-export', {
      token: world.tokens.orgAdmin,
      body: { id: 'nope', format: 'csv' },
    });
    expect(unknown.body.err).toBe('NOT_FOUND');
  });
});
