import ExcelJS from 'exceljs';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnswerOf } from '@tessera/domain/contracts/contract';
import type { extractionContract } from '@tessera/domain/contracts/exports';
import { checkCharacter } from '@tessera/domain/codiceFiscale';
import { DEFAULT_EXTRACTION_COLUMNS, EXTRACTION_COLUMN_KEYS, type ExtractionColumn } from '@tessera/domain/exports/extraction';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../support/admin';
import { api } from '../support/api';
import { buildWorld, ORG_A, updateCard, updateMember, type World } from '../support/world';
import { upAndWait } from '../uploads/support';

// An extraction uploaded again as it is (the members upload, through the real trigger) changes no member, and the
// next extraction is the same file: headers read as the columns they fill, the formula mark taken off, dates kept.
type ExtractionAnswer = AnswerOf<typeof extractionContract>;
let world: World;
const withCheck = (first15: string) => `${first15}${checkCharacter(first15)}`;
const day = (iso: string) => Timestamp.fromDate(new Date(`${iso}T00:00:00Z`));

beforeAll(async () => {
  world = await buildWorld();
  await updateMember(ORG_A, 'm1', {
    phone: '+39 06 1234 5678',
    birthDate: day('1900-02-10'),
    residence: { line: 'Via Appia 1', city: 'Roma', state: 'RM', country: 'ITALIA', zip: '00118' },
  });
  // the world's other tax codes are placeholders with a wrong check character: an upload would refuse them
  await updateMember(ORG_A, 'm2', {
    ssn: withCheck('BNCNNA85M41F205'),
    phone: '-06 1234 5678',
    birthDate: day('1985-08-01'),
    residence: { line: '=HYPERLINK("http://evil.test","clic")', city: 'Forlì', state: 'FC', country: 'ITALIA', zip: '47121' },
  });
  await updateMember(ORG_A, 'm3', { ssn: withCheck('VRDLCU90B12L219'), name: '@Luca', phone: '+39 333 1234567' });
  await updateCard(ORG_A, '1003', { holder: 'Verdi @Luca' });
});

// every column an administrator may extract here (the section is not shown by default): the upload fills some and
// ignores the read-only ones (statuses, registration and payment dates, gender, birthplace)
const every = EXTRACTION_COLUMN_KEYS.filter((c) => c !== 'section');
const extract = async (format: 'csv' | 'txt' | 'xlsx', columns: ExtractionColumn[] = every) => {
  const res = await api<ExtractionAnswer>('POST', '/v1/members/extraction', {
    token: world.tokens.orgAdmin,
    body: { columns, format },
  });
  expect(res.status).toBe(200);
  return Buffer.from(res.body.result, 'base64');
};
/** The organization's members and cards as stored, but for the time of the last write. */
const stored = async () => {
  const [members, cards] = await Promise.all((['members', 'cards'] as const).map((c) => db.collection(orgCol(ORG_A, c)).get()));
  const data = (docs: FirebaseFirestore.QueryDocumentSnapshot[]): Record<string, Record<string, unknown>> =>
    Object.fromEntries(docs.map((d) => [d.id, { ...d.data(), updatedAt: null }]));
  return { members: data(members!.docs), cards: data(cards!.docs) };
};
const sheetValues = async (bytes: Buffer) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  return wb.worksheets[0]!.getSheetValues();
};

describe('an extraction uploaded again', () => {
  it.each(['csv', 'txt', 'xlsx'] as const)('%s: every row applied with no change, and the next extraction is the same', async (format) => {
    const before = await stored();
    const first = await extract(format);
    const { job, rows } = await upAndWait(world.tokens.orgAdmin, 'UPSERT', `estrazione.${format}`, first);
    expect(rows.filter((r) => r.outcome !== 'APPLIED')).toEqual([]);
    expect(job).toMatchObject({ total: 3, applied: 3, refused: 0, skipped: 0 });
    expect(rows.map((r) => r.changes)).toEqual([[], [], []]);
    expect(await stored()).toEqual(before);
    const second = await extract(format);
    if (format === 'xlsx') expect(await sheetValues(second)).toEqual(await sheetValues(first));
    else expect(second.toString('utf8')).toBe(first.toString('utf8'));
  });

  // the dialog's default columns carry no address and no phone: those stay as the members have them
  it.each(['csv', 'xlsx'] as const)('%s with the default columns: 0 members changed, the same file again', async (format) => {
    const before = await stored();
    const first = await extract(format, DEFAULT_EXTRACTION_COLUMNS);
    const { job, rows } = await upAndWait(world.tokens.orgAdmin, 'UPSERT', `estrazione-predefinita.${format}`, first);
    expect(rows.filter((r) => r.outcome !== 'APPLIED')).toEqual([]);
    expect(job).toMatchObject({ total: 3, applied: 3, refused: 0, skipped: 0 });
    expect(rows.map((r) => r.changes)).toEqual([[], [], []]);
    expect(await stored()).toEqual(before);
    expect(before.members.m1).toMatchObject({ phone: '+39 06 1234 5678', residence: { line: 'Via Appia 1' } });
    const second = await extract(format, DEFAULT_EXTRACTION_COLUMNS);
    if (format === 'xlsx') expect(await sheetValues(second)).toEqual(await sheetValues(first));
    else expect(second.toString('utf8')).toBe(first.toString('utf8'));
  });

  it('the stored values are those the members had, the neutralizing mark left in the file', async () => {
    const csv = (await extract('csv')).toString('utf8');
    expect(csv).toContain(`'=HYPERLINK(""http://evil.test"",""clic"")`);
    expect(csv).toContain(`;'-06 1234 5678;`);
    const m = (await stored()).members;
    expect(m.m1).toMatchObject({ phone: '+39 06 1234 5678', residence: { zip: '00118' } });
    expect(m.m2).toMatchObject({ phone: '-06 1234 5678', residence: { line: '=HYPERLINK("http://evil.test","clic")' } });
    expect(m.m3).toMatchObject({ name: '@Luca', phone: '+39 333 1234567' });
    expect((m.m1!.birthDate as Timestamp).toDate().toISOString().slice(0, 10)).toBe('1900-02-10');
  });

  it('English headers are the same columns', async () => {
    const csv = (await extract('csv')).toString('utf8');
    const english = csv
      .replace('Cognome;Nome;Codice fiscale;Email;Telefono;Sesso;Data di nascita;', 'Surname;Name;Tax code;Email;Phone;Gender;Birth date;')
      .replace('Indirizzo;CAP;Comune;Provincia;Gruppo;', 'Address;ZIP;City;Province;Group;');
    expect(english).not.toBe(csv);
    const before = await stored();
    const { job, rows } = await upAndWait(world.tokens.orgAdmin, 'UPSERT', 'extraction.csv', english);
    expect(job).toMatchObject({ applied: 3, refused: 0 });
    expect(rows.map((r) => r.changes)).toEqual([[], [], []]);
    expect(await stored()).toEqual(before);
  });
});
