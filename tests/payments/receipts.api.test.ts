import { copyFileSync, mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { counterPath, orgCol, orgPath } from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { pdfInfo, pdfText, renderPng } from '../support/pdfTools';
import { buildWorld, ORG_A, ORG_B, type PrincipalName, type World } from '../support/world';
import { issueInTransaction } from '../../functions/src/payments/receipts/receiptNumber';

// Receipts: POST /v1/payments/print-receipt and /v1/profile/print-receipt, against the real API: the
// PDF's text as a reader extracts it, the numbers under concurrency, who may print which.
let world: World;
const YEAR = Number(new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Rome' }).slice(0, 4));
const INFO = { name: 'Associazione Aurora APS', address: 'Via Mazzini 8, 20123 Milano (MI)', taxCode: '97123450153' };

type Receipt = { receipt?: string; number?: string; err?: string; issues?: { path: string; message: string }[] };
const print = (who: PrincipalName, id: string) =>
  api<Receipt>('POST', '/v1/payments/print-receipt', { token: world.tokens[who], body: { id } });
const register = async (body: Record<string, unknown>) => {
  const res = await api<{ id: string }>('POST', '/v1/payments/one', {
    token: world.tokens.orgAdmin,
    body: {
      memberId: 'm1',
      payDate: `${YEAR}-03-10`,
      payYear: YEAR,
      amount: 3500,
      mode: 'CONTANTI',
      object: `Quota associativa ${YEAR}`,
      ...body,
    },
  });
  expect(res.status).toBe(200);
  return res.body.id;
};
const counter = async () => (await db.doc(counterPath(ORG_A, `receipts-${YEAR}`)).get()).data();
const flat = (pdf: string) => pdfText(pdf).replace(/\s+/g, ' ');

beforeAll(async () => {
  world = await buildWorld();
  await db.doc(orgPath(ORG_A)).set({ publicInfo: INFO }, { merge: true });
  await db
    .doc(`${orgCol(ORG_A, 'members')}/m1`)
    .set({ residence: { line: 'Via Roma 1', city: 'Milano', state: 'MI', zip: '20121', country: 'IT' } }, { merge: true });
});

describe('POST /v1/payments/print-receipt', () => {
  let fee = '';
  it('prints a membership fee’s receipt: number, organization, payer, amount in figures and words, the fee’s VAT wording', async () => {
    fee = await register({ membershipFee: true });
    const res = await print('orgAdmin', fee);
    expect(res.status).toBe(200);
    const first = res.body.number!;
    expect(first).toMatch(new RegExp(`^\\d+/${YEAR}$`));
    const text = flat(res.body.receipt!);
    for (const part of [
      `RICEVUTA N. ${first}`,
      'Associazione Aurora APS',
      'C.F. 97123450153',
      'Mario Rossi',
      'C.F. RSSMRA80A01H501U',
      'Tessera n. 1001',
      'Via Roma 1, 20121 Milano (MI)',
      '€ 35,00',
      '(euro trentacinque/00)',
      `Quota associativa ${YEAR}`,
      `Contanti · 10/03/${YEAR}`,
      'Quota associativa esclusa dal campo di applicazione dell’IVA',
      'Emessa da admin-a@test.it',
    ])
      expect(text).toContain(part);
    expect(text).not.toContain('Imposta di bollo');
    expect(pdfInfo(res.body.receipt!)).toMatchObject({ pages: 1 });
    // looked at: render it where the screenshots go
    mkdirSync('screenshots', { recursive: true });
    copyFileSync(renderPng(res.body.receipt!, 80), 'screenshots/receipt-fee.png');

    // a reprint keeps the number and takes no new one
    const again = await print('staff', fee);
    expect(again.body.number).toBe(first);
    expect((await counter())!.last).toBe(Number(first.split('/')[0]));
  });

  it('adds the €2 stamp-duty line above €77.47 without VAT, not for an exempt organization, and splits VAT when charged', async () => {
    const big = await register({ amount: 10000, object: 'Corso di fotografia' });
    const stamped = flat((await print('orgAdmin', big)).body.receipt!);
    expect(stamped).toContain('Imposta di bollo di € 2,00 assolta sull’originale');
    expect(stamped).toContain('Operazione non soggetta a IVA');
    expect(stamped).toContain('(euro cento/00)');

    const taxed = await register({ amount: 12200, vatPercent: 22, object: 'Maglietta', quantity: 2 });
    const vat = flat((await print('orgAdmin', taxed)).body.receipt!);
    expect(vat).toContain('Imponibile € 100,00 · IVA 22% € 22,00');
    expect(vat).toContain('Maglietta × 2');
    expect(vat).not.toContain('Imposta di bollo');

    await db.doc(orgPath(ORG_A)).set({ publicInfo: { stampDutyExempt: true } }, { merge: true });
    const exempt = await register({ amount: 10000, object: 'Corso di ceramica' });
    expect(flat((await print('orgAdmin', exempt)).body.receipt!)).not.toContain('Imposta di bollo');
    await db.doc(orgPath(ORG_A)).set({ publicInfo: { stampDutyExempt: false } }, { merge: true });
  });

  it('refuses a payment not received yet, takes no number for it; a group admin outside its groups; the member’s own only', async () => {
    const before = (await counter())!.last;
    const onHold = await register({ status: 'ONHOLD' });
    const held = await print('orgAdmin', onHold);
    expect([held.status, held.body.err]).toEqual([409, 'PAYMENT_STATUS_CONFLICT']);
    expect((await counter())!.last).toBe(before);

    const m3 = await register({ memberId: 'm3' });
    expect((await print('groupAdmin', m3)).body.err).toBe('NO_USER_ALLOWED');
    expect((await print('member', fee)).status).toBe(403);
    expect((await print('otherOrgAdmin', fee)).status).toBe(404);

    const mine = await api<Receipt>('POST', '/v1/profile/print-receipt', { token: world.tokens.member, body: { id: fee } });
    expect(mine.status).toBe(200);
    expect(flat(mine.body.receipt!)).toContain('Mario Rossi');
    const notMine = await api<Receipt>('POST', '/v1/profile/print-receipt', { token: world.tokens.member, body: { id: m3 } });
    expect(notMine.status).toBe(404);
  });

  it('answers RECEIPT_DATA_MISSING with the missing fields when the organization lacks them, taking no number', async () => {
    await db.doc(orgPath(ORG_B)).set({ publicInfo: { name: 'Circolo B' } }, { merge: true });
    const id = (
      await db.collection(orgCol(ORG_B, 'payments')).add({ memberId: 'mb1', group: 'gb1', amount: 500, status: 'PROCESSED', mode: 'POS' })
    ).id;
    const res = await print('otherOrgAdmin', id);
    expect([res.status, res.body.err, res.body.issues]).toEqual([
      422,
      'RECEIPT_DATA_MISSING',
      [
        { path: 'publicInfo.address', message: 'validation.required' },
        { path: 'publicInfo.taxCode', message: 'validation.required' },
      ],
    ]);
    expect((await db.doc(`${orgCol(ORG_B, 'payments')}/${id}`).get()).get('receipt')).toBeUndefined();
  });

  it('gives receipts printed at the same moment distinct consecutive numbers, counted by method and month', async () => {
    // through the API: each concurrent request takes an emulator worker of its own, so a handful here; 50 below
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push(await register({ amount: 1000 + i, mode: i % 2 ? 'POS' : 'BONIFICO', object: `Quota ${i}` }));
    const before = (await counter())!;
    const answers = await Promise.all(ids.map((id) => print('orgAdmin', id)));
    expect(answers.map((a) => a.status)).toEqual(ids.map(() => 200));
    const numbers = answers.map((a) => Number(a.body.number!.split('/')[0])).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 4 }, (_, i) => before.last + 1 + i));
    const after = (await counter())!;
    expect([after.last, after.count]).toEqual([before.last + 4, before.count + 4]);
    expect(after.byMethod.POS.count - (before.byMethod.POS?.count ?? 0)).toBe(2);
    const month = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Rome' }).slice(5, 7);
    expect(after.byMonth[month].count - (before.byMonth[month]?.count ?? 0)).toBe(4);
  });

  it('50 first prints contending for the counter in the same second: 50 distinct consecutive numbers, no gap', async () => {
    const ids: string[] = [];
    const batch = db.batch();
    for (let i = 0; i < 50; i++) {
      const ref = db.collection(orgCol(ORG_A, 'payments')).doc();
      batch.set(ref, { memberId: 'm2', group: 'g2', amount: 500, mode: 'POS', status: 'PROCESSED' });
      ids.push(ref.id);
    }
    await batch.commit();
    const before = (await counter())!;
    // the transaction itself, not the API's per-instance queue: what holds across instances
    const issued = await Promise.all(ids.map((id) => issueInTransaction(db.doc(`${orgCol(ORG_A, 'payments')}/${id}`), () => undefined)));
    expect(issued.map((r) => r.receipt.n).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => before.last + 1 + i));
    const stored = await Promise.all(
      ids.map(async (id) => (await db.doc(`${orgCol(ORG_A, 'payments')}/${id}`).get()).get('receipt.n') as number),
    );
    expect(new Set(stored).size).toBe(50);
    expect((await counter())!.last).toBe(before.last + 50);
  });
});
