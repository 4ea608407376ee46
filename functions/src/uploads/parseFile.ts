import type ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import Papa from 'papaparse';
import { withoutFormulaMark } from '@tessera/domain/exports/formulaSafe';
import type { UploadCell } from '@tessera/domain/uploads/memberUpload';

/** A file read into its header and data rows (cells as the format gives them). */
export interface SheetData {
  header: UploadCell[];
  rows: UploadCell[][];
  format: 'csv' | 'xlsx';
}

/**
 * UTF-8 when the bytes are valid UTF-8 (BOM dropped), otherwise Windows-1252 (Excel's "CSV" on Italian Windows).
 * Windows-1252 through iconv-lite: Node 20's TextDecoder('windows-1252') decodes Latin-1, turning € ’ “ ” – Œ
 * (bytes 0x80–0x9F) into invisible control characters (nodejs/node#56542).
 */
export function decodeText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = iconv.decode(Buffer.from(bytes), 'win1252');
  }
  return text.replace(/^\uFEFF/, '');
}

/** The separator of the header line among `,` `;` and tab: the most frequent one outside quotes. */
export function detectSeparator(text: string): ',' | ';' | '\t' {
  const firstLine = (text.split(/\r?\n/, 1)[0] ?? '').replace(/"[^"]*"/g, '');
  const counts = ([',', ';', '\t'] as const).map((s) => [s, firstLine.split(s).length - 1] as const);
  const best = counts.reduce((a, b) => (b[1] > a[1] ? b : a));
  return best[1] > 0 ? best[0] : ',';
}

/**
 * A CSV or TXT file's rows. Each cell loses the `'` the exports put before a formula-like value (domain formulaSafe):
 * an export uploaded again stores `+39 000`, not `'+39 000`. XLSX exports write no mark, so their cells are read as
 * they are.
 */
export function parseCsv(bytes: Uint8Array): SheetData {
  const text = decodeText(bytes);
  const all = Papa.parse<string[]>(text, { delimiter: detectSeparator(text), skipEmptyLines: false }).data;
  // in place: a second copy of every row was most of a large file's memory
  for (const row of all) for (let i = 0; i < row.length; i++) row[i] = withoutFormulaMark(row[i]!);
  // A trailing newline gives one last empty row: drop trailing blanks, keep inner ones (they keep line numbers).
  while (all.length && all[all.length - 1]!.every((c) => c.trim() === '')) all.pop();
  return { header: all[0] ?? [], rows: all.slice(1), format: 'csv' };
}

/** A number format of zeros only ('00000'): the number is shown padded to that many digits (a CAP, a card number). */
const ZERO_PADDED = /^0+$/;

function cellValue(v: ExcelJS.CellValue, numFmt: string | undefined): UploadCell {
  if (v == null) return null;
  if (typeof v === 'number') {
    return numFmt && ZERO_PADDED.test(numFmt) && Number.isInteger(v) && v >= 0 ? String(v).padStart(numFmt.length, '0') : v;
  }
  if (v instanceof Date || typeof v === 'string' || typeof v === 'boolean') return v;
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('hyperlink' in v) return String((v as { text?: unknown }).text ?? v.hyperlink);
    if ('formula' in v || 'sharedFormula' in v) {
      // The value a spreadsheet program saved with the formula; a file written without calculating has none.
      const result = (v as { result?: ExcelJS.CellValue }).result;
      return result == null ? { unreadable: 'formula' } : cellValue(result, numFmt);
    }
    if ('error' in v) return { unreadable: 'error' };
  }
  return String(v);
}

export async function parseXlsx(bytes: Uint8Array): Promise<SheetData | null> {
  // Loaded on first use: exceljs is large, and the functions' cold start should not pay for it.
  const { default: Excel } = await import('exceljs');
  const wb = new Excel.Workbook();
  try {
    await wb.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    return null;
  }
  // The sheet a person sees on opening the file: hidden ones hold lookups and old data.
  const ws = wb.worksheets.find((w) => w.state === 'visible' || w.state === undefined);
  if (!ws) return null;
  const lines: UploadCell[][] = [];
  ws.eachRow({ includeEmpty: true }, (row, n) => {
    const values: UploadCell[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      values[col - 1] = cellValue(cell.value, cell.numFmt);
    });
    lines[n - 1] = Array.from(values, (v) => v ?? null);
  });
  for (let i = 0; i < lines.length; i++) lines[i] ??= [];
  return { header: lines[0] ?? [], rows: lines.slice(1), format: 'xlsx' };
}

/** XLSX by extension or by its zip signature; CSV (or .txt) otherwise; null for other extensions. */
export function fileKind(fileName: string, bytes: Uint8Array): 'csv' | 'xlsx' | null {
  const ext = /\.([^.]+)$/.exec(fileName.trim())?.[1]?.toLowerCase() ?? '';
  if (ext === 'xlsx' || (bytes[0] === 0x50 && bytes[1] === 0x4b && ext !== 'csv' && ext !== 'txt')) return 'xlsx';
  if (ext === 'csv' || ext === 'txt' || ext === '') return 'csv';
  return null;
}
