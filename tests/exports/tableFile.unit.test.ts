import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { spreadsheetDay } from '@tessera/domain/uploads/spreadsheetDates';
import { tableFile } from '../../functions/src/exports/tableFile';

// The export files as a spreadsheet program reads them: the day a date cell shows, and the bytes a text file starts with.
const DAYS = ['1900-01-01', '1900-02-28', '1900-03-01', '1985-07-14'];
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('tableFile', () => {
  it('XLSX: every date cell shows its own day in Excel, those before 1 March 1900 too', async () => {
    const file = await tableFile('xlsx', [{ header: 'Data', kind: 'date' }], [...DAYS.map((d) => [day(d)]), [day('1899-12-31')]]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const cells = wb.worksheets[0]!.getColumn(1).values.slice(2);
    // exceljs reads a serial counting from 1899-12-30 throughout; spreadsheetDay turns that into the day Excel shows
    expect(cells.slice(0, DAYS.length).map((c) => spreadsheetDay(c as Date))).toEqual(DAYS);
    // the serials themselves: 1 is 1900-01-01, 59 is 1900-02-28, 61 is 1900-03-01 (60 is the 29th that never was)
    const serials = cells.slice(0, 3).map((c) => Math.round(((c as Date).getTime() - Date.UTC(1899, 11, 30)) / 86_400_000));
    expect(serials).toEqual([1, 59, 61]);
    // a day Excel cannot hold is written as the text the CSV has
    expect(cells[DAYS.length]).toBe('31/12/1899');
  });

  it('CSV and TXT start with the UTF-8 byte order mark, so Excel on Windows shows accents', async () => {
    for (const format of ['csv', 'txt'] as const) {
      const file = await tableFile(format, [{ header: 'Città', kind: 'text' }], [['Forlì']]);
      expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(file.bytes.subarray(3).toString('utf8')).toBe('Città\r\nForlì\r\n');
    }
  });
});
