import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildWorld } from '../support/world';
import { memberByEmail, upAndWait } from './support';

/** Files as people really make them: Windows-1252 CSVs from Excel, spreadsheets with formulas, formats, hidden sheets. */
describe('bulk upload: what the file holds is what is stored, or the row is refused', () => {
  let admin: string;
  beforeAll(async () => {
    admin = (await buildWorld()).tokens.orgAdmin;
  });

  it('a Windows-1252 CSV keeps € ’ “ ” – Œ (bytes 0x80–0x9F), not control characters', async () => {
    const bytes = readFileSync(new URL('./fixtures/windows-1252.csv', import.meta.url));
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    const { job } = await upAndWait(admin, 'UPSERT', 'win.csv', bytes);
    expect(job).toMatchObject({ applied: 2, refused: 0 });
    const [zoe] = await memberByEmail('cp1252-euro@prova.it');
    expect(zoe).toMatchObject({ name: 'Zoë', surname: 'O’Brien' });
    expect((zoe!.residence as Record<string, string>).line).toBe('“Via del Corso” 3 – int. 2 (€ 5)');
    expect((await memberByEmail('cp1252-oe@prova.it'))[0]).toMatchObject({ name: 'Œdipe', surname: 'Dupré' });
  });

  it('XLSX: the visible sheet, cached formula values, zero-padded numbers, Excel serials and 1900 dates; unreadable and implausible rows refused', async () => {
    const wb = new ExcelJS.Workbook();
    const hidden = wb.addWorksheet('Vecchi');
    hidden.state = 'hidden';
    hidden.addRow(['firstname', 'lastname', 'email', 'dob', 'address', 'telephone']);
    hidden.addRow(['Nascosto', 'Foglio', 'hidden-sheet@prova.it', '', '', '']);
    const ws = wb.addWorksheet('Soci');
    ws.addRow(['firstname', 'lastname', 'email', 'dob', 'address', 'telephone', 'zip']);
    ws.addRow(['Anna', 'Formula', 'xf-cached@prova.it', '01/01/1990', { formula: '"Via "&"Roma 1"', result: 'Via Roma 1' }, '', 118]);
    ws.addRow(['Bruno', 'Formula', 'xf-uncached@prova.it', '', { formula: 'A1&B1' }, '', '']);
    ws.addRow(['Carla', 'Seriale', 'xf-serial@prova.it', 32874, '', '', '']);
    ws.addRow(['Dario', 'Novecento', 'xf-1900@prova.it', 15, '', '', '']); // serial 15: Excel shows 1900-01-15
    ws.addRow(['Elena', 'Futuro', 'xf-2099@prova.it', new Date(Date.UTC(2099, 0, 1)), '', '', '']);
    ws.addRow(['Fabio', 'Ottocento', 'xf-1850@prova.it', '12/05/1850', '', '', '']);
    ws.addRow(['Gina', 'Errore', 'xf-error@prova.it', '', '', { error: '#DIV/0!' }, '']);
    ws.addRow(['Ugo', 'Cap', 'xf-cap@prova.it', '', '', '', 118]);
    ws.getCell('G2').numFmt = '00000'; // CAP 00118 typed as a number and shown padded
    ws.getCell('D5').numFmt = 'dd/mm/yyyy'; // a date cell as Excel saves it: the serial and a date format
    ws.getCell('D6').numFmt = 'dd/mm/yyyy';
    const bytes = new Uint8Array(await wb.xlsx.writeBuffer());
    const { job, rows } = await upAndWait(admin, 'UPSERT', 'formati.xlsx', bytes);
    expect(rows.map((r) => [r.line, r.outcome, r.reason, r.column])).toEqual([
      [2, 'APPLIED', undefined, undefined],
      [3, 'REFUSED', 'UNREADABLE_CELL', 'address'],
      [4, 'APPLIED', undefined, undefined],
      [5, 'APPLIED', undefined, undefined],
      [6, 'REFUSED', 'IMPLAUSIBLE_BIRTH_DATE', 'dob'],
      [7, 'REFUSED', 'IMPLAUSIBLE_BIRTH_DATE', 'dob'],
      [8, 'REFUSED', 'UNREADABLE_CELL', 'telephone'],
      [9, 'REFUSED', 'INVALID_ZIP', 'zip'],
    ]);
    expect(job).toMatchObject({ applied: 3, refused: 5 });
    const [anna] = await memberByEmail('xf-cached@prova.it');
    expect(anna!.residence).toMatchObject({ line: 'Via Roma 1', zip: '00118' });
    const birth = async (email: string) =>
      ((await memberByEmail(email))[0]!.birthDate as FirebaseFirestore.Timestamp).toDate().toISOString();
    expect(await birth('xf-serial@prova.it')).toBe('1990-01-01T00:00:00.000Z');
    expect(await birth('xf-1900@prova.it')).toBe('1900-01-15T00:00:00.000Z');
    for (const email of ['hidden-sheet@prova.it', 'xf-uncached@prova.it', 'xf-2099@prova.it', 'xf-1850@prova.it', 'xf-error@prova.it']) {
      expect(await memberByEmail(email)).toHaveLength(0);
    }
  });
});
