import { beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { cardPath, memberPath, orgCol, orgPath } from '@tessera/domain/paths';
import { verifyCardToken } from '../../functions/src/cards/token';
import { TOKEN_KEYWORD } from '../../functions/src/cards/pdf';
import { api } from '../support/api';
import { db } from '../support/admin';
import {
  cardAttachmentsOn,
  buildWorld,
  ORG_A,
  storedMember,
  updateCard,
  updateMember,
  type PrincipalName,
  type World,
} from '../support/world';
import { localCardSecret, pdfInfo, pdfText } from '../support/pdfTools';

type Card = { number: string; holder: string; status: string; effectiveStatus: string; validUntil: string | null; group: string | null };
type Pdf = { pdf: string; fileName: string };

const ENDPOINTS = [
  ['/v1/cards/all', {}],
  ['/v1/cards/payments', { card: '1001' }],
  ['/v1/members/resend-card-pdf', { user: 'm1' }],
  ['/v1/members/print-card-attachment', { user: 'm1', year: '2026' }],
  ['/v1/members/resend-card', { user: 'm1', year: '2026' }],
] as const;

function tokenOf(pdf: string): string {
  const k = pdfInfo(pdf).keywords;
  return k.slice(k.indexOf(TOKEN_KEYWORD) + TOKEN_KEYWORD.length);
}

describe('cards endpoints', () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld();
    // the A4 sheets of cards (print-card-attachment) are card attachments, off by default
    await cardAttachmentsOn(ORG_A);
    const ts = (d: string) => Timestamp.fromDate(new Date(`${d}T00:00:00Z`));
    // m1: valid until last year's end (within or past the 2-month grace depending on today: computed below);
    // m2: far in the future; m3: expired long ago. m1 gets an accented name and payments.
    await updateMember(ORG_A, 'm1', { name: 'Niccolò', surname: 'Dell’Acqua', cardValidUntil: ts('2030-12-31') });
    await updateCard(ORG_A, '1001', { holder: 'Dell’Acqua Niccolò', validUntil: ts('2030-12-31') });
    await db.doc(cardPath(ORG_A, '1002')).update({ validUntil: ts('2099-12-31') });
    await db.doc(cardPath(ORG_A, '1003')).update({ validUntil: ts('2001-12-31') });
    const pay = (id: string, data: Record<string, unknown>) => db.doc(`${orgCol(ORG_A, 'payments')}/${id}`).set(data);
    await pay('p1', {
      memberId: 'm1',
      cardNumber: '1001',
      payDate: ts('2025-01-10'),
      payYear: 2025,
      amount: 3000,
      status: 'PROCESSED',
      mode: 'CONTANTI',
      group: 'g1',
    });
    await pay('p2', {
      memberId: 'm1',
      cardNumber: '1001',
      payDate: ts('2026-01-10'),
      payYear: 2026,
      amount: 3000,
      status: 'PROCESSED',
      mode: 'POS',
      group: 'g1',
    });
    await pay('p3', {
      memberId: 'm3',
      cardNumber: '1003',
      payDate: ts('2026-01-10'),
      payYear: 2026,
      amount: 3000,
      status: 'PROCESSED',
      mode: 'POS',
      group: 'g3',
    });
    // m4: in g1, without a card; m5: in g1, with a card but no email
    await db
      .doc(memberPath(ORG_A, 'm4'))
      .set(storedMember({ name: 'Senza', surname: 'Tessera', group: 'g1', cardStatus: 'NOT_FOUND', email: 'm4@test.it' }));
    await db
      .doc(memberPath(ORG_A, 'm5'))
      .set(storedMember({ name: 'Senza', surname: 'Email', group: 'g1', cardNumber: '1005', cardStatus: 'ACTIVE' }));
    // m6: in g1, its card made INACTIVE (by an admin or a RESET upload); m7: stored ACTIVE but past valid-until and grace
    await db
      .doc(memberPath(ORG_A, 'm6'))
      .set(
        storedMember({ name: 'Tessera', surname: 'Spenta', group: 'g1', cardNumber: '1006', cardStatus: 'INACTIVE', email: 'm6@test.it' }),
      );
    await db.doc(memberPath(ORG_A, 'm7')).set(
      storedMember({
        name: 'Tessera',
        surname: 'Scaduta',
        group: 'g1',
        cardNumber: '1007',
        cardStatus: 'ACTIVE',
        cardValidUntil: ts('2001-12-31'),
        email: 'm7@test.it',
      }),
    );
  });

  describe('access', () => {
    it.each(ENDPOINTS)('%s: no token → 401', async (path, headers) => {
      const res = await api('GET', path, { headers });
      expect(res.status).toBe(401);
      expect(res.body.err).toBe('UNAUTHENTICATED');
    });

    it.each(ENDPOINTS)('%s: a member → 403 NO_USER_ALLOWED', async (path, headers) => {
      const res = await api('GET', path, { token: world.tokens.member, headers });
      expect(res.status).toBe(403);
      expect(res.body.err).toBe('NO_USER_ALLOWED');
    });

    it('staff reads cards and PDFs but may not send a card (cards.write)', async () => {
      expect((await api('GET', '/v1/cards/all', { token: world.tokens.staff })).status).toBe(200);
      expect((await api('GET', '/v1/members/resend-card-pdf', { token: world.tokens.staff, headers: { user: 'm1' } })).status).toBe(200);
      const res = await api('GET', '/v1/members/resend-card', { token: world.tokens.staff, headers: { user: 'm1', year: '2026' } });
      expect(res.status).toBe(403);
      expect(res.body.err).toBe('NO_USER_ALLOWED');
    });

    it.each([
      ['/v1/cards/payments', { card: '1003' }],
      ['/v1/members/resend-card-pdf', { user: 'm3' }],
      ['/v1/members/print-card-attachment', { user: 'm1,m3', year: '2026' }],
      ['/v1/members/resend-card', { user: 'm3', year: '2026' }],
    ] as const)('%s: a group admin outside its groups → 403', async (path, headers) => {
      const res = await api('GET', path, { token: world.tokens.groupAdmin, headers });
      expect(res.status).toBe(403);
      expect(res.body.err).toBe('NO_USER_ALLOWED');
    });

    it.each([
      ['/v1/cards/payments', { card: '1002' }],
      ['/v1/members/resend-card-pdf', { user: 'm1' }],
    ] as const)('%s: an admin of another organization does not find ORG_A records', async (path, headers) => {
      // ORG_B has member mb1 with card 1001 only: m1 and card 1002 do not exist there.
      const res = await api('GET', path, { token: world.tokens.otherOrgAdmin, headers });
      expect(res.status).toBe(404);
      expect(res.body.err).toBe('USER_NOT_FOUND');
    });

    it.each([
      ['/v1/cards/payments', {}],
      ['/v1/cards/payments', { card: 'abc' }],
      ['/v1/members/resend-card-pdf', {}],
      ['/v1/members/resend-card-pdf', { user: 'm1', year: '20x6' }],
      ['/v1/members/resend-card-pdf', { user: 'm1', lang: 'fr' }],
      ['/v1/members/print-card-attachment', { user: 'm1', year: '2026-01' }],
      ['/v1/members/print-card-attachment', { user: ',', year: '2026' }],
      ['/v1/members/resend-card', {}],
      ['/v1/members/resend-card', { user: 'm1', year: '1800' }],
    ] as const)('%s %j: bad headers → 400 INVALID_REQUEST', async (path, headers) => {
      const res = await api('GET', path, { token: world.tokens.orgAdmin, headers });
      expect(res.status).toBe(400);
      expect(res.body.err).toBe('INVALID_REQUEST');
    });

    it('unknown member, member without card → 404 USER_NOT_FOUND', async () => {
      for (const user of ['nobody', 'm4']) {
        const res = await api('GET', '/v1/members/resend-card-pdf', { token: world.tokens.orgAdmin, headers: { user } });
        expect(res.status).toBe(404);
        expect(res.body.err).toBe('USER_NOT_FOUND');
      }
      const card = await api('GET', '/v1/cards/payments', { token: world.tokens.orgAdmin, headers: { card: '9999' } });
      expect(card.status).toBe(404);
    });
  });

  describe('GET /v1/cards/all', () => {
    it.each(['orgAdmin', 'platform', 'management', 'staff'] as PrincipalName[])('%s gets every card of the organization', async (who) => {
      const res = await api<{ result: Card[]; gracePeriodMonths: number }>('GET', '/v1/cards/all', { token: world.tokens[who] });
      expect(res.status).toBe(200);
      expect(res.body.result.map((c) => c.number)).toEqual(['1001', '1002', '1003']);
      expect(res.body.gracePeriodMonths).toBe(2);
      const byNumber = Object.fromEntries(res.body.result.map((c) => [c.number, c]));
      expect(byNumber['1001']).toMatchObject({
        holder: 'Dell’Acqua Niccolò',
        validUntil: '2030-12-31',
        status: 'ACTIVE',
        effectiveStatus: 'ACTIVE',
      });
      expect(byNumber['1003']).toMatchObject({ validUntil: '2001-12-31', status: 'ACTIVE', effectiveStatus: 'INACTIVE' });
    });

    it('a group admin gets only its groups’ cards', async () => {
      const res = await api<{ result: Card[] }>('GET', '/v1/cards/all', { token: world.tokens.groupAdmin });
      expect(res.body.result.map((c) => c.number)).toEqual(['1001', '1002']);
    });

    it('the grace period is the organization’s: 0 months turns a card expired yesterday INACTIVE', async () => {
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      await db.doc(cardPath(ORG_A, '1002')).update({ validUntil: Timestamp.fromDate(new Date(`${yesterday}T00:00:00Z`)) });
      const two = await api<{ result: Card[] }>('GET', '/v1/cards/all', { token: world.tokens.orgAdmin });
      expect(two.body.result.find((c) => c.number === '1002')?.effectiveStatus).toBe('ACTIVE');
      await db.doc(orgPath(ORG_A)).update({ 'preferences.gracePeriodMonths': 0 });
      const zero = await api<{ result: Card[] }>('GET', '/v1/cards/all', { token: world.tokens.orgAdmin });
      expect(zero.body.result.find((c) => c.number === '1002')?.effectiveStatus).toBe('INACTIVE');
      await db.doc(orgPath(ORG_A)).update({ 'preferences.gracePeriodMonths': 2 });
      await db.doc(cardPath(ORG_A, '1002')).update({ validUntil: Timestamp.fromDate(new Date('2099-12-31T00:00:00Z')) });
    });
  });

  describe('GET /v1/cards/payments', () => {
    it('answers the card’s payments, newest first, with ISO dates', async () => {
      const res = await api<{ payments: { id: string; payDate: string }[] }>('GET', '/v1/cards/payments', {
        token: world.tokens.groupAdmin,
        headers: { card: '1001' },
      });
      expect(res.status).toBe(200);
      expect(res.body.payments.map((p) => p.id)).toEqual(['p2', 'p1']);
      expect(res.body.payments[0]!.payDate).toBe('2026-01-10T00:00:00.000Z');
    });

    it('a card without payments answers an empty list', async () => {
      const res = await api<{ payments: unknown[] }>('GET', '/v1/cards/payments', {
        token: world.tokens.orgAdmin,
        headers: { card: '1002' },
      });
      expect(res.body.payments).toEqual([]);
    });
  });

  describe('card PDFs', () => {
    it('resend-card-pdf: a CR80 card with holder, number, valid-until and a QR token signed for this card', async () => {
      const res = await api<Pdf>('GET', '/v1/members/resend-card-pdf', { token: world.tokens.groupAdmin, headers: { user: 'm1' } });
      expect(res.status).toBe(200);
      expect(res.body.fileName).toBe('tessera-1001.pdf');
      const info = pdfInfo(res.body.pdf);
      expect([info.pages, Math.round(info.widthPt), Math.round(info.heightPt)]).toEqual([1, 243, 153]);
      const text = pdfText(res.body.pdf);
      for (const s of ['Associazione Alfa', 'Niccolò Dell’Acqua', '1001', '31/12/2030']) expect(text).toContain(s);
      const check = verifyCardToken(tokenOf(res.body.pdf), localCardSecret());
      expect(check).toMatchObject({ valid: true, payload: { o: ORG_A, c: '1001', m: 'm1', v: '2030-12-31' } });
    });

    it('resend-card-pdf with year prints a card valid until 31 December of that year; lang en', async () => {
      const res = await api<Pdf>('GET', '/v1/members/resend-card-pdf', {
        token: world.tokens.orgAdmin,
        headers: { user: 'm1', year: '2027', lang: 'en' },
      });
      const text = pdfText(res.body.pdf);
      expect(text).toContain('31/12/2027');
      expect(text).toContain('Valid until');
    });

    it('print-card-attachment: an A4 sheet with every requested card once', async () => {
      const res = await api<Pdf>('GET', '/v1/members/print-card-attachment', {
        token: world.tokens.orgAdmin,
        headers: { user: 'm1, m2,m3,m1', year: '2026' },
      });
      expect(res.status).toBe(200);
      expect(res.body.fileName).toBe('tessere-2026-3.pdf');
      const info = pdfInfo(res.body.pdf);
      expect([info.pages, Math.round(info.widthPt), Math.round(info.heightPt)]).toEqual([1, 595, 842]);
      const text = pdfText(res.body.pdf);
      for (const s of ['Niccolò Dell’Acqua', 'Anna Bianchi', 'Luca Verdi']) expect(text.split(s).length - 1).toBe(1);
      expect(text.split('31/12/2026').length - 1).toBe(3);
    });
  });

  describe('QR tokens: only for active cards, never beyond valid-until', () => {
    it('a year past the card’s valid-until prints and signs the valid-until, not the year', async () => {
      const res = await api<Pdf>('GET', '/v1/members/resend-card-pdf', {
        token: world.tokens.orgAdmin,
        headers: { user: 'm1', year: '2200' },
      });
      expect(res.status).toBe(200);
      expect(pdfText(res.body.pdf)).toContain('31/12/2030');
      expect(pdfText(res.body.pdf)).not.toContain('31/12/2200');
      expect(verifyCardToken(tokenOf(res.body.pdf), localCardSecret())).toMatchObject({ valid: true, payload: { v: '2030-12-31' } });
    });

    it.each([
      ['/v1/members/resend-card-pdf', { user: 'm6' }],
      ['/v1/members/resend-card-pdf', { user: 'm7', year: '2200' }],
      ['/v1/members/print-card-attachment', { user: 'm1,m6', year: '2026' }],
      ['/v1/members/resend-card', { user: 'm6', year: '2026' }],
      ['/v1/members/resend-card', { user: 'm7' }],
    ] as const)('%s %j: a card that is not active → 409 CARD_NOT_ACTIVE, nothing queued', async (path, headers) => {
      const before = (await db.collection(orgCol(ORG_A, 'mail')).get()).size;
      const res = await api('GET', path, { token: world.tokens.orgAdmin, headers });
      expect(res.status).toBe(409);
      expect(res.body.err).toBe('CARD_NOT_ACTIVE');
      expect((await db.collection(orgCol(ORG_A, 'mail')).get()).size).toBe(before);
    });
  });

  describe('GET /v1/members/resend-card', () => {
    it('queues one card email with the PDF attached', async () => {
      const before = (await db.collection(orgCol(ORG_A, 'mail')).get()).size;
      const res = await api<{ queued: boolean; mailId: string }>('GET', '/v1/members/resend-card', {
        token: world.tokens.orgAdmin,
        headers: { user: 'm1', year: '2026' },
      });
      expect(res.status).toBe(200);
      expect(res.body.queued).toBe(true);
      const mails = await db.collection(orgCol(ORG_A, 'mail')).get();
      expect(mails.size).toBe(before + 1);
      const mail = await db.doc(`${orgCol(ORG_A, 'mail')}/${res.body.mailId}`).get();
      expect(mail.data()).toMatchObject({
        to: 'member-a@test.it',
        template: 'card',
        lang: 'it',
        memberId: 'm1',
        attachments: [{ fileName: 'tessera-1001.pdf', contentType: 'application/pdf' }],
      });
      const payload = (await mail.ref.collection('private').doc('payload').get()).data()!;
      expect(payload.data).toEqual({
        name: 'Niccolò Dell’Acqua',
        cardNumber: '1001',
        validUntil: '2026-12-31',
        orgName: 'Associazione Alfa',
      });
      const pdf = payload.attachments[0].contentBase64 as string;
      expect(pdfText(pdf)).toContain('31/12/2026');
      expect(verifyCardToken(tokenOf(pdf), localCardSecret()).valid).toBe(true);
    });

    it('a member without email → 422 MISSING_ADDRESS_INFO, nothing queued', async () => {
      const before = (await db.collection(orgCol(ORG_A, 'mail')).get()).size;
      const res = await api('GET', '/v1/members/resend-card', { token: world.tokens.groupAdmin, headers: { user: 'm5', year: '2026' } });
      expect(res.status).toBe(422);
      expect(res.body.err).toBe('MISSING_ADDRESS_INFO');
      expect((await db.collection(orgCol(ORG_A, 'mail')).get()).size).toBe(before);
    });
  });
});
