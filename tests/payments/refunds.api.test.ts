// The admin app of the tests first: the functions modules then reuse it.
import { db } from '../support/admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { col, counterPath, memberCardDownloadsPath, orgCol, orgPath } from '@tessera/domain/paths';
import { eventually } from '../support/settle';
import type { Timestamp } from 'firebase-admin/firestore';
import { localCardSecret, pdfText } from '../support/pdfTools';
import { signCardToken } from '../../functions/src/cards/token';
import { renderMail } from '@tessera/domain/mail/render';
import { chargeRefundedEvent } from '../../functions/src/payments/providers/localProvider';
import { api } from '../support/api';
import { buildWorld, ORG_A, type PrincipalName, type World } from '../support/world';
import { paidLocalSession, postWebhook } from './support';

// Refunds: GET /v1/payments/refund-payment for every method, the STRIPE path through the local provider
// and the real webhook (charge.refunded, replayed), credit notes for invoiced payments, who may.
let world: World;
const YEAR = Number(new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Rome' }).slice(0, 4));
type Answer = { status?: string; refundedAmount?: number; err?: string; issues?: { path: string; message: string }[] };
const refund = (who: PrincipalName, payment: string, amount?: number) =>
  api<Answer>('GET', '/v1/payments/refund-payment', {
    token: world.tokens[who],
    headers: { payment, ...(amount === undefined ? {} : { amount: String(amount) }) },
  });
const paymentRef = (id: string) => db.doc(`${orgCol(ORG_A, 'payments')}/${id}`);
const stored = async (id: string) => (await paymentRef(id).get()).data()!;
let n = 0;
async function payment(fields: Record<string, unknown>) {
  const id = `refund-test-${n++}`;
  await paymentRef(id).set({ memberId: 'm1', group: 'g1', amount: 3500, mode: 'CONTANTI', status: 'PROCESSED', payYear: YEAR, ...fields });
  return id;
}

beforeAll(async () => {
  world = await buildWorld();
  await db
    .doc(orgPath(ORG_A))
    .set({ publicInfo: { name: 'Associazione A', address: 'Via Roma 1, Milano', taxCode: '97123450153' } }, { merge: true });
});

describe('refunds of payments not made by card', () => {
  it('records a cash refund at once: REFUNDED, by whom, how much; audited; a second one is refused', async () => {
    const id = await payment({});
    const res = await refund('orgAdmin', id);
    expect(res.body).toEqual({ status: 'REFUNDED', refundedAmount: 3500 });
    expect(await stored(id)).toMatchObject({ status: 'REFUNDED', refunded: true, refundedAmount: 3500, refundedBy: 'admin-a@test.it' });
    expect((await stored(id)).creditNote).toBeUndefined();
    const audit = (await db.collection(orgCol(ORG_A, 'audit')).where('target', '==', id).get()).docs.map((d) => d.data());
    expect(audit).toContainEqual(
      expect.objectContaining({ type: 'paymentRefunded', after: expect.objectContaining({ refundedAmount: 3500 }) }),
    );
    expect((await refund('orgAdmin', id)).body.err).toBe('PAYMENT_STATUS_CONFLICT');
  });

  it('refunds part of an invoiced payment with its credit note (numbered per year); never more than was paid', async () => {
    const id = await payment({ status: 'INVOICED' });
    const before = await stored(id);
    const tooMuch = await refund('platform', id, 3501);
    expect([tooMuch.status, tooMuch.body.issues]).toEqual([400, [{ path: 'headers.amount', message: 'validation.refundTooLarge' }]]);
    expect(await stored(id)).toEqual(before);
    const res = await refund('platform', id, 1000);
    expect(res.body).toEqual({ status: 'REFUNDED', refundedAmount: 1000 });
    const after = await stored(id);
    expect(after.creditNote.number).toBe(`${after.creditNote.n}/${YEAR}`);
    expect((await db.doc(counterPath(ORG_A, `creditNotes-${YEAR}`)).get()).get('last')).toBe(after.creditNote.n);
    // its PDF: what was given back, and the receipt it corrects
    await paymentRef(id).update({ receipt: { number: `7/${YEAR}` } });
    const note = await api<{ receipt: string; number: string }>('POST', '/v1/payments/print-receipt', {
      token: world.tokens.orgAdmin,
      body: { id, kind: 'creditNote' },
    });
    expect(note.body.number).toBe(after.creditNote.number);
    const text = pdfText(note.body.receipt).replace(/\s+/g, ' ');
    for (const part of [
      `NOTA DI CREDITO N. ${after.creditNote.number}`,
      `a rettifica della ricevuta n. 7/${YEAR}`,
      '€ 10,00',
      '(euro dieci/00)',
      'RESTITUITO A',
    ])
      expect(text).toContain(part);
    const none = await api<Answer>('POST', '/v1/payments/print-receipt', {
      token: world.tokens.orgAdmin,
      body: { id: await payment({}), kind: 'creditNote' },
    });
    expect(none.status).toBe(404);
  });

  it('refuses what cannot be refunded and who may not refund, changing nothing', async () => {
    const onHold = await payment({ status: 'ONHOLD' });
    expect((await refund('orgAdmin', onHold)).body.err).toBe('PAYMENT_STATUS_CONFLICT');
    const id = await payment({});
    for (const who of ['groupAdmin', 'management', 'staff', 'member'] as const) expect((await refund(who, id)).status).toBe(403);
    expect((await refund('otherOrgAdmin', id)).status).toBe(404);
    expect((await refund('orgAdmin', 'nope')).status).toBe(404);
    expect((await stored(id)).status).toBe('PROCESSED');
  });
});

describe('refunds of card payments, through the provider and its webhook', () => {
  const SESSION = 'cs_local_refundtest';
  const INTENT = 'pi_local_refundtest';
  let id = '';
  beforeAll(async () => {
    await paidLocalSession(SESSION, INTENT, ORG_A);
    id = await payment({ mode: 'STRIPE', sessionId: SESSION });
  });

  it('refunds part of it through the provider; the signed charge.refunded event records it; replayed ×3 it changes nothing', async () => {
    const res = await refund('orgAdmin', id, 1500);
    // the local provider sends its event before answering: already recorded
    expect(res.body).toEqual({ status: 'REFUNDED', refundedAmount: 1500 });
    const after = await stored(id);
    expect(after).toMatchObject({ status: 'REFUNDED', refundedAmount: 1500, refundedBy: 'admin-a@test.it' });
    expect(after.refundRequest).toBeUndefined();
    expect((await db.doc(`${col.providerPayments}/${INTENT}`).get()).data()).toEqual({ org: ORG_A, paymentId: id });

    // Stripe redelivers: the same event three times is applied once
    const session = (await db.doc(`${col.localCheckoutSessions}/${SESSION}`).get()).data()!;
    const event = chargeRefundedEvent(session as never, 1500, 're_local_again', {});
    const payload = JSON.stringify(event);
    for (let i = 0; i < 3; i++) {
      const again = await postWebhook(payload);
      expect(again.status).toBe(200);
      expect(['duplicate', 'already']).toContain(again.body.outcome);
    }
    expect(await stored(id)).toEqual(after);
  });

  it('a refund made in the provider’s dashboard reaches the payment; beyond what was paid is refused', async () => {
    const session = (await db.doc(`${col.localCheckoutSessions}/${SESSION}`).get()).data()!;
    const res = await postWebhook(JSON.stringify(chargeRefundedEvent(session as never, 3500, 're_dashboard', {})));
    expect(res.body.outcome).toBe('refunded');
    expect(await stored(id)).toMatchObject({ status: 'REFUNDED', refundedAmount: 3500, refundedBy: 'Stripe' });
    expect((await refund('orgAdmin', id, 1)).body.err).toBe('PAYMENT_STATUS_CONFLICT');
  });
});

describe('a refunded membership fee has consequences', () => {
  const member = () => db.doc(`${orgCol(ORG_A, 'members')}/m1`);
  const iso = (v: unknown) => (v as Timestamp | null)?.toDate().toISOString().slice(0, 10) ?? null;
  const scanCard = () =>
    api<{ result?: string }>('POST', '/v1/scanner/scan', {
      token: world.tokens.staff,
      body: {
        code: signCardToken({ o: ORG_A, c: '1001', m: 'm1', v: `${YEAR}-12-31`, iat: Math.floor(Date.now() / 1000) }, localCardSecret()),
        scanId: `refund-scan-${Date.now().toString(36)}`,
      },
    });

  it('refunding the only fee of the year: the card is no longer ACTIVE, scans EXPIRED, its receipt says refunded, the member is told', async () => {
    // no grace period: the year before has ended, whatever the day the test runs
    await db.doc(orgPath(ORG_A)).set({ preferences: { gracePeriodMonths: 0 } }, { merge: true });
    const paid = await api<{ id: string }>('POST', '/v1/payments/one', {
      token: world.tokens.orgAdmin,
      body: {
        memberId: 'm1',
        payDate: `${YEAR}-03-10`,
        payYear: YEAR,
        amount: 3500,
        mode: 'CONTANTI',
        object: `Quota associativa ${YEAR}`,
        membershipFee: true,
      },
    });
    expect(paid.status).toBe(200);
    const id = paid.body.id;
    const before = await member().get();
    expect([before.get('cardStatus'), iso(before.get('cardValidUntil'))]).toEqual(['ACTIVE', `${YEAR}-12-31`]);
    expect((await scanCard()).body.result).toBe('VALID');
    const receipt = await api<{ receipt: string; number: string }>('POST', '/v1/payments/print-receipt', {
      token: world.tokens.orgAdmin,
      body: { id },
    });
    expect(receipt.status).toBe(200);
    expect(pdfText(receipt.body.receipt)).not.toContain('RIMBORSATA');
    // invoiced meanwhile: its refund issues a credit note; the member has the card in Google Wallet
    await paymentRef(id).update({ status: 'INVOICED' });
    await db.doc(memberCardDownloadsPath(ORG_A, 'm1')).set({ google: true }, { merge: true });

    expect((await refund('orgAdmin', id)).body).toEqual({ status: 'REFUNDED', refundedAmount: 3500 });
    const creditNote = (await stored(id)).creditNote.number as string;

    // the year is no longer paid: the card ends with the year before and, past it, is stored INACTIVE (card document too)
    const after = await member().get();
    expect([after.get('cardStatus'), iso(after.get('cardValidUntil'))]).toEqual(['INACTIVE', `${YEAR - 1}-12-31`]);
    const cardDoc = await db.doc(`${orgCol(ORG_A, 'cards')}/1001`).get();
    expect([cardDoc.get('status'), iso(cardDoc.get('validUntil'))]).toEqual(['INACTIVE', `${YEAR - 1}-12-31`]);
    expect((await scanCard()).body.result).toBe('EXPIRED');
    // the wallet pass follows the card: no longer active (the emulator's stand-in for Google's Wallet API records the patch)
    const patched = await eventually(
      async () => (await db.collection(col.devWalletCalls).where('op', '==', 'patchObject').get()).docs.map((d) => d.data()),
      (calls) => calls.some((c) => String(c.id).endsWith(`${ORG_A}-m1`) && c.body?.state !== 'ACTIVE'),
      // the triggers of the earlier tests' writes may still be queued on a busy emulator
      120_000,
    );
    expect(patched.some((c) => String(c.id).endsWith(`${ORG_A}-m1`) && c.body?.state !== 'ACTIVE')).toBe(true);

    // the receipt printed again says it was refunded: when, how much, the credit note
    const again = await api<{ receipt: string; number: string }>('POST', '/v1/payments/print-receipt', {
      token: world.tokens.orgAdmin,
      body: { id },
    });
    expect(again.body.number).toBe(receipt.body.number);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Rome' });
    const day = `${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(0, 4)}`;
    expect(pdfText(again.body.receipt).replace(/\s+/g, ' ')).toContain(`RIMBORSATA il ${day} (€ 35,00) · nota di credito n. ${creditNote}`);

    // the member is told, in their language, what it means for the card
    const mails = await db.collection(orgCol(ORG_A, 'mail')).where('template', '==', 'paymentRefunded').where('memberId', '==', 'm1').get();
    const told = await Promise.all(mails.docs.map(async (d) => (await d.ref.collection('private').doc('payload').get()).get('data')));
    const mail = told.find((d) => d.creditNote === creditNote);
    expect(mail).toMatchObject({ name: 'Mario', amount: 3500, year: YEAR, card: 'inactive' });
    const it = renderMail('paymentRefunded', 'it', mail, 'Associazione A').text;
    expect(it).toContain(`ti abbiamo rimborsato € 35,00 per «Quota associativa ${YEAR}».`);
    expect(it).toContain(`nota di credito n. ${creditNote}`);
    expect(it).toContain('la tua tessera non è più attiva');
    expect(renderMail('paymentRefunded', 'en', mail, 'Associazione A').text).toContain('your membership card is no longer active');
    await db.doc(orgPath(ORG_A)).set({ preferences: { gracePeriodMonths: 2 } }, { merge: true });
  });
});
