import { performance } from 'node:perf_hooks';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import { CARDS_PER_SHEET, CR80, renderCardPdf, renderCardSheet, sheetSlots, type CardFace } from './pdf';
import { A4, MM } from '../pdf/layout';
import { signCardToken } from './token';

/**
 * `npm run bench` row: card PDFs with the product's generator versus plain pdf-lib drawing the same elements
 * (band, monogram, texts, QR code as one rectangle per dark module) in the same run, single cards and A4 sheets.
 */
const SECRET = 'bench-secret';
const HOLDERS = ['Niccolò Dell’Acqua', 'Maria Teresa Esposito', 'Giuseppe Rossi', 'Anna Bianchi', 'Zoë Perù'];

function faces(n: number): CardFace[] {
  return Array.from({ length: n }, (_, i) => {
    const number = String(100000 + i);
    return {
      orgName: 'Associazione Aurora APS',
      holder: HOLDERS[i % HOLDERS.length]!,
      number,
      validUntil: '2026-12-31',
      photoOnCard: i % 2 === 0,
      qrToken: signCardToken({ o: 'aps-aurora', c: number, m: `m-aurora-${i}`, v: '2026-12-31', iat: 1_790_000_000 }, SECRET),
      lang: 'it',
    };
  });
}

/** The same elements with nothing but pdf-lib's primitives: what a first implementation would write. */
async function plainDoc(cards: CardFace[], sheet: boolean): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const slots = sheet ? sheetSlots() : [{ x: 0, y: 0 }];
  for (let i = 0; i < cards.length; i += slots.length) {
    const page = sheet ? doc.addPage([A4.width, A4.height]) : doc.addPage([CR80.width, CR80.height]);
    cards.slice(i, i + slots.length).forEach((c, j) => {
      const { x, y } = slots[j]!;
      const H = CR80.height;
      page.drawRectangle({ x, y: y + H - 13 * MM, width: CR80.width, height: 13 * MM, color: rgb(0.09, 0.33, 0.55) });
      page.drawCircle({ x: x + 8.75 * MM, y: y + H - 6.5 * MM, size: 4.75 * MM, color: rgb(1, 1, 1) });
      page.drawText('A', { x: x + 7.5 * MM, y: y + H - 8 * MM, size: 11, font: bold });
      page.drawText(c.orgName, { x: x + 16 * MM, y: y + H - 6 * MM, size: 9.5, font: bold, color: rgb(1, 1, 1) });
      page.drawText('TESSERA ASSOCIATIVA', { x: x + 16 * MM, y: y + H - 9 * MM, size: 5.5, font: regular });
      const labels: [string, string][] = [
        ['Titolare', c.holder],
        ['Tessera n.', c.number],
        ['Valida fino al', '31/12/2026'],
      ];
      labels.forEach(([label, value], k) => {
        page.drawText(label, { x: x + 4 * MM, y: y + H - (18 + 9.5 * k) * MM, size: 5.5, font: regular });
        page.drawText(value, { x: x + 4 * MM, y: y + H - (22 + 9.5 * k) * MM, size: 10, font: bold });
      });
      const { modules } = QRCode.create(c.qrToken, { errorCorrectionLevel: 'M' });
      const m = (23 * MM) / modules.size;
      for (let r = 0; r < modules.size; r++) {
        for (let col = 0; col < modules.size; col++) {
          if (modules.get(r, col)) {
            page.drawRectangle({ x: x + 59 * MM + col * m, y: y + 26 * MM - (r + 1) * m, width: m, height: m, color: rgb(0, 0, 0) });
          }
        }
      }
    });
  }
  return doc.save();
}

export interface CardPdfBench {
  cards: number;
  /** how many of them plain pdf-lib drew (its rate is per card) */
  plainCards: number;
  single: { oursPerSec: number; plainPerSec: number; bytesOurs: number; bytesPlain: number };
  sheets: { oursPerSec: number; plainPerSec: number; bytesOurs: number; bytesPlain: number };
}

async function time(run: () => Promise<number>): Promise<{ seconds: number; bytes: number }> {
  const t0 = performance.now();
  const bytes = await run();
  return { seconds: (performance.now() - t0) / 1000, bytes };
}

/**
 * Batches of 5 sheets (50 cards), drawn one after the other: plain pdf-lib keeps every QR rectangle as operator objects
 * until save, so large or concurrent batches of it exhaust the heap.
 */
function sheetBatches(cards: CardFace[]): CardFace[][] {
  const chunks: CardFace[][] = [];
  for (let i = 0; i < cards.length; i += CARDS_PER_SHEET * 5) chunks.push(cards.slice(i, i + CARDS_PER_SHEET * 5));
  return chunks;
}

/**
 * `n` cards as single CR80 PDFs and on A4 sheets, ours and plain, one after the other in one run. Plain pdf-lib draws
 * each card's QR code module by module, about twenty cards a second: its rate is measured on the first `plainN` cards,
 * a quarter by default, where all of them took the bench three minutes. Alone on this machine, all 1,000 against their
 * first 250: 19.5 and 18.6 cards a second singly, 19.0 and 18.2 on sheets (ours 97 and 205 on all of them).
 */
export async function benchCardPdfs(n = 1000, plainN = Math.ceil(n / 4)): Promise<CardPdfBench> {
  const all = faces(n);
  const plainFaces = all.slice(0, plainN);
  // Warm-up (module loading, JIT), singles and a sheet, so neither side pays it alone.
  await renderCardPdf(all[0]!);
  await plainDoc([all[0]!], false);
  await renderCardSheet(all.slice(0, CARDS_PER_SHEET));
  await plainDoc(all.slice(0, CARDS_PER_SHEET), true);
  // each document rendered after the last (concurrent renders would measure the machine, not the renderer)
  const sequential = async <T>(items: T[], render: (item: T) => Promise<Uint8Array>) => {
    let bytes = 0;
    for (const item of items) bytes += (await render(item)).length;
    return bytes;
  };
  const oursSingle = await time(() => sequential(all, renderCardPdf));
  const plainSingle = await time(() => sequential(plainFaces, (f) => plainDoc([f], false)));
  const oursSheets = await time(() => sequential(sheetBatches(all), (c) => renderCardSheet(c)));
  const plainSheets = await time(() => sequential(sheetBatches(plainFaces), (c) => plainDoc(c, true)));
  return {
    cards: n,
    plainCards: plainFaces.length,
    single: {
      oursPerSec: n / oursSingle.seconds,
      plainPerSec: plainFaces.length / plainSingle.seconds,
      bytesOurs: oursSingle.bytes / n,
      bytesPlain: plainSingle.bytes / plainFaces.length,
    },
    sheets: {
      oursPerSec: n / oursSheets.seconds,
      plainPerSec: plainFaces.length / plainSheets.seconds,
      bytesOurs: oursSheets.bytes / n,
      bytesPlain: plainSheets.bytes / plainFaces.length,
    },
  };
}
