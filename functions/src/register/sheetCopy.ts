import type ExcelJS from 'exceljs';
import { REGISTER_ENTRY_FIELDS } from '@tessera/domain/register/entry';
import { entryFromRow } from '@tessera/domain/register/sheet';

/**
 * The entries of an exported register (GET /v1/register/xlsx) read back from its sheet: the header row names the
 * stored fields, each later row is an entry (domain register/sheet.ts entryFromRow). A sheet whose headers are not the
 * register's is refused, so a sheet of something else is never taken for an empty or broken register.
 */
export function entriesFromSheet(ws: ExcelJS.Worksheet | undefined): Record<string, unknown>[] {
  if (!ws) throw new Error('the file holds no sheet');
  const headers = (ws.getRow(1).values as unknown[]).slice(1).map(String);
  if (headers.join(',') !== REGISTER_ENTRY_FIELDS.join(','))
    throw new Error('the sheet is not an exported register (its first row does not name the register’s fields)');
  const rows: Record<string, unknown>[] = [];
  ws.eachRow((row, n) => {
    if (n === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(entryFromRow(Object.fromEntries(headers.map((h, i) => [h, values[i] ?? null]))));
  });
  return rows;
}

/** The entries of an exported register's file (exceljs loaded on first use, as the exports load it). */
export async function entriesFromXlsx(bytes: Buffer): Promise<Record<string, unknown>[]> {
  const { default: Excel } = await import('exceljs');
  const wb = new Excel.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  return entriesFromSheet(wb.worksheets[0]);
}
