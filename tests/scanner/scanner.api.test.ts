import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { orgCol, orgPath } from '@tessera/domain/paths';
import type { ScanOutcome } from '@tessera/domain/scanner/scan';
import { signCampaignToken, signCardToken, signTicketToken } from '../../functions/src/cards/token';
import { registrationId } from '../../functions/src/campaigns/register';
import { api } from '../support/api';
import { db } from '../support/admin';
import { localSecret } from '../support/localSecrets';
import { buildWorld, ORG_A, ORG_B, type PrincipalName, type World } from '../support/world';
import { publishPrivacyPolicy } from '../support/privacyPolicy';

// The QR scanner: cards shown, ACCESS codes redeemed once (two phones at once: one gets in), FIDELITY
// codes earning 100 points a scan and never twice for one scan id, everything logged.
type Failure = { err?: string; issues?: { path: string; message: string }[] };
let world: World;
let secret: string;
/** registrations consent to the organization's privacy policy: this version */
let privacyVersion = 0;
let n = 0;
const scanIdOf = () => `scan-${Date.now().toString(36)}-${++n}`;
const scan = (code: string, scanId = scanIdOf(), who: PrincipalName = 'staff', place = 'Ingresso') =>
  api<ScanOutcome & Failure>('POST', '/v1/scanner/scan', { token: world.tokens[who], body: { code, scanId, place } });
const iat = () => Math.floor(Date.now() / 1000);
const card = (extra: { o?: string; v?: string | null } = {}) =>
  signCardToken({ o: extra.o ?? ORG_A, c: '1001', m: 'm1', v: extra.v === undefined ? '2099-12-31' : extra.v, iat: iat() }, secret);

async function campaignWith(qrType: 'ACCESS' | 'FIDELITY', email: string): Promise<{ id: string; code: string }> {
  const saved = await api<{ id: string }>('POST', '/v1/campaigns/one', {
    token: world.tokens.orgAdmin,
    body: { name: `Serata ${qrType}`, startDate: '2099-05-01', endDate: '2099-05-02', qrType, published: true },
  });
  expect(saved.status).toBe(200);
  const registered = await api('POST', '/v1/campaigns/register', {
    headers: { org: ORG_A, id: saved.body.id },
    body: { email, name: 'Maria', surname: 'Rossi', consent: { policyVersion: privacyVersion } },
  });
  expect(registered.status).toBe(200);
  const code = signCampaignToken({ k: 'campaign', o: ORG_A, c: saved.body.id, r: registrationId(email), iat: iat() }, secret);
  return { id: saved.body.id, code };
}

beforeAll(async () => {
  world = await buildWorld();
  secret = localSecret('CARD_TOKEN_SECRET');
  privacyVersion = await publishPrivacyPolicy(world.tokens.orgAdmin);
});

describe('the scanner', () => {
  it('is for the back office; a malformed request is a 400 naming the field, and nothing is logged', async () => {
    expect((await scan(card(), scanIdOf(), 'member')).status).toBe(403);
    const bad = await scan(card(), 'no');
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([{ path: 'body.scanId', message: 'validation.id' }]);
    expect((await scan('', scanIdOf())).body.issues).toEqual([{ path: 'body.code', message: 'validation.required' }]);
    expect((await db.collection(orgCol(ORG_A, 'scans')).count().get()).data().count).toBe(0);
  });

  it('reads a membership card: valid with its holder, expired past its date, invalid when forged or of another organization', async () => {
    const valid = await scan(card(), scanIdOf(), 'groupAdmin');
    expect(valid.status).toBe(200);
    expect(valid.body).toMatchObject({ result: 'VALID', kind: 'card', mode: 'CARD', holder: 'Mario Rossi', title: '1001' });
    expect((await scan(card({ v: '2000-01-01' }))).body).toMatchObject({ result: 'EXPIRED', kind: 'card' });
    const forged = `${card().split('.')[0]}.${signCardToken({ o: ORG_A, c: '1001', m: 'm1', v: null, iat: iat() }, secret).split('.')[1]}`;
    expect((await scan(forged)).body).toMatchObject({ result: 'INVALID', kind: null, holder: null });
    expect((await scan(card({ o: ORG_B }))).body).toMatchObject({ result: 'INVALID', kind: 'card', holder: null });
    expect((await scan('not a code at all')).body).toMatchObject({ result: 'INVALID', kind: null });
    // every reading is logged, with who and where
    const log = await db.collection(orgCol(ORG_A, 'scans')).where('result', '==', 'VALID').get();
    expect(log.docs.map((d) => [d.get('kind'), d.get('place'), d.get('byName')])).toEqual([['card', 'Ingresso', 'local-a@test.it']]);
  });

  it('reads the card as stored now: past its valid-until and the grace period it is EXPIRED, though still ACTIVE and its code in date', async () => {
    const member = db.doc(`${orgCol(ORG_A, 'members')}/m1`);
    const validUntil = (iso: string) => member.update({ cardValidUntil: Timestamp.fromDate(new Date(`${iso}T00:00:00Z`)) });
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Rome' });
    const monthsAgo = (n: number) => {
      const d = new Date(`${today}T00:00:00Z`);
      d.setUTCMonth(d.getUTCMonth() - n);
      return d.toISOString().slice(0, 10);
    };
    try {
      // the organization grants two months of grace: three months past the date, the nightly expiry has not run yet
      await validUntil(monthsAgo(3));
      expect((await member.get()).get('cardStatus')).toBe('ACTIVE');
      expect((await scan(card({ v: '2099-12-31' }))).body).toMatchObject({ result: 'EXPIRED', kind: 'card', holder: 'Mario Rossi' });
      // one month past it, within the grace period: still VALID
      await validUntil(monthsAgo(1));
      expect((await scan(card({ v: '2099-12-31' }))).body).toMatchObject({ result: 'VALID', kind: 'card' });
    } finally {
      await member.update({ cardValidUntil: FieldValue.delete() });
    }
  });

  it('ACCESS: two phones scanning one code at once let one in; the other, and any later scan, say already used, when and by whom', async () => {
    const { code } = await campaignWith('ACCESS', 'porta@esempio.it');
    const [a, b] = await Promise.all([scan(code, scanIdOf(), 'staff'), scan(code, scanIdOf(), 'management')]);
    const results = [a.body.result, b.body.result].sort();
    expect(results).toEqual(['ALREADY_USED', 'VALID']);
    const [first, second] = a.body.result === 'VALID' ? [a, b] : [b, a];
    expect(first.body).toMatchObject({ kind: 'campaign', mode: 'ACCESS', holder: 'Maria Rossi', title: 'Serata ACCESS' });
    expect(second.body.usedAt).toBe(first.body.scannedAt);
    expect(second.body.usedBy).toBe(first === a ? 'staff-a@test.it' : 'mgmt-a@test.it');
    const later = await scan(code);
    expect(later.body).toMatchObject({ result: 'ALREADY_USED', usedAt: first.body.scannedAt });
    // the winner's request retried: the same answer again, nothing new
    expect((await scan(code, first.body.scanId, 'staff')).body).toEqual(first.body);
  });

  it('FIDELITY: the same scan retried 5 times at once adds 100 once; each new scan adds 100; the member with the email sees the balance', async () => {
    const { id, code } = await campaignWith('FIDELITY', 'member-a@test.it');
    const scanId = scanIdOf();
    const tries = await Promise.all(Array.from({ length: 5 }, () => scan(code, scanId)));
    for (const t of tries) expect(t.body).toMatchObject({ result: 'VALID', mode: 'FIDELITY', points: 100, balance: 100, scanId });
    const registration = db.doc(`${orgCol(ORG_A, 'campaigns')}/${id}/registrations/${registrationId('member-a@test.it')}`);
    expect((await registration.get()).get('points')).toBe(100);
    expect((await db.doc(`${orgCol(ORG_A, 'points')}/m1`).get()).get('points')).toBe(100);
    const again = await scan(code);
    expect(again.body).toMatchObject({ result: 'VALID', points: 100, balance: 200 });
    expect((await registration.get()).get('points')).toBe(200);
    expect((await db.doc(`${orgCol(ORG_A, 'points')}/m1`).get()).get('points')).toBe(200);
    // a scan id reused for another code is the scanner's mistake
    const reused = await scan(card(), scanId);
    expect(reused.status).toBe(400);
    expect(reused.body.issues).toEqual([{ path: 'body.scanId', message: 'validation.duplicate' }]);
    expect((await db.collection(orgCol(ORG_A, 'scans')).where('scanId', '==', scanId).count().get()).data().count).toBe(1);
  });

  it('a registrant who is no member earns points on the registration; an ended campaign is expired; a deleted registration invalid', async () => {
    const { id, code } = await campaignWith('FIDELITY', 'ospite@esempio.it');
    expect((await scan(code)).body).toMatchObject({ result: 'VALID', points: 100, balance: 100 });
    await db.doc(`${orgCol(ORG_A, 'campaigns')}/${id}`).update({ endDate: '2001-01-01' });
    expect((await scan(code)).body).toMatchObject({ result: 'EXPIRED', holder: 'Maria Rossi' });
    await db.doc(`${orgCol(ORG_A, 'campaigns')}/${id}/registrations/${registrationId('ospite@esempio.it')}`).delete();
    expect((await scan(code)).body).toMatchObject({ result: 'INVALID', holder: null });
  });

  it('a ticket: one entry; an unpaid (held) one is invalid, one for a past day expired', async () => {
    const sales = db.collection(orgCol(ORG_A, 'sales'));
    await sales.doc('concerto').set({ name: 'Concerto', saleDate: '2099-06-01' });
    await sales.doc('concerto').collection('registrations').doc('m1').set({ memberId: 'm1', holder: 'Mario Rossi', quantity: 2 });
    await sales.doc('concerto').collection('registrations').doc('m3').set({ memberId: 'm3', holder: 'Luca Verdi', held: true });
    await sales.doc('passato').set({ name: 'Gita', saleDate: '2001-06-01' });
    await sales.doc('passato').collection('registrations').doc('m1').set({ memberId: 'm1', holder: 'Mario Rossi' });
    const ticket = (s: string, m: string) => signTicketToken({ k: 'ticket', o: ORG_A, s, m, q: 1, iat: iat() }, secret);
    expect((await scan(ticket('concerto', 'm1'))).body).toMatchObject({
      result: 'VALID',
      kind: 'ticket',
      mode: 'ACCESS',
      holder: 'Mario Rossi',
      title: 'Concerto',
    });
    expect((await scan(ticket('concerto', 'm1'))).body).toMatchObject({ result: 'ALREADY_USED', usedBy: 'staff-a@test.it' });
    expect((await scan(ticket('concerto', 'm3'))).body).toMatchObject({ result: 'INVALID', kind: 'ticket' });
    expect((await scan(ticket('passato', 'm1'))).body).toMatchObject({ result: 'EXPIRED', kind: 'ticket' });
  });

  it("another organization's valid campaign or ticket code is INVALID, and its ids are not kept in this organization's log", async () => {
    const foreign = [
      signCampaignToken({ k: 'campaign', o: ORG_B, c: 'campaign-b', r: registrationId('altro@esempio.it'), iat: iat() }, secret),
      signTicketToken({ k: 'ticket', o: ORG_B, s: 'sale-b', m: 'mb1', q: 1, iat: iat() }, secret),
    ];
    for (const code of foreign) {
      const scanId = scanIdOf();
      expect((await scan(code, scanId)).body).toMatchObject({ result: 'INVALID', holder: null });
      const logged = await db.doc(`${orgCol(ORG_A, 'scans')}/${scanId}`).get();
      expect(logged.exists).toBe(true);
      expect({ campaignId: logged.get('campaignId'), saleId: logged.get('saleId') }).toEqual({ campaignId: null, saleId: null });
    }
  });
});

describe('the holder on the scanner, and who may scan', () => {
  it("names the member whose photo to show beside a card's or a ticket's holder; none without a photo", async () => {
    expect((await scan(card())).body.photoOf).toBeNull();
    const contentBase64 = (
      await sharp({ create: { width: 60, height: 80, channels: 3, background: '#7799bb' } })
        .jpeg()
        .toBuffer()
    ).toString('base64');
    const uploaded = await api('POST', '/v1/members/upload-photo', {
      token: world.tokens.orgAdmin,
      headers: { id: 'm1' },
      body: { fileName: 'mario.jpg', contentBase64 },
    });
    expect(uploaded.status).toBe(200);
    const valid = await scan(card(), scanIdOf(), 'staff');
    expect(valid.body).toMatchObject({ result: 'VALID', holder: 'Mario Rossi', photoOf: 'm1' });
    // the scanner reads it through the members' photo endpoint, within the scanning role's groups
    const photo = await api<{ photo: string | null }>('GET', '/v1/members/photo', { token: world.tokens.staff, headers: { id: 'm1' } });
    expect(photo.body.photo).toMatch(/^data:image\/jpeg;base64,/);
    const sales = db.collection(orgCol(ORG_A, 'sales'));
    await sales.doc('mostra').set({ name: 'Mostra', saleDate: '2099-07-01' });
    await sales.doc('mostra').collection('registrations').doc('m1').set({ memberId: 'm1', holder: 'Mario Rossi', quantity: 1 });
    const ticket = signTicketToken({ k: 'ticket', o: ORG_A, s: 'mostra', m: 'm1', q: 1, iat: iat() }, secret);
    expect((await scan(ticket)).body).toMatchObject({ result: 'VALID', kind: 'ticket', photoOf: 'm1' });
    // a campaign's registrant is no member record: no photo
    expect((await scan((await campaignWith('ACCESS', 'foto@esempio.it')).code)).body.photoOf).toBeNull();
  });

  it('an organization keeps the scanner to some roles: the others are refused and nothing is logged; administrators always scan', async () => {
    const prefs = () =>
      api<{ preferences: { scannerRoles: string[] } }>('GET', '/v1/settings/get-preferences', { token: world.tokens.orgAdmin });
    expect((await prefs()).body.preferences.scannerRoles).toEqual(['group', 'management', 'staff']);
    const current = (await prefs()).body.preferences;
    const sync = (scannerRoles: unknown) =>
      api<Failure>('POST', '/v1/settings/sync-preferences', {
        token: world.tokens.orgAdmin,
        body: { preferences: { ...current, scannerRoles } },
      });
    expect((await sync(['staff', 'organization'])).body.issues?.[0]?.path).toMatch(/^body\.preferences\.scannerRoles/);
    expect((await sync(['staff'])).status).toBe(200);
    try {
      const before = (await db.collection(orgCol(ORG_A, 'scans')).count().get()).data().count;
      for (const who of ['management', 'groupAdmin'] as const) {
        const refused = await scan(card(), scanIdOf(), who);
        expect(refused.status).toBe(403);
        expect(refused.body.err).toBe('NO_USER_ALLOWED');
      }
      expect((await db.collection(orgCol(ORG_A, 'scans')).count().get()).data().count).toBe(before);
      expect((await scan(card(), scanIdOf(), 'staff')).body.result).toBe('VALID');
      expect((await scan(card(), scanIdOf(), 'orgAdmin')).body.result).toBe('VALID');
    } finally {
      await db.doc(orgPath(ORG_A)).update({ 'preferences.scannerRoles': ['group', 'management', 'staff'] });
    }
  });
});

describe('campaign analytics', () => {
  it('registrations by day and source, check-ins and points counted as they happen; one campaign or the range', async () => {
    const access = await campaignWith('ACCESS', 'analisi@esempio.it');
    for (const [email, source] of [
      ['a1@esempio.it', 'instagram'],
      ['a2@esempio.it', 'Instagram'],
      ['a3@esempio.it', undefined],
    ] as const)
      expect(
        (
          await api('POST', '/v1/campaigns/register', {
            headers: { org: ORG_A, id: access.id },
            body: { email, name: 'Ada', surname: 'Neri', consent: { policyVersion: privacyVersion }, ...(source ? { source } : {}) },
          })
        ).status,
      ).toBe(200);
    expect((await scan(access.code)).body.result).toBe('VALID');
    expect((await scan(access.code)).body.result).toBe('ALREADY_USED');
    const view = (headers: Record<string, string>, who: PrincipalName = 'management') =>
      api<Record<string, unknown> & Failure>('GET', '/v1/campaigns/analytics', { token: world.tokens[who], headers });
    expect((await view({ id: access.id }, 'staff')).status).toBe(403);
    const one = await view({ id: access.id });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
    expect(one.body).toMatchObject({
      campaigns: [{ id: access.id, registered: 4, checkIns: 1, points: 0, noShowRate: null, cap: 1000 }],
      days: [{ day: today, registrations: 4, checkIns: 1, points: 0 }],
      sources: [
        { source: 'direct', registrations: 2 },
        { source: 'instagram', registrations: 2 },
      ],
    });
    // the FIDELITY campaigns of this file gave points: the range view sums every campaign starting in it
    const range = await view({ from: '2099-01-01', to: '2099-12-31' });
    const campaigns = range.body.campaigns as { qrType: string; points: number }[];
    expect(campaigns.length).toBeGreaterThanOrEqual(4);
    const points = campaigns.filter((c) => c.qrType === 'FIDELITY').reduce((n, c) => n + c.points, 0);
    expect(points).toBeGreaterThanOrEqual(300);
    expect((await view({ id: 'nope' })).body.err).toBe('NOT_FOUND');
    // a reversed range is pointed out, not answered with no campaigns
    const reversed = await view({ from: '2099-12-31', to: '2099-01-01' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.issues).toEqual([{ path: 'headers.to', message: 'validation.endBeforeStart' }]);
    // the same numbers as a file, a row per campaign
    const file = await api<{ result: string; count: number; fileName: string } & Failure>('POST', '/v1/campaigns/analytics-export', {
      token: world.tokens.management,
      body: { id: access.id, format: 'csv' },
    });
    expect(file.status, JSON.stringify(file.body)).toBe(200);
    expect(file.body.fileName).toMatch(/^analisi-serata-access-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = Buffer.from(file.body.result, 'base64')
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines).toEqual([
      'Campagna;Inizio;Fine;Tipo QR;Iscritti;Posti;Ingressi;Punti;Assenti %',
      'Serata ACCESS;01/05/2099;02/05/2099;ACCESS;4;1000;1;0;',
    ]);
  });
});
