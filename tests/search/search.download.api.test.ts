import readExcelFile from 'read-excel-file/node';
import { FieldPath } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_SHEET_NAME } from '@tessera/domain/constants';
import type { AnswerOf } from '@tessera/domain/contracts/contract';
import type { downloadSearchContract, exportSearchFileContract } from '@tessera/domain/contracts/search';
import { orgCol, searchExportPath, searchShardPath } from '@tessera/domain/paths';
import { SEARCH_DOWNLOAD_INLINE_MAX, SEARCH_EXPORT_KEEP_DAYS } from '@tessera/domain/search/download';
import { searchShardOf, storedRow } from '@tessera/domain/search/record';
import type { SearchQuery } from '@tessera/domain/search/query';
import { api } from '../support/api';
import { db } from '../support/admin';
import { eventually } from '../support/settle';
import { functionsUrl } from '../support/env';
import { addMember, ORG_A, type PrincipalName, type World } from '../support/world';
import { worldWithFitField } from './fitField';
import { sweepSearchExports } from '../../functions/src/search/sweepExports';
import { storedFile } from '../support/storedFiles';

// Advanced search downloads: the file of every match, inline up to SEARCH_DOWNLOAD_INLINE_MAX rows and
// built by a background job beyond; Italian headers, dates as dates, codes as text, formulas neutralized, group scope.
type Download = AnswerOf<typeof downloadSearchContract>;
type ExportLink = AnswerOf<typeof exportSearchFileContract>;
let world: World;
let fit: string; // the custom field "Tessera FIT"

const download = (query: Partial<SearchQuery>, format: string, who: PrincipalName = 'orgAdmin') =>
  api<Download & { err?: string; issues?: { path: string; message: string }[] }>('POST', '/v1/advanced-search/download', {
    token: world.tokens[who],
    body: { query: { mode: 'members', ...query }, format },
  });
const exportLink = (id: string, who: PrincipalName = 'orgAdmin') =>
  api<ExportLink & { err?: string }>('GET', '/v1/advanced-search/export-search-file', { token: world.tokens[who], headers: { id } });
const inCity = (city: string) => ({ all: [{ field: 'residenceCity', op: 'equals' as const, value: city }] });
const fileOf = (answer: Download) => {
  if (answer.kind !== 'file') throw new Error(`a file was expected, not ${JSON.stringify(answer)}`);
  return Buffer.from(answer.result, 'base64');
};
/** A background download, once its job is over: the job as stored. */
const finished = (id: string) =>
  eventually(
    () => db.doc(searchExportPath(ORG_A, id)).get(),
    (s) => s.get('status') === 'DONE' || s.get('status') === 'FAILED',
    120_000,
  );
// the Firestore store's links are paths of the API (files/download.ts)
const linkedBytes = async (url: string) =>
  Buffer.from(await (await fetch(url.startsWith('/') ? `${functionsUrl()}/api${url}` : url)).arrayBuffer());

const BULK = 8_000;

beforeAll(async () => {
  ({ world, fit } = await worldWithFitField());
  // Three members of Ascoli, one with text a spreadsheet would run as a formula
  const ascoli = { line: 'Via Roma 1', city: 'Ascoli', state: 'AP', zip: '00118', country: 'ITALIA' };
  await addMember(ORG_A, {
    name: 'Anna',
    surname: 'Bianchi',
    ssn: 'BNCNNA80A41H501R',
    birthDate: new Date('1980-01-01T00:00:00Z'),
    group: 'g1',
    cardNumber: '000123',
    residence: ascoli,
    customFields: { 'Tessera FIT': 'FIT-7' },
  });
  await addMember(ORG_A, { name: '+SUM(A1)', surname: '=HYPERLINK("http://evil.test")', group: 'g2', residence: ascoli });
  await addMember(ORG_A, { name: 'Carlo', surname: 'Verdi', group: 'g3', residence: ascoli, deceased: true });
  // 8,000 members of Bulkville straight into the search projection (what the triggers would write for them): more than
  // a download answers inline, for the caller and for a group admin of two of the three groups
  const shards = new Map<number, Record<string, string>>();
  for (let i = 0; i < BULK; i++) {
    const id = `bulk-${String(i).padStart(5, '0')}`;
    const row = storedRow({
      surname: `Massa${String(i).padStart(5, '0')}`,
      name: 'Bulk',
      group: ['g1', 'g2', 'g3'][i % 3]!,
      residenceCity: 'Bulkville',
    });
    const n = searchShardOf(id);
    shards.set(n, { ...shards.get(n), [id]: row });
  }
  const writes = [...shards].map(([n, rows]) =>
    db.doc(searchShardPath(ORG_A, n)).set({ rows }, { mergeFields: Object.keys(rows).map((id) => new FieldPath('rows', id)) }),
  );
  await Promise.all(writes);
  // the three members' rows, written by the triggers
  const ascoliRows = async () => (await download({ where: inCity('Ascoli') }, 'csv')).body;
  expect(await eventually(ascoliRows, (a) => a.kind === 'file' && a.count === 3, 60_000)).toMatchObject({ count: 3 });
}, 180_000);

describe('POST /v1/advanced-search/download', () => {
  it('XLSX: sheet "Extraction", the query’s columns with Italian headers in its sort, dates as dates, codes as text, names for ids', async () => {
    const res = await download(
      {
        where: inCity('Ascoli'),
        columns: ['surname', 'name', 'ssn', 'birthDate', 'cardNumber', 'group', `custom.${fit}`, 'deceased', 'age', 'residenceZip'],
        sort: { field: 'surname', dir: 'desc' },
      },
      'xlsx',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ kind: 'file', count: 3, mimeType: expect.stringContaining('spreadsheetml') });
    expect(res.body.kind === 'file' && res.body.fileName).toMatch(/^ricerca-members-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheets = await readExcelFile(fileOf(res.body));
    expect(sheets.map((s) => s.sheet)).toEqual([EXPORT_SHEET_NAME]);
    const [header, ...rows] = sheets[0]!.data;
    expect(header).toEqual([
      'Cognome',
      'Nome',
      'Codice fiscale',
      'Data di nascita',
      'Numero tessera',
      'Gruppo',
      'Tessera FIT',
      'Deceduto',
      'Età',
      'CAP di residenza',
    ]);
    // descending by surname; the formula-looking text is a string cell (a formula would read back as its missing result)
    expect(rows.map((r) => r[0])).toEqual(['Verdi', 'Bianchi', '=HYPERLINK("http://evil.test")']);
    const bianchi = rows[1]!;
    expect(bianchi[3]).toEqual(new Date('1980-01-01T00:00:00Z'));
    expect(bianchi[4]).toBe('000123');
    expect(bianchi[5]).toBe('Gruppo 1');
    expect(bianchi[6]).toBe('FIT-7');
    expect(bianchi[7]).toBe('No');
    expect(typeof bianchi[8]).toBe('number');
    expect(bianchi[9]).toBe('00118'); // the CAP is text: its zeros kept
    expect(rows[0]![7]).toBe('Sì');
  });

  it('CSV and TXT: formulas neutralized, dates dd/MM/yyyy; no match is a header-only file with count 0', async () => {
    const csv = await download({ where: inCity('Ascoli'), columns: ['surname', 'name', 'birthDate', 'cardNumber'] }, 'csv');
    expect(csv.status).toBe(200);
    const lines = fileOf(csv.body)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Cognome;Nome;Data di nascita;Numero tessera');
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://evil.test"")";'+SUM(A1);;`);
    expect(lines[2]).toBe('Bianchi;Anna;01/01/1980;000123');
    const txt = await download({ where: inCity('Ascoli'), columns: ['surname'] }, 'txt');
    expect(fileOf(txt.body).toString('utf8').split('\r\n').slice(0, 2)).toEqual(['\uFEFFCognome', `'=HYPERLINK("http://evil.test")`]);
    const none = await download({ where: inCity('Nowhere') }, 'xlsx');
    expect(none.body).toMatchObject({ kind: 'file', count: 0 });
    const [sheet] = await readExcelFile(fileOf(none.body));
    expect(sheet!.data).toHaveLength(1);
  });

  it('a group admin’s file holds their groups only', async () => {
    const res = await download({ where: inCity('Ascoli'), columns: ['surname', 'group'] }, 'csv', 'groupAdmin');
    const lines = fileOf(res.body).toString('utf8').trim().split('\r\n');
    expect(lines.slice(1)).toEqual([`"'=HYPERLINK(""http://evil.test"")";Gruppo 2`, 'Bianchi;Gruppo 1']);
  });

  it('refuses a bad format, a member, and a query a deleted field broke, with a clear 400/403 and no job', async () => {
    const before = (await db.collection(orgCol(ORG_A, 'searchExports')).count().get()).data().count;
    const format = await download({}, 'pdf');
    expect(format.status).toBe(400);
    expect(format.body.issues).toEqual([{ path: 'body.format', message: 'validation.notAllowed' }]);
    const member = await download({}, 'csv', 'member');
    expect(member.status).toBe(403);
    const unknown = await download({ where: { all: [{ field: 'custom.gone', op: 'notEmpty' }] } }, 'csv');
    expect(unknown.status).toBe(400);
    expect(unknown.body.issues?.[0]?.path).toBe('body.query.where.all.0.field');
    expect((await db.collection(orgCol(ORG_A, 'searchExports')).count().get()).data().count).toBe(before);
  });
});

describe('background downloads', () => {
  it('more rows than an answer holds: a background job, its file for its owner only, every row once in the sort', async () => {
    const res = await download({ where: inCity('Bulkville'), columns: ['surname', 'group'] }, 'xlsx');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(BULK).toBeGreaterThan(SEARCH_DOWNLOAD_INLINE_MAX);
    expect(res.body).toMatchObject({ kind: 'job', total: BULK });
    const id = res.body.kind === 'job' ? res.body.id : '';
    const job = await finished(id);
    expect(job.data()).toMatchObject({ status: 'DONE', done: BULK, total: BULK, ownerUid: world.uid('orgAdmin') });
    // another admin of the organization does not get it; its owner does
    expect((await exportLink(id, 'management')).body.err).toBe('NOT_FOUND');
    const link = await exportLink(id);
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    expect(link.body).toMatchObject({ count: BULK, fileName: expect.stringMatching(/\.xlsx$/) });
    const [sheet] = await readExcelFile(await linkedBytes(link.body.url));
    const [header, ...rows] = sheet!.data;
    expect(header).toEqual(['Cognome', 'Gruppo']);
    expect(rows).toHaveLength(BULK);
    expect(rows.map((r) => r[0])).toEqual(Array.from({ length: BULK }, (_, i) => `Massa${String(i).padStart(5, '0')}`));
  }, 180_000);

  it('a group admin’s job keeps their scope; a job not done answers EXPORT_NOT_READY', async () => {
    const res = await download({ where: inCity('Bulkville'), columns: ['surname', 'group'] }, 'csv', 'groupAdmin');
    const inScope = Math.ceil((BULK * 2) / 3);
    expect(res.body).toMatchObject({ kind: 'job', total: inScope });
    const id = res.body.kind === 'job' ? res.body.id : '';
    expect((await finished(id)).get('status')).toBe('DONE');
    const link = await exportLink(id, 'groupAdmin');
    const lines = (await linkedBytes(link.body.url)).toString('utf8').trim().split('\r\n');
    expect(lines).toHaveLength(inScope + 1);
    expect(lines.some((l) => l.endsWith('Gruppo 3'))).toBe(false);
    // a queued job (written as the endpoint writes one, for a query nothing can run) fails with the reason, and its
    // file is not ready
    const broken = db.collection(orgCol(ORG_A, 'searchExports')).doc();
    await broken.create({
      ownerUid: world.uid('orgAdmin'),
      query: JSON.stringify({ mode: 'members', where: { all: [{ field: 'custom.gone', op: 'notEmpty' }] } }),
      format: 'csv',
      scope: { kind: 'all' },
      status: 'QUEUED',
      done: 0,
      total: 1,
      fileName: 'ricerca.csv',
    });
    expect((await finished(broken.id)).data()).toMatchObject({ status: 'FAILED', error: 'INVALID_REQUEST' });
    expect((await exportLink(broken.id)).body.err).toBe('EXPORT_NOT_READY');
  }, 180_000);

  it('the nightly sweep deletes jobs older than SEARCH_EXPORT_KEEP_DAYS with their files, and nothing younger', async () => {
    const res = await download({ where: inCity('Bulkville'), columns: ['surname'] }, 'csv');
    const id = res.body.kind === 'job' ? res.body.id : '';
    const job = await finished(id);
    const fileId = job.get('fileId') as string;
    const createdAt = (job.get('createdAt') as { toDate(): Date }).toDate();
    const dayMs = 86_400_000;
    // the emulators' file store: the bytes' chunks are beside the description (files/firestoreBytes.ts)
    process.env.FILE_STORE ??= 'firestore';
    const early = await sweepSearchExports({ orgId: ORG_A, now: new Date(createdAt.getTime() + (SEARCH_EXPORT_KEEP_DAYS - 1) * dayMs) });
    expect(early).not.toContain(searchExportPath(ORG_A, id));
    const kept = await storedFile(ORG_A, fileId);
    expect(kept.described && kept.chunks > 0).toBe(true);
    const swept = await sweepSearchExports({ orgId: ORG_A, now: new Date(createdAt.getTime() + SEARCH_EXPORT_KEEP_DAYS * dayMs + 1) });
    expect(swept).toContain(searchExportPath(ORG_A, id));
    expect((await db.doc(searchExportPath(ORG_A, id)).get()).exists).toBe(false);
    expect(await storedFile(ORG_A, fileId)).toEqual({ described: false, chunks: 0 });
    expect((await exportLink(id)).body.err).toBe('NOT_FOUND');
    // a second sweep finds nothing more of it
    expect(await sweepSearchExports({ orgId: ORG_A, now: new Date(createdAt.getTime() + 30 * dayMs) })).not.toContain(
      searchExportPath(ORG_A, id),
    );
  }, 180_000);
});
