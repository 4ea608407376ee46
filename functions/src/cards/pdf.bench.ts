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
  single: { oursPerSec: number; plainPerSec: number; bytesOurs: number; bytesPlain: number };
  sheets: { oursPerSec: number; plainPerSec: number; bytesOurs: number; bytesPlain: number };
}

async function time(run: () => Promise<number>): Promise<{ seconds: number; bytes: number }> {
  const t0 = performance.now();
  const bytes = await run();
  return { seconds: (performance.now() - t0) / 1000, bytes };
}

/** 1,000 cards as single CR80 PDFs and 1,000 cards on A4 sheets, ours and plain, interleaved in one run. */
export async function benchCardPdfs(n = 1000): Promise<CardPdfBench> {
  const all = faces(n);
  // Warm-up (module loading, JIT) so neither side pays it alone.
  await renderCardPdf(all[0]!);
  await plainDoc([all[0]!], false);
  const oursSingle = await time(async () => {
    let bytes = 0;
    for (const f of all) bytes += (await renderCardPdf(f)).length;
    return bytes;
  });
  const plainSingle = await time(async () => {
    let bytes = 0;
    for (const f of all) bytes += (await plainDoc([f], false)).length;
    return bytes;
  });
  // Batches of 5 sheets (50 cards), one after the other: plain pdf-lib keeps every QR rectangle as operator
  // objects until save, so large or concurrent batches of it exhaust the heap.
  const chunks: CardFace[][] = [];
  for (let i = 0; i < all.length; i += CARDS_PER_SHEET * 5) chunks.push(all.slice(i, i + CARDS_PER_SHEET * 5));
  const sequential = async (render: (c: CardFace[]) => Promise<Uint8Array>) => {
    let bytes = 0;
    for (const c of chunks) bytes += (await render(c)).length;
    return bytes;
  };
  const oursSheets = await time(() => sequential((c) => renderCardSheet(c)));
  const plainSheets = await time(() => sequential((c) => plainDoc(c, true)));
  const rate = (s: number) => n / s;
  return {
    cards: n,
    single: {
      oursPerSec: rate(oursSingle.seconds),
      plainPerSec: rate(plainSingle.seconds),
      bytesOurs: oursSingle.bytes / n,
      bytesPlain: plainSingle.bytes / n,
    },
    sheets: {
      oursPerSec: rate(oursSheets.seconds),
      plainPerSec: rate(plainSheets.seconds),
      bytesOurs: oursSheets.bytes / n,
      bytesPlain: plainSheets.bytes / n,
    },
  };
}
