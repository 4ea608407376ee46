import { beforeAll, describe, expect, it } from 'vitest';
import { orgCol } from '@tessera/domain/paths';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { api } from '../support/api';
import { db } from '../support/admin';
import { buildWorld, ORG_A, type PrincipalName, type World } from '../support/world';
import { finished, report } from '../uploads/support';

// Payment files from other tools through a column mapping (POST /v1/payments/bulk-upload-preview, the upload with
// `mapping`, the payment mappings saved apart from the members'), against the real API, trigger and Firestore.
let world: World;
const THIS_YEAR = Number(todayInItaly().slice(0, 4));
const FEE_YEAR = THIS_YEAR + 1;
/** the payments' days are last year's: always past (an upload refuses a day still to come, as 2 January is on New Year's Day) */
const PAY_YEAR = THIS_YEAR - 1;
const M1_SSN = 'RSSMRA80A01H501U';

/** A CiviCRM contributions export as a treasurer saves it from Excel, the tax code in a custom field of its own. */
const CIVICRM = [
  'Contact ID;Display Name;Codice fiscale;Financial Type;Total Amount;Contribution Date;Payment Method;Contribution Status',
  `12;Mario Rossi;${M1_SSN.toLowerCase()};Quota associativa;30,00;02/01/${PAY_YEAR};EFT;Completed`, // 2: m1's fee
  `13;Anna Bianchi;;Donazione;€ 12,50;03/01/${PAY_YEAR};Cash;Completed`, // 3: no payer key
  `14;Mario Rossi;${M1_SSN};Donazione;1.500;04/01/${PAY_YEAR};Cash;Completed`, // 4: ambiguous amount
  `15;Mario Rossi;${M1_SSN};Donazione;"1.234,56";31/02/${PAY_YEAR};Cash;Completed`, // 5: no such day
].join('\r\n');

type Preview = {
  columns: { index: number; header: string; field: string | null; alsoLike?: string }[];
  mapping: Record<string, string | null>;
  fields: string[];
  header: { ok: boolean; missing: string[]; duplicated: string[] };
  total: number;
  valid: number;
  rows: { line: number; data: Record<string, unknown> }[];
  refused: { line: number; reason: string; column?: string }[];
};
type Issues = { err?: string; issues?: { path: string; message: string }[] };

const body = (file: string, mapping?: Record<string, string | null>) => ({
  fileName: 'contributions.csv',
  contentBase64: Buffer.from(file, 'utf8').toString('base64'),
  ...(mapping ? { mapping } : {}),
});
const preview = (file: string, mapping?: Record<string, string | null>, who: PrincipalName = 'orgAdmin') =>
  api<Preview & Issues>('POST', '/v1/payments/bulk-upload-preview', {
    token: world.tokens[who],
    headers: { value: String(FEE_YEAR) },
    body: body(file, mapping),
  });
const upload = (file: string, mapping?: Record<string, string | null>) =>
  api<{ jobId: string; total: number } & Issues>('POST', '/v1/payments/bulk-upload', {
    token: world.tokens.orgAdmin,
    headers: { mode: 'BANK', value: String(FEE_YEAR) },
    body: body(file, mapping),
  });

type Saved = { mappings: { id: string; name: string; mapping: Record<string, string | null> }[] };
const listSaved = (area: 'members' | 'payments') => api<Saved>('GET', `/v1/${area}/upload-mappings`, { token: world.tokens.orgAdmin });
const save = (area: 'members' | 'payments', name: string, mapping: Record<string, string | null>) =>
  api<{ id: string } & Issues>('POST', `/v1/${area}/upload-mappings`, { token: world.tokens.orgAdmin, body: { name, mapping } });
const remove = (area: 'members' | 'payments', id: string) =>
  api<Issues>('DELETE', `/v1/${area}/upload-mappings`, { token: world.tokens.orgAdmin, headers: { id } });

const count = async (collection: 'payments' | 'uploads') => (await db.collection(orgCol(ORG_A, collection)).count().get()).data().count;

describe('payment files from other tools: the column mapping', () => {
  beforeAll(async () => {
    world = await buildWorld();
  });

  it('the preview proposes a mapping, shows the rows as stored and the refused ones with why, and writes nothing', async () => {
    const before = { payments: await count('payments'), uploads: await count('uploads') };
    const res = await preview(CIVICRM);
    expect(res.status).toBe(200);
    expect(res.body.mapping).toEqual({
      'Contact ID': null,
      'Display Name': null,
      'Codice fiscale': 'taxcode',
      'Financial Type': 'object',
      'Total Amount': 'amount',
      'Contribution Date': 'paydate',
      'Payment Method': null,
      'Contribution Status': null,
    });
    expect(res.body.fields).toEqual(['taxcode', 'cardnumber', 'email', 'paydate', 'amount', 'payyear', 'object', 'notes', 'fee']);
    expect(res.body.header).toEqual({ ok: true, missing: [], duplicated: [] });
    expect(res.body).toMatchObject({ total: 4, valid: 1 });
    // the tax code upper-cased, the day-first date as ISO, the Italian amount in cents, the year of the request
    expect(res.body.rows).toEqual([
      {
        line: 2,
        data: {
          ssn: M1_SSN,
          payDate: `${PAY_YEAR}-01-02`,
          payYear: FEE_YEAR,
          amount: 3000,
          object: 'Quota associativa',
          notes: '',
          membershipFee: true,
        },
      },
    ]);
    expect(res.body.refused).toEqual([
      { line: 3, reason: 'NO_MATCH_KEY', column: 'taxcode' },
      { line: 4, reason: 'INVALID_AMOUNT', column: 'amount' },
      { line: 5, reason: 'INVALID_DATE', column: 'paydate' },
    ]);
    expect({ payments: await count('payments'), uploads: await count('uploads') }).toEqual(before);
  });

  it('previews the mapping chosen instead, says what it still lacks, and refuses a member field', async () => {
    const chosen = await preview(CIVICRM, { 'Codice fiscale': 'taxcode', 'Total Amount': 'amount', 'Contribution Date': 'paydate' });
    expect(chosen.status).toBe(200);
    // the object left out: the membership fee's wording
    expect(chosen.body.rows[0]!.data).toMatchObject({ object: `Quota associativa ${FEE_YEAR}` });
    expect(chosen.body.columns.find((c) => c.header === 'Financial Type')).toMatchObject({ field: null });

    const lacking = await preview(CIVICRM, { 'Codice fiscale': 'taxcode', 'Contribution Date': 'paydate' });
    expect(lacking.status).toBe(200);
    expect(lacking.body.header).toEqual({ ok: false, missing: ['amount'], duplicated: [] });
    expect(lacking.body).toMatchObject({ total: 0, rows: [], refused: [] });

    const member = await preview(CIVICRM, { 'Display Name': 'lastname', 'Total Amount': 'amount', 'Financial Type': 'amount' });
    expect(member.status).toBe(400);
    expect(member.body.issues).toEqual([
      { path: 'body.mapping.Display Name', message: 'upload.mappingUnknownField' },
      { path: 'body.mapping.Financial Type', message: 'upload.mappingRepeatedField' },
    ]);
    // the preview has the payment upload's access
    expect((await preview(CIVICRM, undefined, 'member')).body.err).toBe('NO_USER_ALLOWED');
  });

  it('the upload reads the file through its mapping and records the valid rows; without one the file does not conform', async () => {
    const bare = await upload(CIVICRM);
    expect(bare.status).toBe(400);
    expect(bare.body.issues!.map((i) => i.path)).toEqual(expect.arrayContaining(['missing.amount', 'unexpected.total amount']));

    const { mapping } = (await preview(CIVICRM)).body;
    const res = await upload(CIVICRM, mapping);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(4);
    const job = await finished(res.body.jobId, ORG_A);
    expect(job).toMatchObject({ state: 'DONE', applied: 1, refused: 3 });
    const rows = await report(res.body.jobId, ORG_A);
    expect(rows.map((r) => [r.line, r.outcome, r.reason ?? null, r.column ?? null])).toEqual([
      [2, 'APPLIED', null, null],
      [3, 'REFUSED', 'NO_MATCH_KEY', 'taxcode'],
      [4, 'REFUSED', 'INVALID_AMOUNT', 'amount'],
      [5, 'REFUSED', 'INVALID_DATE', 'paydate'],
    ]);
    const stored = (await db.doc(`${orgCol(ORG_A, 'payments')}/${rows[0]!.paymentId}`).get()).data()!;
    expect(stored).toMatchObject({ memberId: 'm1', amount: 3000, payYear: FEE_YEAR, mode: 'BONIFICO', object: 'Quota associativa' });
  });

  it('payment mappings are saved apart from member mappings: each upload is offered its own', async () => {
    const payment = await save('payments', 'Esportazione CiviCRM', { 'Total Amount': 'amount', 'Contribution Date': 'paydate' });
    expect(payment.status).toBe(200);
    // the same name for a member file is another mapping
    const member = await save('members', 'Esportazione CiviCRM', { 'Display Name': 'lastname' });
    expect(member.status).toBe(200);
    expect(member.body.id).not.toBe(payment.body.id);

    expect((await listSaved('payments')).body.mappings).toEqual([
      expect.objectContaining({ id: payment.body.id, mapping: { 'Total Amount': 'amount', 'Contribution Date': 'paydate' } }),
    ]);
    expect((await listSaved('members')).body.mappings.map((m) => m.id)).toEqual([member.body.id]);

    // saved again under the name, case aside: replaced, not doubled
    const again = await save('payments', 'esportazione civicrm', {
      'Total Amount': 'amount',
      'Contribution Date': 'paydate',
      Note: 'notes',
    });
    expect(again.body.id).toBe(payment.body.id);
    expect((await listSaved('payments')).body.mappings).toHaveLength(1);

    // a member field is no payment column; a member mapping is not a payment mapping to delete
    const wrong = await save('payments', 'Soci', { Cognome: 'lastname' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues).toEqual([{ path: 'body.mapping.Cognome', message: 'upload.mappingUnknownField' }]);
    expect((await remove('payments', member.body.id)).body.err).toBe('NOT_FOUND');
    expect((await remove('members', payment.body.id)).body.err).toBe('NOT_FOUND');
    expect((await remove('payments', payment.body.id)).status).toBe(200);
    expect((await listSaved('payments')).body.mappings).toEqual([]);
    expect((await listSaved('members')).body.mappings).toHaveLength(1);
  });
});
