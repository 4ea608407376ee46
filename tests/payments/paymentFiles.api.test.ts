import { beforeAll, describe, expect, it } from 'vitest';
import type { Timestamp } from 'firebase-admin/firestore';
import { orgCol } from '@tessera/domain/paths';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { api } from '../support/api';
import { db } from '../support/admin';
import { buildWorld, ORG_A, updateMember, type World } from '../support/world';
import { finished, report } from '../uploads/support';

// Payment files as CiviCRM and Wild Apricot export them: the payer named by email (the organization's email claims),
// amounts written the English way throughout, text dates; and a file mixing both writings, whose English amounts are
// refused. Against the real API, trigger and Firestore.
let world: World;
const THIS_YEAR = Number(todayInItaly().slice(0, 4));
const LAST_YEAR = THIS_YEAR - 1;
const FEE_YEAR = THIS_YEAR + 1;

/** A Wild Apricot payments export: English headers, the payer's email, '1,250.00' amounts, 'Jan 15, 2026' days. */
const WILD_APRICOT = [
  'Payment date,Contact ID,Contact,Email,Amount,Payment type,Tender,Comment',
  `"Jan 15, ${LAST_YEAR}",50012,Anna Bianchi,Two@Test.IT,"1,250.00",Manual,Check,Donazione annuale`, // 2: m2, the email in capitals
  `15-Jan-${LAST_YEAR},50013,Luca Verdi,luca@test.it,25.00,Manual,Cash,`, // 3: m3
  `15 gen ${LAST_YEAR},50014,Mario Rossi,member-a@test.it,40,Manual,Cash,`, // 4: m1, an integer: the same in both writings
  `16 Jan ${LAST_YEAR},50015,Ugo Neri,ugo.neri@example.org,10.00,Manual,Cash,`, // 5: no member with this email
].join('\r\n');

/** A CiviCRM contributions export: the email, a tax code in a custom field, 'Total Amount' as '25.00', ISO days. */
const CIVICRM = [
  'Contact ID;Display Name;Email;Codice fiscale;Financial Type;Total Amount;Contribution Date;Contribution Status',
  `12;Anna Bianchi;two@test.it;;Donation;25.00;${LAST_YEAR}-02-01;Completed`, // 2: m2 by email
  `13;Luca Verdi;luca@test.it;VRDLCU90B12L219F;Donation;30.50;${LAST_YEAR}-02-02 10:15:00;Completed`, // 3: m3 by both keys
  `14;Mario Rossi;two@test.it;RSSMRA80A01H501U;Donation;12.00;${LAST_YEAR}-02-03;Completed`, // 4: m1's tax code, m2's email
  `15;Luca Verdi;luca@;;Donation;12.00;${LAST_YEAR}-02-04;Completed`, // 5: no email
].join('\r\n');

/** A treasurer's sheet mixing both writings: its English amounts refused, never read by a guess. */
const MIXED = [
  'Data;Email;Importo;Causale',
  `01/03/${LAST_YEAR};two@test.it;25.00;Gita`, // 2: English
  `02/03/${LAST_YEAR};two@test.it;12,50;Gita`, // 3: Italian
  `03/03/${LAST_YEAR};two@test.it;1,250.00;Gita`, // 4: English
  `04/03/${LAST_YEAR};two@test.it;1.500;Gita`, // 5: ambiguous in both
  `05/03/${LAST_YEAR};two@test.it;30;Gita`, // 6: an integer
].join('\r\n');

type Preview = {
  mapping: Record<string, string | null>;
  header: { ok: boolean };
  total: number;
  valid: number;
  rows: { line: number; data: Record<string, unknown> }[];
  refused: { line: number; reason: string; column?: string }[];
  amountWriting?: 'it' | 'en';
};

const body = (fileName: string, file: string, mapping?: Record<string, string | null>) => ({
  fileName,
  contentBase64: Buffer.from(file, 'utf8').toString('base64'),
  ...(mapping ? { mapping } : {}),
});
const preview = (fileName: string, file: string) =>
  api<Preview>('POST', '/v1/payments/bulk-upload-preview', {
    token: world.tokens.orgAdmin,
    headers: { value: String(FEE_YEAR) },
    body: body(fileName, file),
  });

/** The file previewed, then uploaded with the mapping proposed; answers the preview and the job's report. */
async function uploadProposed(fileName: string, file: string) {
  const seen = await preview(fileName, file);
  expect(seen.status).toBe(200);
  const res = await api<{ jobId: string; total: number }>('POST', '/v1/payments/bulk-upload', {
    token: world.tokens.orgAdmin,
    headers: { mode: 'BANK', value: String(FEE_YEAR) },
    body: body(fileName, file, seen.body.mapping),
  });
  expect(res.status).toBe(200);
  const job = await finished(res.body.jobId, ORG_A);
  expect(job.state).toBe('DONE');
  return { preview: seen.body, rows: await report(res.body.jobId, ORG_A) };
}

const outcomes = (rows: Awaited<ReturnType<typeof report>>) =>
  rows.map((r) => [r.line, r.outcome, r.reason ?? r.memberId ?? null, r.column ?? null]);
/** A recorded payment, its day as ISO. */
async function stored(paymentId: string | undefined) {
  const data = (await db.doc(`${orgCol(ORG_A, 'payments')}/${paymentId}`).get()).data()!;
  return Object.assign(data, { payDay: (data.payDate as Timestamp).toDate().toISOString().slice(0, 10) });
}

describe('payment files from CiviCRM and Wild Apricot: payer by email, English amounts, text dates', () => {
  beforeAll(async () => {
    world = await buildWorld();
  });

  it('a Wild Apricot export: each payer found by email, amounts read in English, its text dates as days', async () => {
    const { preview: seen, rows } = await uploadProposed('payments.csv', WILD_APRICOT);
    expect(seen.mapping).toEqual({
      'Payment date': 'paydate',
      'Contact ID': null,
      Contact: null,
      Email: 'email',
      Amount: 'amount',
      'Payment type': null,
      Tender: null,
      Comment: 'notes',
    });
    expect(seen.amountWriting).toBe('en');
    expect(seen).toMatchObject({ total: 4, valid: 4, refused: [] });
    expect(seen.rows[0]!.data).toMatchObject({ email: 'two@test.it', payDate: `${LAST_YEAR}-01-15`, amount: 125_000 });

    expect(outcomes(rows)).toEqual([
      [2, 'APPLIED', 'm2', null],
      [3, 'APPLIED', 'm3', null],
      [4, 'APPLIED', 'm1', null],
      [5, 'REFUSED', 'NOT_FOUND', 'email'],
    ]);
    expect(await stored(rows[0]!.paymentId)).toMatchObject({
      memberId: 'm2',
      amount: 125_000,
      payDay: `${LAST_YEAR}-01-15`,
      payYear: FEE_YEAR,
      notes: 'Donazione annuale',
    });
    expect(await stored(rows[1]!.paymentId)).toMatchObject({ memberId: 'm3', amount: 2500, payDay: `${LAST_YEAR}-01-15` });
    expect(await stored(rows[2]!.paymentId)).toMatchObject({ memberId: 'm1', amount: 4000, payDay: `${LAST_YEAR}-01-15` });
  });

  it('a CiviCRM export: the email alone, or with a tax code naming the same member; keys naming two members refused', async () => {
    const { preview: seen, rows } = await uploadProposed('contributions.csv', CIVICRM);
    expect(seen.mapping).toMatchObject({
      Email: 'email',
      'Codice fiscale': 'taxcode',
      'Total Amount': 'amount',
      'Contribution Date': 'paydate',
    });
    expect(seen.amountWriting).toBe('en');
    // that the keys of line 4 name two members is known only when the job applies it
    expect(seen.refused).toEqual([{ line: 5, reason: 'INVALID_EMAIL', column: 'email' }]);

    expect(outcomes(rows)).toEqual([
      [2, 'APPLIED', 'm2', null],
      [3, 'APPLIED', 'm3', null],
      [4, 'REFUSED', 'KEYS_CONFLICT', 'email'],
      [5, 'REFUSED', 'INVALID_EMAIL', 'email'],
    ]);
    expect(await stored(rows[0]!.paymentId)).toMatchObject({
      memberId: 'm2',
      amount: 2500,
      payDay: `${LAST_YEAR}-02-01`,
      object: 'Donation',
    });
    expect(await stored(rows[1]!.paymentId)).toMatchObject({ memberId: 'm3', amount: 3050, payDay: `${LAST_YEAR}-02-02` });
  });

  it('a file mixing both writings is read the Italian way: its English and ambiguous amounts are refused', async () => {
    const { preview: seen, rows } = await uploadProposed('tesoriere.csv', MIXED);
    expect(seen.amountWriting).toBe('it');
    expect(seen.refused).toEqual([
      { line: 2, reason: 'INVALID_AMOUNT', column: 'amount' },
      { line: 4, reason: 'INVALID_AMOUNT', column: 'amount' },
      { line: 5, reason: 'INVALID_AMOUNT', column: 'amount' },
    ]);
    expect(outcomes(rows)).toEqual([
      [2, 'REFUSED', 'INVALID_AMOUNT', 'amount'],
      [3, 'APPLIED', 'm2', null],
      [4, 'REFUSED', 'INVALID_AMOUNT', 'amount'],
      [5, 'REFUSED', 'INVALID_AMOUNT', 'amount'],
      [6, 'APPLIED', 'm2', null],
    ]);
    expect((await stored(rows[1]!.paymentId)).amount).toBe(1250);
    expect((await stored(rows[4]!.paymentId)).amount).toBe(3000);
  });

  it('an email whose claim is stale (its member now has another address) names nobody', async () => {
    await updateMember(ORG_A, 'm3', { email: 'luca.verdi@test.it' });
    const file = ['Email,Date,Amount', `luca@test.it,${LAST_YEAR}-04-01,10.00`].join('\r\n');
    const { rows } = await uploadProposed('stale.csv', file);
    expect(outcomes(rows)).toEqual([[2, 'REFUSED', 'NOT_FOUND', 'email']]);
  });
});
