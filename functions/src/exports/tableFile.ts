import { PassThrough } from 'node:stream';
import { EXPORT_SHEET_NAME, type EXPORT_FORMATS } from '@tessera/domain/constants';
import { formulaSafe } from '@tessera/domain/exports/formulaSafe';
import { EXTRACTION_MIME } from '@tessera/domain/exports/extraction';
import { formatDate } from '@tessera/domain/locale/dates';
import { dateToExcelSerial } from '@tessera/domain/uploads/spreadsheetDates';

/** A cell: text, a calendar day (a Date at midnight UTC), a number (euros already divided), or empty. */
export type Cell = string | Date | number | null;

/** A column of an export: its header and how its cells are written (`euros`: two decimals). */
export interface TableColumn {
  header: string;
  kind: 'text' | 'date' | 'number' | 'euros';
}

type Format = (typeof EXPORT_FORMATS)[number];

/** A CSV/TXT cell: dates as dd/MM/yyyy, numbers with the Italian decimal comma, text neutralized against formulas. */
function plain(v: Cell, kind: TableColumn['kind']): string {
  if (v instanceof Date) return formatDate(v);
  if (typeof v === 'number') return (kind === 'euros' ? v.toFixed(2) : String(v)).replace('.', ',');
  return formulaSafe(v ?? '');
}
const csvField = (s: string) => (/[;"\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
const tabField = (s: string) => s.replace(/[\t\r\n]+/g, ' ');

const NUM_FMT: Record<TableColumn['kind'], string> = { text: '@', date: 'dd/mm/yyyy', number: '0', euros: '#,##0.00' };

/** Writes rows one at a time; `finish` answers the file's bytes. */
export interface TableWriter {
  add(row: readonly Cell[]): void;
  finish(): Promise<{ bytes: Buffer; mimeType: (typeof EXTRACTION_MIME)[Format] }>;
}

/** The bytes a stream writes, gathered as it writes them. */
function gathered() {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<Buffer>((resolve, reject) => {
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
  return { stream, ended };
}

/**
 * A date as the serial Excel shows as that day (domain spreadsheetDates.ts): exceljs counts every Date from
 * 1899-12-30, which puts the days before 1900-03-01 a day late. A day Excel cannot hold (before 1900) goes in as text.
 */
function xlsxCell(v: Cell): Cell {
  if (!(v instanceof Date)) return v;
  return dateToExcelSerial(v) ?? formatDate(v);
}

/**
 * XLSX through ExcelJS's streaming writer: each row is committed as it is added, so memory holds the compressed file,
 * not a workbook of every row (a 100,000-row download). Text goes in as string cells (never formulas) under the text
 * format `@`, so a spreadsheet neither runs `=HYPERLINK(…)` on opening nor when someone edits the cell later: no
 * apostrophe needed, the value stays as typed.
 */
async function xlsxWriter(columns: readonly TableColumn[]): Promise<TableWriter> {
  const { default: Excel } = await import('exceljs'); // loaded on first use (cold start)
  const out = gathered();
  const wb = new Excel.stream.xlsx.WorkbookWriter({ stream: out.stream, useStyles: true, useSharedStrings: false });
  const ws = wb.addWorksheet(EXPORT_SHEET_NAME);
  ws.columns = columns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: Math.max(12, c.header.length + 2),
    style: { numFmt: NUM_FMT[c.kind] },
  }));
  const header = ws.getRow(1);
  header.font = { bold: true };
  header.commit();
  return {
    add: (row) => ws.addRow(row.map(xlsxCell)).commit(),
    async finish() {
      ws.commit();
      await wb.commit();
      return { bytes: await out.ended, mimeType: EXTRACTION_MIME.xlsx };
    },
  };
}

/**
 * CSV (`;`, for Italian Excel) or TXT (tab): one line per row, kept as bytes as it is written. Both start with the
 * UTF-8 byte order mark: without it Excel on Windows reads the file as the local code page and shows à, è, ’ as
 * two odd characters each. The uploads drop it when a file comes back (uploads/parseFile.ts decodeText).
 */
function textWriter(format: 'csv' | 'txt', columns: readonly TableColumn[]): TableWriter {
  const chunks: Buffer[] = [Buffer.from('\uFEFF', 'utf8')];
  const line = (cells: readonly string[]) =>
    chunks.push(Buffer.from(`${format === 'csv' ? cells.map(csvField).join(';') : cells.map(tabField).join('\t')}\r\n`, 'utf8'));
  line(columns.map((c) => plain(c.header, 'text')));
  return {
    add: (row) => line(row.map((v, i) => plain(v, columns[i]!.kind))),
    finish: () => Promise.resolve({ bytes: Buffer.concat(chunks), mimeType: EXTRACTION_MIME[format] }),
  };
}

/**
 * A file of the export formats, written row by row: XLSX (one sheet, EXPORT_SHEET_NAME), CSV or TXT. Headers are text
 * like any cell: a custom field's name is an admin's text, neutralized as well.
 */
export async function tableWriter(format: Format, columns: readonly TableColumn[]): Promise<TableWriter> {
  return format === 'xlsx' ? xlsxWriter(columns) : textWriter(format, columns);
}

/** The rows as a file of the export formats, at once (the extractions of at most EXTRACTION_MAX_ROWS rows). */
export async function tableFile(
  format: Format,
  columns: readonly TableColumn[],
  rows: readonly Cell[][],
): Promise<{ bytes: Buffer; mimeType: (typeof EXTRACTION_MIME)[Format] }> {
  const writer = await tableWriter(format, columns);
  for (const r of rows) writer.add(r);
  return writer.finish();
}
