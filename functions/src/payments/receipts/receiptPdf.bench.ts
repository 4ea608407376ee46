import { performance } from 'node:perf_hooks';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { formatCents } from '@tessera/domain/locale/money';
import { euroInWords } from '@tessera/domain/locale/numberWords';
import { A4, MM } from '../../pdf/layout';
import { renderReceiptPdf, type ReceiptData } from './receiptPdf';

/**
 * `npm run bench` row: receipts with the product's generator (an embedded Unicode font subset, wrapped
 * lines, the amount in words, the VAT and stamp-duty wording) versus plain pdf-lib writing the same lines in a
 * standard font, in the same run.
 */
/** Receipts rendered with a name outside the standard fonts (slower: the Unicode fonts are embedded). */
const UNICODE_RECEIPTS = 200;

const PAYERS = ['Niccolò Dell’Acqua', 'Maria Teresa Esposito', 'Giuseppe Rossi', 'Anna Bianchi', 'Zoë Perù'];

function receipts(n: number): ReceiptData[] {
  return Array.from({ length: n }, (_, i) => ({
    kind: 'receipt',
    number: `${i + 1}/2026`,
    issuedOn: '2026-11-23',
    org: {
      name: 'Associazione Aurora APS',
      address: 'Via dei Mille 12, 20121 Milano (MI)',
      taxCode: '97123450155',
      email: 'segreteria@aurora.example',
      phone: '+39 02 1234567',
      logo: null,
    },
    payer: {
      name: PAYERS[i % PAYERS.length]!,
      taxCode: 'RSSMRA80A01H501U',
      address: 'Via Roma 1, 20100 Milano (MI)',
      cardNumber: String(100000 + i),
    },
    payment: {
      amount: 3500 + (i % 7) * 1000,
      payDay: '2026-11-20',
      payYear: 2027,
      method: 'Contanti',
      object: 'Quota associativa 2027',
      quantity: 1,
      notes: '',
    },
    vat: { kind: 'fee' },
    stampDuty: i % 3 === 0,
    operator: 'segreteria@aurora.example',
  }));
}

/** The same lines with nothing but pdf-lib's primitives and a standard font: what a first implementation would write. */
async function plainReceipt(d: ReceiptData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([A4.width, A4.height]);
  const x = 20 * MM;
  let y = A4.height - 20 * MM;
  const line = (text: string, size: number, font = regular) => {
    // a standard font has no glyph for characters outside WinAnsi: replaced, as plain code would have to
    page.drawText(text.replace(/[^\x20-\x7E\u00A0-\u00FF€’]/g, '?'), { x, y, size, font, color: rgb(0.11, 0.13, 0.17) });
    y -= size * 1.5;
  };
  line(d.org.name, 14, bold);
  line(d.org.address, 9.5);
  line(`C.F. ${d.org.taxCode}`, 9.5);
  line([d.org.email, d.org.phone].filter(Boolean).join(' · '), 9.5);
  page.drawLine({ start: { x, y }, end: { x: A4.width - x, y }, thickness: 0.8, color: rgb(0.8, 0.83, 0.87) });
  y -= 12 * MM;
  line(`RICEVUTA N. ${d.number}`, 18, bold);
  line('RICEVUTO DA', 8.5, bold);
  line(d.payer.name, 12, bold);
  line(`C.F. ${d.payer.taxCode} · Tessera n. ${d.payer.cardNumber}`, 10);
  line(`la somma di ${formatCents(d.payment.amount, 'it')}`, 16, bold);
  line(`(${euroInWords(d.payment.amount)})`, 10);
  line(`per ${d.payment.object} · metodo ${d.payment.method} · pagato il 20/11/2026`, 10);
  line('Quota associativa esclusa dal campo di applicazione dell’IVA (art. 4 D.P.R. 633/1972).', 9.5);
  if (d.stampDuty) line('Imposta di bollo di € 2,00 assolta sull’originale.', 9.5);
  line(`Firma ______________________  (${d.operator})`, 10);
  return doc.save();
}

export interface ReceiptPdfBench {
  receipts: number;
  unicodeReceipts: number;
  unicodePerSec: number;
  oursPerSec: number;
  plainPerSec: number;
  bytesOurs: number;
  bytesPlain: number;
}

/** 1,000 receipts one PDF each, ours then plain, after a warm-up of both. */
export async function benchReceiptPdfs(n = 1000): Promise<ReceiptPdfBench> {
  const all = receipts(n);
  await renderReceiptPdf(all[0]!);
  await plainReceipt(all[0]!);
  const run = async (list: ReceiptData[], render: (d: ReceiptData) => Promise<Uint8Array>) => {
    const t0 = performance.now();
    let bytes = 0;
    for (const d of list) bytes += (await render(d)).length;
    return { seconds: (performance.now() - t0) / 1000, bytes };
  };
  const ours = await run(all, renderReceiptPdf);
  const plain = await run(all, plainReceipt);
  // a name the standard fonts cannot print: the document is set in the embedded Unicode fonts
  const unicode = all.slice(0, UNICODE_RECEIPTS).map((d) => ({ ...d, payer: { ...d.payer, name: 'Łukasz Wąsik' } }));
  const uni = await run(unicode, renderReceiptPdf);
  return {
    receipts: n,
    unicodeReceipts: unicode.length,
    unicodePerSec: unicode.length / uni.seconds,
    oursPerSec: n / ours.seconds,
    plainPerSec: n / plain.seconds,
    bytesOurs: ours.bytes / n,
    bytesPlain: plain.bytes / n,
  };
}
