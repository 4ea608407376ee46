import { EXPORT_SHEET_NAME, type EXPORT_FORMATS } from '@tessera/domain/constants';
import { formulaSafe } from '@tessera/domain/exports/formulaSafe';
import { EXTRACTION_MIME } from '@tessera/domain/exports/extraction';
import { formatDate } from '@tessera/domain/locale/dates';

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

/**
 * Text goes in as string cells (never formulas) under the text format `@`, so a spreadsheet neither runs
 * `=HYPERLINK(…)` on opening nor when someone edits the cell later: no apostrophe needed, the value stays as typed.
 */
async function xlsx(columns: readonly TableColumn[], rows: readonly Cell[][]): Promise<Buffer> {
  const { default: Excel } = await import('exceljs'); // loaded on first use (cold start)
  const wb = new Excel.Workbook();
  const ws = wb.addWorksheet(EXPORT_SHEET_NAME);
  ws.columns = columns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: Math.max(12, c.header.length + 2),
    style: { numFmt: NUM_FMT[c.kind] },
  }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/**
 * The rows as a file of the export formats (spec §9): XLSX (sheet "Extraction"), CSV (`;`, BOM, for Italian Excel) or
 * TXT (tab). Headers are text like any cell: a custom field's name is an admin's text, neutralized as well.
 */
export async function tableFile(
  format: Format,
  columns: readonly TableColumn[],
  rows: readonly Cell[][],
): Promise<{ bytes: Buffer; mimeType: (typeof EXTRACTION_MIME)[Format] }> {
  const mimeType = EXTRACTION_MIME[format];
  if (format === 'xlsx') return { bytes: await xlsx(columns, rows), mimeType };
  const lines = [columns.map((c) => plain(c.header, 'text')), ...rows.map((r) => r.map((v, i) => plain(v, columns[i]!.kind)))];
  if (format === 'csv') {
    const text = lines.map((r) => r.map(csvField).join(';')).join('\r\n');
    return { bytes: Buffer.from(`\uFEFF${text}\r\n`, 'utf8'), mimeType };
  }
  return { bytes: Buffer.from(`${lines.map((r) => r.map(tabField).join('\t')).join('\r\n')}\r\n`, 'utf8'), mimeType };
}
