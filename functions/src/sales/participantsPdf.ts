import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import type { DocumentData } from 'firebase-admin/firestore';
import { methodIt } from '@tessera/domain/payments/italianNames';
import { A4, MM, printable } from '../pdf/layout';
import { DocFonts, drawLine, fitLine, lineWidth, type TextStyle } from '../pdf/pdfText';

const INK = rgb(0.11, 0.13, 0.17);
const MUTED = rgb(0.38, 0.42, 0.48);
const RULE = rgb(0.8, 0.83, 0.87);
const MARGIN = 15 * MM;
const WIDTH = A4.width - 2 * MARGIN;
const ROW = 9 * MM;
const SIZE = 9.5;
const day = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The list's columns: width in millimetres (the signature takes what is left), and the cell's text. */
const COLUMNS: { header: string; mm: number; text: (r: DocumentData, n: number) => string; right?: boolean }[] = [
  { header: 'N.', mm: 9, text: (_, n) => String(n) },
  { header: 'Cognome e nome', mm: 52, text: (r) => String(r.holder ?? '') },
  { header: 'Tariffa', mm: 30, text: (r) => String(r.priceName ?? '') },
  { header: 'Posti', mm: 12, text: (r) => String(r.quantity ?? 1), right: true },
  // seats only held while the member pays are said so: they may still go back
  { header: 'Pagamento', mm: 44, text: (r) => `${methodIt(r.mode) ?? ''}${r.held === true ? ' (in pagamento)' : ''}` },
  { header: 'Firma', mm: 0, text: () => '' },
];

/**
 * The participants list to print: the item's name, day and seats on top, then one row per registration
 * by name, with a blank column to sign at the door; as many A4 pages as the rows need, each with the header row and
 * its page number. The names are members' text: printed as text, one line, shrunk then cut to fit.
 */
export async function renderParticipantsPdf(sale: { name: string; saleDate: string; seatsAvailable: number | null }, rows: DocumentData[]) {
  const doc = await PDFDocument.create();
  const fonts = new DocFonts(doc, { standardWhenPossible: true });
  const texts = [sale.name, ...rows.flatMap((r, i) => COLUMNS.map((c) => c.text(r, i + 1))), ...COLUMNS.map((c) => c.header)];
  // every text the pages print, in the style it is printed in (the fonts are embedded for them before drawing)
  const fixed = 'Pagina di Partecipanti: Posti: Nessun partecipante. · 0123456789/()';
  await fonts.prepare([
    ...[...texts, fixed].map((t) => [printable(t), 'regular'] as const),
    ...[sale.name, ...COLUMNS.map((c) => c.header)].map((t) => [printable(t), 'bold'] as const),
  ]);
  const widths = COLUMNS.map((c) => c.mm * MM);
  widths[widths.length - 1] = WIDTH - widths.slice(0, -1).reduce((a, b) => a + b, 0);
  const seats = rows.reduce((n, r) => n + (typeof r.quantity === 'number' ? r.quantity : 1), 0);
  const perPage = Math.floor((A4.height - 2 * MARGIN - 30 * MM) / ROW);
  const pages = Math.max(1, Math.ceil(rows.length / perPage));

  const cell = (page: PDFPage, text: string, x: number, y: number, w: number, style: TextStyle, right = false) => {
    const { line, size } = fitLine(fonts, printable(text), style, SIZE, 7, w - 2 * MM);
    const at = right ? x + w - MM - lineWidth(line, size) : x + MM;
    drawLine(page, line, at, y, size, INK);
  };

  for (let p = 0; p < pages; p += 1) {
    const page = doc.addPage([A4.width, A4.height]);
    let y = A4.height - MARGIN;
    const title = fitLine(fonts, printable(sale.name), 'bold', 16, 10, WIDTH);
    drawLine(page, title.line, MARGIN, y - 16, title.size, INK);
    y -= 24;
    const facts = `${day(sale.saleDate)} · Partecipanti: ${rows.length} · Posti: ${seats}${sale.seatsAvailable === null ? '' : ` di ${sale.seatsAvailable}`}`;
    drawLine(page, fonts.runs(printable(facts), 'regular'), MARGIN, y - 10, 10, MUTED);
    const pageNo = fonts.runs(`Pagina ${p + 1} di ${pages}`, 'regular');
    drawLine(page, pageNo, MARGIN + WIDTH - lineWidth(pageNo, 9), MARGIN - 12, 9, MUTED);
    y -= 22;
    // the header row, then the rows, ruled
    let x = MARGIN;
    COLUMNS.forEach((c, i) => {
      cell(page, c.header, x, y - ROW + 3 * MM, widths[i]!, 'bold', c.right);
      x += widths[i]!;
    });
    y -= ROW;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + WIDTH, y }, thickness: 0.8, color: INK });
    for (const [k, r] of rows.slice(p * perPage, (p + 1) * perPage).entries()) {
      x = MARGIN;
      COLUMNS.forEach((c, i) => {
        cell(page, c.text(r, p * perPage + k + 1), x, y - ROW + 3 * MM, widths[i]!, 'regular', c.right);
        x += widths[i]!;
      });
      y -= ROW;
      page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + WIDTH, y }, thickness: 0.4, color: RULE });
    }
  }
  if (rows.length === 0) {
    const page = doc.getPage(0);
    drawLine(page, fonts.runs('Nessun partecipante.', 'regular'), MARGIN, A4.height - MARGIN - 90, SIZE, MUTED);
  }
  return doc.save();
}
