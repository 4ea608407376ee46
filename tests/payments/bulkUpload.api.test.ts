import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Timestamp } from 'firebase-admin/firestore';
import { cardPath, memberPath, orgCol } from '@tessera/domain/paths';
import { checkPaymentUploadHeader, parsePaymentUploadRows } from '@tessera/domain/uploads/paymentUpload';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { checkCharacter } from '@tessera/domain/codiceFiscale';
import { api } from '../support/api';
import { db } from '../support/admin';
import { buildWorld, ORG_A, ORG_B, PRINCIPALS, type PrincipalName, type World } from '../support/world';
import { finished, report } from '../uploads/support';
import { storeUploadJob } from '../../functions/src/uploads/jobStore';
import { processUploadJob } from '../../functions/src/uploads/applyJob';
import { paymentApplier } from '../../functions/src/payments/uploads/uploadJob';
// the upload jobs' appliers, registered by kind (the functions' wiring)
import '../../functions/src/wiring';

// POST /v1/payments/bulk-upload: a bank statement or payroll file on the upload job machinery, against
// the real API, trigger and Firestore.
let world: World;
const THIS_YEAR = Number(todayInItaly().slice(0, 4));
/** the fees are for next year: every renewal moves the card to its 31 December */
const FEE_YEAR = THIS_YEAR + 1;
/**
 * The payments' days: last year's, always past (this year's early days are still to come in January, and a day to
 * come is refused).
 */
const PAY_YEAR = THIS_YEAR - 1;
const DAY = `02/01/${PAY_YEAR}`;
const M1_SSN = 'RSSMRA80A01H501U';
const M3_CARD = '1003';
/** a valid tax code no member holds */
const STRANGER = 'VRDLCU91B12L219' + checkCharacter('VRDLCU91B12L219');
const HEADER = 'taxcode,cardnumber,paydate,amount,object,fee';

function upload(
  who: PrincipalName | undefined,
  file: string | Uint8Array,
  headers: Record<string, string> = { mode: 'BANK', value: String(FEE_YEAR) },
  fileName = 'estratto.csv',
) {
  return api<{ jobId: string; total: number; err?: string; issues?: { path: string; message: string }[] }>(
    'POST',
    '/v1/payments/bulk-upload',
    {
      token: who ? world.tokens[who] : undefined,
      headers,
      body: { fileName, contentBase64: Buffer.from(file).toString('base64') },
    },
  );
}

async function upAndWait(who: PrincipalName, file: string | Uint8Array, headers?: Record<string, string>, org = ORG_A, fileName?: string) {
  const res = await upload(who, file, headers, fileName);
  if (res.status !== 200) throw new Error(`upload answered ${res.status} ${JSON.stringify(res.body)}`);
  return { jobId: res.body.jobId, job: await finished(res.body.jobId, org), rows: await report(res.body.jobId, org) };
}

const payments = (org = ORG_A) => db.collection(orgCol(org, 'payments'));
const paymentCount = async (org = ORG_A) => (await payments(org).count().get()).data().count;
const uploadCount = async () => (await db.collection(orgCol(ORG_A, 'uploads')).count().get()).data().count;
const iso = (v: unknown) => (v as Timestamp).toDate().toISOString().slice(0, 10);

describe('POST /v1/payments/bulk-upload', () => {
  beforeAll(async () => {
    world = await buildWorld();
  });

  it('no token → 401, staff and members → 403, bad headers → 400: nothing stored', async () => {
    const file = `${HEADER}\n${M1_SSN},,${DAY},30,,`;
    expect((await upload(undefined, file)).status).toBe(401);
    for (const who of ['staff', 'member'] as const) expect((await upload(who, file)).body.err).toBe('NO_USER_ALLOWED');
    for (const headers of [
      { mode: 'CASH', value: String(FEE_YEAR) },
      { mode: 'BANK', value: 'anno' },
      { mode: 'BANK', value: '1066' },
      { mode: 'BANK' },
    ]) {
      const res = await upload('orgAdmin', file, headers as Record<string, string>);
      expect(res.status, JSON.stringify(headers)).toBe(400);
      expect(res.body.err).toBe('INVALID_REQUEST');
    }
    expect(await uploadCount()).toBe(0);
  });

  it('a header without amount or any payer column, or with an unknown column → 400 naming them, nothing stored', async () => {
    const res = await upload('orgAdmin', `paydate,importo\n${DAY},30`);
    expect(res.status).toBe(400);
    expect(res.body.issues!.map((i) => i.path)).toEqual(
      expect.arrayContaining(['missing.amount', 'missing.taxcode|cardnumber|email', 'unexpected.importo']),
    );
    expect(res.body.issues![0]!.message).toBe('upload.nonConformingDocument');
    expect(await uploadCount()).toBe(0);
    expect(await paymentCount()).toBe(0);
  });

  it('a bank statement: each row recorded as a transfer with its renewal, or refused with its reason', async () => {
    const file = [
      HEADER,
      `${M1_SSN},,${DAY},"30,00",,`, // 2: m1's fee by tax code
      `,1002,${DAY},"12,50",Donazione,no`, // 3: m2 by card number, not a fee
      `${M1_SSN},,${DAY},"30,00",,`, // 4: line 2 again
      `${STRANGER},,${DAY},30,,`, // 5: nobody in this organization
      `${M1_SSN},1002,${DAY},30,,`, // 6: m1's tax code with m2's card
      `${M1_SSN},,${DAY},-5,,`, // 7: not a positive amount
      `${M1_SSN},,31/12/${THIS_YEAR + 2},30,,`, // 8: a day still to come
      `RSSMRA80A01H501X,,${DAY},30,,`, // 9: not a tax code
      `,,${DAY},30,,`, // 10: no payer
      `,1002,${DAY},25,,forse`, // 11: fee neither yes nor no
    ].join('\n');
    const { job, rows } = await upAndWait('orgAdmin', file);
    expect(rows.map((r) => [r.line, r.outcome, r.reason ?? null])).toEqual([
      [2, 'APPLIED', null],
      [3, 'APPLIED', null],
      [4, 'REFUSED', 'DUPLICATE_IN_FILE'],
      [5, 'REFUSED', 'NOT_FOUND'],
      [6, 'REFUSED', 'KEYS_CONFLICT'],
      [7, 'REFUSED', 'INVALID_AMOUNT'],
      [8, 'REFUSED', 'INVALID_DATE'],
      [9, 'REFUSED', 'INVALID_TAX_CODE'],
      [10, 'REFUSED', 'NO_MATCH_KEY'],
      [11, 'REFUSED', 'INVALID_VALUE'],
    ]);
    expect(job).toMatchObject({ state: 'DONE', total: 10, applied: 2, skipped: 0, refused: 8 });

    const fee = (await payments().doc(rows[0]!.paymentId!).get()).data()!;
    expect(fee).toMatchObject({
      memberId: 'm1',
      amount: 3000,
      payYear: FEE_YEAR,
      mode: 'BONIFICO',
      status: 'PROCESSED',
      object: `Quota associativa ${FEE_YEAR}`,
      cardPayment: true,
      operator: PRINCIPALS.orgAdmin.email,
      holder: 'Rossi Mario',
      uploadJob: expect.any(String),
    });
    expect(iso(fee.payDate)).toBe(`${PAY_YEAR}-01-02`);
    const gift = (await payments().doc(rows[1]!.paymentId!).get()).data()!;
    expect(gift).toMatchObject({ memberId: 'm2', amount: 1250, object: 'Donazione', cardPayment: false });
    // the fee renewed m1's card to the end of its year, in the payment's transaction; the gift renewed nothing
    const m1 = (await db.doc(memberPath(ORG_A, 'm1')).get()).data()!;
    expect(iso(m1.cardValidUntil)).toBe(`${FEE_YEAR}-12-31`);
    expect(m1.accountStatus).toBe('ACTIVE');
    expect(iso((await db.doc(cardPath(ORG_A, '1001')).get()).get('validUntil'))).toBe(`${FEE_YEAR}-12-31`);
    const m2 = (await db.doc(memberPath(ORG_A, 'm2')).get()).data()!;
    expect(m2.cardValidUntil ? iso(m2.cardValidUntil) : null).not.toBe(`${FEE_YEAR}-12-31`);
    expect(await paymentCount()).toBe(2);
  });

  it('the same statement uploaded again records nothing twice: its payments are SKIPPED as already recorded', async () => {
    const file = [HEADER, `${M1_SSN},,${DAY},"30,00",,`, `,1002,${DAY},"12,50",Donazione,no`].join('\n');
    const before = await paymentCount();
    const { job, rows } = await upAndWait('orgAdmin', file);
    expect(rows.map((r) => [r.outcome, r.reason])).toEqual([
      ['SKIPPED', 'ALREADY_RECORDED'],
      ['SKIPPED', 'ALREADY_RECORDED'],
    ]);
    expect(job).toMatchObject({ applied: 0, skipped: 2 });
    expect(await paymentCount()).toBe(before);
    // the same transfer in a payroll file is another payment (another method)
    const payroll = await upAndWait('orgAdmin', file, { mode: 'PAYROLL', value: String(FEE_YEAR) });
    expect(payroll.job).toMatchObject({ applied: 2 });
    expect((await payments().doc(payroll.rows[0]!.paymentId!).get()).get('mode')).toBe('PAYROLL');
  });

  it('a payroll file names its payroll company, recorded on every payment; any other company is refused', async () => {
    const values = db.collection(orgCol(ORG_A, 'listValues'));
    await values.doc('co-payroll').set({ type: 'group_companies', name: 'Officine Rossi S.p.A.', payroll: true });
    await values.doc('co-other').set({ type: 'ext_companies', name: 'Fornitore esterno', payroll: false });
    const file = [HEADER, `${M1_SSN},,03/01/${PAY_YEAR},"15,00",Quota,no`].join('\n');
    const before = await uploadCount();
    for (const headers of [
      { mode: 'PAYROLL', value: String(FEE_YEAR), company: 'co-other' },
      { mode: 'PAYROLL', value: String(FEE_YEAR), company: 'g1' },
      { mode: 'PAYROLL', value: String(FEE_YEAR), company: 'nobody' },
      { mode: 'BANK', value: String(FEE_YEAR), company: 'co-payroll' },
    ]) {
      const refused = await upload('orgAdmin', file, headers);
      expect([refused.status, refused.body.issues]).toEqual([400, [{ path: 'headers.company', message: 'validation.notAllowed' }]]);
    }
    expect(await uploadCount()).toBe(before);
    const done = await upAndWait('orgAdmin', file, { mode: 'PAYROLL', value: String(FEE_YEAR), company: 'co-payroll' });
    expect(done.job).toMatchObject({ applied: 1 });
    const id = done.rows[0]!.paymentId!;
    expect((await payments().doc(id).get()).get('payrollCompany')).toEqual({ id: 'co-payroll', name: 'Officine Rossi S.p.A.' });
    const one = await api<{ payrollCompany?: unknown }>('GET', '/v1/payments/one', {
      token: world.tokens.orgAdmin,
      headers: { id },
    });
    expect(one.body.payrollCompany).toEqual({ id: 'co-payroll', name: 'Officine Rossi S.p.A.' });
  });

  it("a group admin's file records payments of its groups' members only", async () => {
    const file = [HEADER, `${M1_SSN},,02/02/${PAY_YEAR},40,,`, `,${M3_CARD},02/02/${PAY_YEAR},40,,`].join('\n');
    const { rows } = await upAndWait('groupAdmin', file);
    expect(rows.map((r) => [r.outcome, r.reason ?? null, r.memberId])).toEqual([
      ['APPLIED', null, 'm1'],
      ['REFUSED', 'OUT_OF_SCOPE', 'm3'],
    ]);
    expect((await payments().where('memberId', '==', 'm3').count().get()).data().count).toBe(0);
  });

  it("another organization's admin finds none of this organization's members", async () => {
    const before = await paymentCount();
    const { rows } = await upAndWait('otherOrgAdmin', `${HEADER}\n${M1_SSN},,${DAY},30,,\n,1002,${DAY},30,,`, undefined, ORG_B);
    // 1002 is not a card of ORG_B; ORG_B's own 1001 would be
    expect(rows.map((r) => [r.outcome, r.reason])).toEqual([
      ['REFUSED', 'NOT_FOUND'],
      ['REFUSED', 'NOT_FOUND'],
    ]);
    expect(await paymentCount()).toBe(before);
    expect(await paymentCount(ORG_B)).toBe(0);
  });

  it('an amount with more than two decimals, an ambiguous separator or English writing is refused, naming row and cell', async () => {
    // once stored as € 123,00, € 30.123,00 and € 12.345,00 (APPLIED), and read as thousands or decimals by guess
    const refused = ['0,123', '30,123', '12,345', '1,500', '1.500', '1.234', '25.50'];
    const file = [
      HEADER,
      ...refused.map((amount) => `${M1_SSN},,${DAY},"${amount}",Donazione,no`), // lines 2-8
      `${M1_SSN},,${DAY},"1.234,56",Donazione,no`, // 9: Italian writing
      `${M1_SSN},,${DAY},€ 50,Donazione,no`, // 10
    ].join('\n');
    const before = await paymentCount();
    const { job, rows } = await upAndWait('orgAdmin', file);
    expect(rows.map((r) => [r.line, r.outcome, r.reason ?? null, r.column ?? null])).toEqual([
      ...refused.map((_, i) => [i + 2, 'REFUSED', 'INVALID_AMOUNT', 'amount']),
      [9, 'APPLIED', null, null],
      [10, 'APPLIED', null, null],
    ]);
    expect(job).toMatchObject({ state: 'DONE', applied: 2, refused: refused.length });
    expect(await paymentCount()).toBe(before + 2);
    const stored = await Promise.all(rows.slice(-2).map(async (r) => (await payments().doc(r.paymentId!).get()).get('amount')));
    expect(stored).toEqual([123_456, 5000]);
  });

  it('an XLSX number cell is taken as the number it is, refused with more than two decimals; its text cells as Italian writing', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Estratto');
    ws.addRows([HEADER.split(','), [M1_SSN, '', DAY, 12.5, 'Donazione', 'no'], [M1_SSN, '', DAY, 30.123, 'Donazione', 'no']]);
    ws.addRows([
      [M1_SSN, '', DAY, '1.500', 'Donazione', 'no'],
      [M1_SSN, '', DAY, 0.1 + 0.2, 'Donazione', 'no'],
    ]);
    const before = await paymentCount();
    const { rows } = await upAndWait('orgAdmin', new Uint8Array(await wb.xlsx.writeBuffer()), undefined, ORG_A, 'estratto.xlsx');
    expect(rows.map((r) => [r.line, r.outcome, r.reason ?? null, r.column ?? null])).toEqual([
      [2, 'APPLIED', null, null],
      [3, 'REFUSED', 'INVALID_AMOUNT', 'amount'],
      [4, 'REFUSED', 'INVALID_AMOUNT', 'amount'],
      [5, 'APPLIED', null, null],
    ]);
    expect(await paymentCount()).toBe(before + 2);
    const stored = await Promise.all([rows[0]!, rows[3]!].map(async (r) => (await payments().doc(r.paymentId!).get()).get('amount')));
    expect(stored).toEqual([1250, 30]);
  });

  it('a run that crashed after writing a chunk but before its checkpoint is resumed without doubling a payment', async () => {
    const sheet = [`,${M3_CARD},03/03/${PAY_YEAR},50,,`, `,1002,03/03/${PAY_YEAR},50,,`];
    const check = checkPaymentUploadHeader(HEADER.split(','));
    if (!check.ok) throw new Error('header');
    const rows = parsePaymentUploadRows(
      sheet.map((l) => l.split(',')),
      check.columns,
      { payYear: FEE_YEAR, today: todayInItaly() },
    );
    const scope = { role: 'organization' as const, groups: [] as string[] };
    const meta = {
      kind: 'payments' as const,
      mode: 'BANK' as const,
      fileName: 'crash.csv',
      format: 'csv',
      createdBy: 'uid-orgAdmin',
      operator: 'x',
      company: null,
      scope,
    };
    const jobId = await storeUploadJob(ORG_A, meta, rows, { leaseId: 'crashed' });
    const job = { id: jobId, kind: 'payments' as const, mode: 'BANK' as const, scope, leaseId: 'crashed', operator: 'x', company: null };
    const before = await paymentCount();
    // the crashed run: the chunk's payments written, no checkpoint
    await (await paymentApplier(ORG_A, job)).applyChunk(rows);
    expect(await paymentCount()).toBe(before + 2);
    await processUploadJob(ORG_A, job);
    expect(await paymentCount()).toBe(before + 2);
    const done = (await db.doc(`${orgCol(ORG_A, 'uploads')}/${jobId}`).get()).data()!;
    expect(done).toMatchObject({ state: 'DONE', applied: 2, skipped: 0, refused: 0 });
  });
});
