import readExcelFile from 'read-excel-file/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_SHEET_NAME } from '@tessera/domain/constants';
import type { AnswerOf } from '@tessera/domain/contracts/contract';
import type { paymentExtractionContract } from '@tessera/domain/contracts/payments';
import { PAYMENT_EXTRACTION_COLUMNS } from '@tessera/domain/exports/paymentExtraction';
import { api } from '../support/api';
import { buildWorld, type PrincipalName, type World } from '../support/world';

// The payments' export: POST /v1/payments/extraction runs the list's own query (filters, search, range,
// order, group scope) and writes XLSX / CSV / TXT, against the real API and Firestore.
type Answer = AnswerOf<typeof paymentExtractionContract> & { err?: string; issues?: { path: string; message: string }[] };
let world: World;
const YEAR = 2025;

const extract = (who: PrincipalName, body: unknown) => api<Answer>('POST', '/v1/payments/extraction', { token: world.tokens[who], body });
const text = (a: Answer) => Buffer.from(a.result, 'base64').toString('utf8');
/** The CSV's rows, split (no field here needs quoting). */
const csvRows = (a: Answer) =>
  text(a)
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((l) => l.split(';'));
const column = (header: string) => PAYMENT_EXTRACTION_COLUMNS.findIndex((c) => c.header === header);

beforeAll(async () => {
  world = await buildWorld();
  const register = async (body: Record<string, unknown>) => {
    const res = await api<{ id: string }>('POST', '/v1/payments/one', {
      token: world.tokens.orgAdmin,
      body: { payYear: YEAR, object: `Quota associativa ${YEAR}`, ...body },
    });
    expect(res.status).toBe(200);
  };
  await register({ memberId: 'm1', payDate: '2025-01-10', amount: 3500, mode: 'CONTANTI', membershipFee: true });
  await register({ memberId: 'm2', payDate: '2025-02-15', amount: 123456, mode: 'BONIFICO', notes: '=HYPERLINK("http://x")' });
  await register({ memberId: 'm3', payDate: '2025-03-20', amount: 2000, mode: 'BONIFICO', status: 'ONHOLD' });
});

describe('POST /v1/payments/extraction', () => {
  it('XLSX: sheet "Extraction", Italian headers, the pay date a date cell, amounts in euros as numbers, newest first', async () => {
    const res = await extract('orgAdmin', { format: 'xlsx' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 3, mimeType: expect.stringContaining('spreadsheetml') });
    expect(res.body.fileName).toMatch(/^pagamenti-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheets = await readExcelFile(Buffer.from(res.body.result, 'base64'));
    expect(sheets.map((s) => s.sheet)).toEqual([EXPORT_SHEET_NAME]);
    const [header, ...rows] = sheets[0]!.data;
    expect(header).toEqual(PAYMENT_EXTRACTION_COLUMNS.map((c) => c.header));
    expect(rows.map((r) => r[column('Associato')])).toEqual(['Verdi Luca', 'Bianchi Anna', 'Rossi Mario']);
    const rossi = rows[2]!;
    expect((rossi[column('Data pagamento')] as unknown as Date).toISOString()).toBe('2025-01-10T00:00:00.000Z');
    expect(rossi[column('Importo (€)')]).toBe(35);
    expect(rows[1]![column('Importo (€)')]).toBe(1234.56);
    expect(rossi[column('Metodo')]).toBe('Contanti');
    expect(rossi[column('Stato')]).toBe('Incassato');
    expect(rossi[column('Quota associativa')]).toBe('Sì');
    expect(rossi[column('Numero tessera')]).toBe('1001');
    expect(rossi[column('Gruppo')]).toBe('Gruppo 1');
    expect(rossi[column('Operatore')]).toBe('admin-a@test.it');
    // the formula stays text in XLSX: a string cell under the text format, exactly as typed
    expect(rows[1]![column('Note')]).toBe('=HYPERLINK("http://x")');
  });

  it('CSV holds what the list filters: method, range, search, the order chosen; euros with a decimal comma, formulas neutralized', async () => {
    const byMethod = await extract('orgAdmin', {
      format: 'csv',
      filters: { mode: 'BONIFICO', status: '', payYear: String(YEAR) },
      sort: { key: 'amount', dir: 'asc' },
    });
    expect(byMethod.status).toBe(200);
    expect(text(byMethod.body).startsWith('\uFEFFData pagamento;Anno;Associato;')).toBe(true);
    const rows = csvRows(byMethod.body).slice(1);
    expect(rows.map((r) => [r[column('Data pagamento')], r[column('Associato')], r[column('Importo (€)')], r[column('Stato')]])).toEqual([
      ['20/03/2025', 'Verdi Luca', '20,00', 'In attesa'],
      ['15/02/2025', 'Bianchi Anna', '1234,56', 'Incassato'],
    ]);
    expect(rows[1]![column('Note')]).toBe(`"'=HYPERLINK(""http://x"")"`);

    const ranged = await extract('orgAdmin', { format: 'txt', range: { from: '2025-01-01', to: '2025-02-28' }, search: 'ross' });
    const lines = text(ranged.body).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]!.split('\t')[column('Associato')]).toBe('Rossi Mario');
  });

  it('a group admin gets its groups only; a filter on another group gives a header-only file', async () => {
    const mine = await extract('groupAdmin', { format: 'csv' });
    expect(mine.status).toBe(200);
    expect(
      csvRows(mine.body)
        .slice(1)
        .map((r) => r[column('Associato')]),
    ).toEqual(['Bianchi Anna', 'Rossi Mario']);
    const other = await extract('groupAdmin', { format: 'csv', filters: { group: 'g3' } });
    expect([other.status, other.body.count]).toEqual([200, 0]);
    expect(csvRows(other.body)).toHaveLength(1);
  });

  it('roles without payments.read are refused; bad input is INVALID_REQUEST with the field named', async () => {
    expect((await extract('member', { format: 'csv' })).status).toBe(403);
    const badFormat = await extract('orgAdmin', { format: 'pdf' });
    expect([badFormat.status, badFormat.body.err, badFormat.body.issues?.[0]?.path]).toEqual([400, 'INVALID_REQUEST', 'body.format']);
    const badDay = await extract('orgAdmin', { format: 'csv', range: { from: '2025-02-30' } });
    expect([badDay.status, badDay.body.issues?.[0]?.path]).toEqual([400, 'body.range.from']);
    const badSort = await extract('orgAdmin', { format: 'csv', sort: { key: 'notes', dir: 'asc' } });
    expect(badSort.status).toBe(400);
  });
});
