import { beforeAll, describe, expect, it } from 'vitest';
import { orgCol } from '@tessera/domain/paths';
import type { ScanOutcome } from '@tessera/domain/scanner/scan';
import type { DoorMatch } from '@tessera/domain/scanner/typedCode';
import { signCardToken } from '../../functions/src/cards/token';
import { ticketCode } from '../../functions/src/sales/ticketCode';
import { registrationCode } from '../../functions/src/cards/ticketCodes';
import { registrationId } from '../../functions/src/campaigns/register';
import { printedTicketCode } from '@tessera/domain/scanner/typedCode';
import { api } from '../support/api';
import { db } from '../support/admin';
import { localSecret } from '../support/localSecrets';
import { publishPrivacyPolicy } from '../support/privacyPolicy';
import { addMember, buildWorld, ORG_A, ORG_B, type World } from '../support/world';

// The door without a camera: a typed card number or ticket short code answers as its QR would, redeemed once;
// a name search finds the organization's own cards and today's tickets only.
type Failure = { err?: string; issues?: { path: string; message: string }[] };
let world: World;
let secret: string;
let n = 0;
const scanIdOf = () => `typed-${Date.now().toString(36)}-${++n}`;
const scan = (code: string) =>
  api<ScanOutcome & Failure>('POST', '/v1/scanner/scan', { token: world.tokens.staff, body: { code, scanId: scanIdOf(), place: 'Cassa' } });
const search = (q: string) =>
  api<{ matches: DoorMatch[] } & Failure>('POST', '/v1/scanner/search', { token: world.tokens.staff, body: { q } });
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Rome' });
const answer = (o: ScanOutcome) => ({ result: o.result, kind: o.kind, mode: o.mode, holder: o.holder, title: o.title });

beforeAll(async () => {
  world = await buildWorld();
  secret = localSecret('CARD_TOKEN_SECRET');
});

describe('a typed code at the door', () => {
  it("a card number of the organization answers as its QR; another organization's is INVALID and names nothing", async () => {
    const member = (await db.doc(`${orgCol(ORG_A, 'members')}/m1`).get()).data()!;
    const v = member.cardValidUntil ? member.cardValidUntil.toDate().toISOString().slice(0, 10) : null;
    const byQr = await scan(signCardToken({ o: ORG_A, c: '1001', m: 'm1', v, iat: 1 }, secret));
    const typed = await scan(' 1001 ');
    expect(typed.status).toBe(200);
    expect(answer(typed.body)).toEqual(answer(byQr.body));
    expect(typed.body).toMatchObject({ kind: 'card', holder: 'Mario Rossi' });

    await addMember(ORG_B, { name: 'Bice', surname: 'Altra', cardNumber: '7777', cardStatus: 'ACTIVE' });
    const other = await scan('7777');
    expect(other.body).toMatchObject({ result: 'INVALID', kind: null, holder: null, title: '' });
    const logged = await db.collection(orgCol(ORG_A, 'scans')).where('scanId', '==', other.body.scanId).get();
    expect(logged.docs.map((d) => [d.get('holder'), d.get('campaignId'), d.get('saleId')])).toEqual([[null, null, null]]);
    expect((await db.collection(orgCol(ORG_B, 'scans')).count().get()).data().count).toBe(0);
  });

  it('a ticket short code is VALID once, then ALREADY_USED; ten at once let one in', async () => {
    const sales = db.collection(orgCol(ORG_A, 'sales'));
    await sales.doc('ballo').set({ name: 'Ballo', saleDate: '2099-06-01' });
    await sales
      .doc('ballo')
      .collection('registrations')
      .doc('m1')
      .set({
        memberId: 'm1',
        holder: 'Mario Rossi',
        quantity: 1,
        cancelled: false,
        ticketCode: ticketCode(ORG_A, 'ballo', 'm1', secret),
      });
    const code = ticketCode(ORG_A, 'ballo', 'm1', secret);
    const printed = `${code.slice(0, 4)}-${code.slice(4).toLowerCase()}`;
    expect((await scan(printed)).body).toMatchObject({
      result: 'VALID',
      kind: 'ticket',
      mode: 'ACCESS',
      holder: 'Mario Rossi',
      title: 'Ballo',
    });
    expect((await scan(code)).body).toMatchObject({ result: 'ALREADY_USED', usedBy: 'staff-a@test.it' });
    // another organization's ticket code names nothing here
    expect((await scan(ticketCode(ORG_B, 'ballo', 'm1', secret))).body).toMatchObject({ result: 'INVALID', kind: null });

    await sales.doc('cena').set({ name: 'Cena', saleDate: '2099-06-02' });
    const dinner = ticketCode(ORG_A, 'cena', 'm2', secret);
    await sales
      .doc('cena')
      .collection('registrations')
      .doc('m2')
      .set({ memberId: 'm2', holder: 'Anna Bianchi', quantity: 1, cancelled: false, ticketCode: dinner });
    const all = await Promise.all(Array.from({ length: 10 }, () => scan(dinner)));
    expect(all.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(all.filter((r) => r.body.result === 'VALID')).toHaveLength(1);
    expect(all.filter((r) => r.body.result === 'ALREADY_USED')).toHaveLength(9);
  });
});

describe('the name search at the door', () => {
  it("finds the organization's cards and today's tickets by name, at least three characters, never another organization's", async () => {
    expect((await search('ro')).body.issues).toEqual([{ path: 'body.q', message: 'validation.tooShort' }]);
    expect((await api('POST', '/v1/scanner/search', { token: world.tokens.member, body: { q: 'rossi' } })).status).toBe(403);
    const sales = db.collection(orgCol(ORG_A, 'sales'));
    await sales.doc('oggi').set({ name: 'Festa', saleDate: today() });
    // as a registration is stored (sales/seatTaking.ts), with its short code
    const festa = {
      memberId: 'm1',
      holder: 'Mario Rossi',
      quantity: 1,
      cancelled: false,
      ticketCode: ticketCode(ORG_A, 'oggi', 'm1', secret),
    };
    await sales.doc('oggi').collection('registrations').doc('m1').set(festa);
    await db.collection(orgCol(ORG_B, 'sales')).doc('oggi-b').set({ name: 'Altra festa', saleDate: today() });
    await db
      .collection(orgCol(ORG_B, 'sales'))
      .doc('oggi-b')
      .collection('registrations')
      .doc('mb')
      .set({ memberId: 'mb', holder: 'Marco Rossini', quantity: 1, cancelled: false });
    let matches: DoorMatch[] = [];
    // the cards come from the search projection, kept by a trigger
    for (let i = 0; i < 40 && !matches.some((m) => m.kind === 'card'); i += 1) {
      matches = (await search('ROSSÍ')).body.matches ?? [];
      if (!matches.some((m) => m.kind === 'card')) await new Promise((r) => setTimeout(r, 250));
    }
    expect(matches).toContainEqual({ kind: 'card', holder: 'Rossi Mario', code: '1001', title: '', status: 'ACTIVE' });
    const ticket = matches.find((m) => m.kind === 'ticket')!;
    expect(ticket).toMatchObject({ holder: 'Mario Rossi', title: 'Festa', status: 'OPEN' });
    expect(matches.some((m) => m.holder.includes('Rossini') || m.title === 'Altra festa')).toBe(false);
    // its code, sent as typed, is the ticket's: let in once, then the search says USED
    expect((await scan(ticket.code)).body).toMatchObject({ result: 'VALID', kind: 'ticket', title: 'Festa' });
    expect((await search('rossi')).body.matches.find((m) => m.kind === 'ticket')).toMatchObject({ status: 'USED' });
  });
});

describe("a campaign registration's short code", () => {
  it('is stored with the registration and mailed with its QR; typed at the door it admits once, as the QR would', async () => {
    // a public registration needs the organization's privacy policy, and the registrant's consent to its version
    const policyVersion = await publishPrivacyPolicy(world.tokens.orgAdmin);
    const saved = await api<{ id: string }>('POST', '/v1/campaigns/one', {
      token: world.tokens.orgAdmin,
      body: { name: 'Serata a porte aperte', startDate: '2099-05-01', endDate: '2099-05-02', qrType: 'ACCESS', published: true },
    });
    expect(saved.status).toBe(200);
    const email = 'codice@esempio.it';
    const registered = await api('POST', '/v1/campaigns/register', {
      headers: { org: ORG_A, id: saved.body.id },
      body: { email, name: 'Carla', surname: 'Neri', consent: { policyVersion } },
    });
    expect(registered.status).toBe(200);
    const regId = registrationId(email);
    const code = registrationCode('campaign', ORG_A, saved.body.id, regId, secret);
    const stored = (await db.doc(`${orgCol(ORG_A, 'campaigns')}/${saved.body.id}/registrations/${regId}`).get()).data()!;
    expect(stored.ticketCode).toBe(code);
    // not a sale ticket's code for the same ids: the kind is part of what is signed
    expect(code).not.toBe(ticketCode(ORG_A, saved.body.id, regId, secret));
    const mail = await db.collection(orgCol(ORG_A, 'mail')).where('template', '==', 'campaignRegistration').where('to', '==', email).get();
    const payloads = await Promise.all(mail.docs.map((d) => d.ref.collection('private').doc('payload').get()));
    expect(payloads.map((p) => p.get('data.ticketCode'))).toEqual([printedTicketCode(code)]);

    expect((await scan(printedTicketCode(code).toLowerCase())).body).toMatchObject({
      result: 'VALID',
      kind: 'campaign',
      mode: 'ACCESS',
      title: 'Serata a porte aperte',
    });
    expect((await scan(code)).body).toMatchObject({ result: 'ALREADY_USED', kind: 'campaign' });
  });
});

describe('the name search at the door, in order', () => {
  it('answers the matches by name (surname first, no case or accents), the same at every search', async () => {
    for (const [name, surname, cardNumber] of [
      ['Zeno', 'Amato', '3003'],
      ['Bruno', 'Àmato', '3001'],
      ['Aldo', 'amato', '3002'],
    ])
      await addMember(ORG_A, { name, surname, cardNumber, cardStatus: 'ACTIVE' });
    let holders: string[] = [];
    // the cards come from the search projection, kept by a trigger
    for (let i = 0; i < 40 && holders.length < 3; i += 1) {
      holders = ((await search('amato')).body.matches ?? []).map((m) => m.holder);
      if (holders.length < 3) await new Promise((r) => setTimeout(r, 250));
    }
    expect(holders).toEqual(['amato Aldo', 'Àmato Bruno', 'Amato Zeno']);
    expect(((await search('AMATO')).body.matches ?? []).map((m) => m.holder)).toEqual(holders);
  });
});
