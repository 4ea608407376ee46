// The admin app of the tests first: the functions modules then reuse it.
import { db } from '../support/admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { col, counterPath, orgCol, orgPath } from '@tessera/domain/paths';
import { pdfText } from '../support/pdfTools';
import { chargeRefundedEvent } from '../../functions/src/payments/localProvider';
import { api } from '../support/api';
import { buildWorld, ORG_A, type PrincipalName, type World } from '../support/world';
import { paidLocalSession, postWebhook } from './support';

// Refunds (issue 13 §3): GET /v1/payments/refund-payment for every method, the STRIPE path through the local provider
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
