import { rgb, type PDFPage, type RGB } from 'pdf-lib';
import { formatCents } from '@tessera/domain/locale/money';
import { euroInWords } from '@tessera/domain/locale/numberWords';
import { STAMP_DUTY_CENTS, STAMP_DUTY_THRESHOLD_CENTS, type VatLine } from '@tessera/domain/payments/receipt';
import { createPdf, embedImage, savePdf } from '../../pdf/document';
import { A4, drawContained, MM, printable, wrapLines } from '../../pdf/layout';
import { DocFonts, drawLine, lineWidth, type Line, type TextStyle } from '../../pdf/pdfText';
import type { CardImage } from '../../cards/pdf';

/** What a receipt or a credit note prints (payments/printReceipt.ts gathers it). */
export interface ReceiptData {
  kind: 'receipt' | 'creditNote';
  /** `n/yyyy` */
  number: string;
  /** `YYYY-MM-DD` */
  issuedOn: string;
  org: { name: string; address: string; taxCode: string; vatNumber?: string; email?: string; phone?: string; logo: CardImage | null };
  payer: { name: string; taxCode: string | null; address: string | null; cardNumber: string | null };
  payment: { amount: number; payDay: string; payYear: number; method: string; object: string; quantity: number; notes: string };
  vat: VatLine;
  stampDuty: boolean;
  /** a credit note: the receipt it corrects */
  corrects?: string;
  /** a receipt printed after its payment was refunded: when (`YYYY-MM-DD`), how much, and the credit note if one was issued */
  refunded?: { on: string; amount: number; creditNote: string | null };
  operator: string | null;
}

const INK = rgb(0.11, 0.13, 0.17);
const MUTED = rgb(0.38, 0.42, 0.48);
const BRAND = rgb(0.09, 0.33, 0.55);
const RULE = rgb(0.8, 0.83, 0.87);
const REFUNDED = rgb(0.7, 0.13, 0.13);
const MARGIN = 20 * MM;
const WIDTH = A4.width - 2 * MARGIN;

const day = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const euro = (cents: number) => formatCents(cents, 'it');

function vatText(v: VatLine): string {
  if (v.kind === 'vat') return `Imponibile ${euro(v.net)} · IVA ${String(v.percent).replace('.', ',')}% ${euro(v.vat)}`;
  if (v.kind === 'fee')
    return 'Quota associativa esclusa dal campo di applicazione dell’IVA ai sensi dell’art. 4, commi 1 e 4, del D.P.R. 633/1972.';
  return 'Operazione non soggetta a IVA ai sensi dell’art. 4 del D.P.R. 633/1972.';
}

/** The line a receipt carries once its payment was refunded: a reprint never reads like the original. */
function refundedText(r: NonNullable<ReceiptData['refunded']>): string {
  const note = r.creditNote ? ` · nota di credito n. ${r.creditNote}` : '';
  return `RIMBORSATA il ${day(r.on)} (${euro(r.amount)})${note}`;
}

/** Every text the document draws, with its style: embedded before drawing (fonts load asynchronously). */
function texts(d: ReceiptData): [string, TextStyle][] {
  const all = [
    d.org.name,
    d.org.address,
    d.org.taxCode,
    d.org.vatNumber ?? '',
    d.org.email ?? '',
    d.org.phone ?? '',
    d.payer.name,
    d.payer.address ?? '',
    d.payer.taxCode ?? '',
    d.payer.cardNumber ?? '',
    d.payment.object,
    d.payment.notes,
    d.operator ?? '',
    vatText(d.vat),
    d.refunded ? refundedText(d.refunded) : '',
    'RICEVUTA NOTA DI CREDITO N. Data Ricevuto da Restituito a La somma di Per Pagamento Note Per l’associazione Imposta di bollo',
    '0123456789/€.,:;()·–-—’ abcdefghijklmnopqrstuvwxyzàèéìòù ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  ];
  return all.flatMap((t) => [
    [printable(t), 'regular'],
    [printable(t), 'bold'],
  ]);
}

/** Draws lines downwards from `y`; returns the y below them. */
function drawLines(page: PDFPage, lines: Line[], x: number, y: number, size: number, color: RGB = INK, leading = 1.35): number {
  let at = y;
  for (const line of lines) {
    at -= size * leading;
    drawLine(page, line, x, at, size, color);
  }
  return at;
}

/**
 * A receipt (ricevuta) or a credit note (nota di credito) on one A4 page: the organization with its logo and fiscal
 * data, the number and date, who paid, the amount in figures and in words, what for, how and when, the VAT wording,
 * the €2 stamp-duty line when due, and a place to sign. Deterministic: the same data give the same bytes.
 */
export async function renderReceiptPdf(d: ReceiptData): Promise<Uint8Array> {
  const doc = await createPdf();
  // Italian receipts nearly always fit the standard fonts: no font to embed (pdfText.ts)
  const fonts = new DocFonts(doc, { standardWhenPossible: true });
  await fonts.prepare(texts(d));
  const page = doc.addPage([A4.width, A4.height]);
  const run = (t: string, style: TextStyle = 'regular') => fonts.runs(printable(t), style);
  const credit = d.kind === 'creditNote';
  const x = MARGIN;
  let y = A4.height - MARGIN;

  // the organization: logo at the left, name and fiscal data beside it
  const logoBox = 24 * MM;
  let textX = x;
  if (d.org.logo) {
    const img = await embedImage(doc, d.org.logo);
    drawContained(page, img, x, y - logoBox, logoBox, logoBox);
    textX = x + logoBox + 6 * MM;
  }
  const orgWidth = WIDTH - (textX - x);
  let orgY = drawLines(page, wrapLines(fonts, d.org.name, 'bold', 14, orgWidth, 2), textX, y, 14, BRAND);
  const fiscal = [`C.F. ${d.org.taxCode}`, d.org.vatNumber ? `P.IVA ${d.org.vatNumber}` : ''].filter(Boolean).join(' · ');
  const contacts = [d.org.email, d.org.phone].filter(Boolean).join(' · ');
  orgY = drawLines(page, wrapLines(fonts, d.org.address, 'regular', 9.5, orgWidth, 2), textX, orgY, 9.5, MUTED);
  orgY = drawLines(page, [run(fiscal)], textX, orgY, 9.5, MUTED);
  if (contacts) orgY = drawLines(page, wrapLines(fonts, contacts, 'regular', 9.5, orgWidth, 1), textX, orgY, 9.5, MUTED);
  y = Math.min(orgY, y - logoBox) - 6 * MM;
  page.drawLine({ start: { x, y }, end: { x: x + WIDTH, y }, thickness: 0.8, color: RULE });

  // number and date
  y -= 12 * MM;
  drawLine(page, run(`${credit ? 'NOTA DI CREDITO' : 'RICEVUTA'} N. ${d.number}`, 'bold'), x, y, 18, INK);
  const date = run(`Data ${day(d.issuedOn)}`);
  drawLine(page, date, x + WIDTH - lineWidth(date, 11), y + 3, 11, INK);
  if (d.corrects) y = drawLines(page, [run(`a rettifica della ricevuta n. ${d.corrects}`)], x, y - 2, 10, MUTED);
  if (d.refunded) y = drawLines(page, wrapLines(fonts, refundedText(d.refunded), 'bold', 11, WIDTH, 2), x, y - 2, 11, REFUNDED);

  // who paid
  const label = (text: string, at: number) => drawLines(page, [run(text.toUpperCase(), 'bold')], x, at, 8.5, MUTED, 1.2);
  y = label(credit ? 'Restituito a' : 'Ricevuto da', y - 8 * MM);
  y = drawLines(page, wrapLines(fonts, d.payer.name, 'bold', 12, WIDTH, 2), x, y, 12);
  const payerFacts = [d.payer.taxCode ? `C.F. ${d.payer.taxCode}` : '', d.payer.cardNumber ? `Tessera n. ${d.payer.cardNumber}` : '']
    .filter(Boolean)
    .join(' · ');
  if (payerFacts) y = drawLines(page, [run(payerFacts)], x, y, 10, MUTED);
  if (d.payer.address) y = drawLines(page, wrapLines(fonts, d.payer.address, 'regular', 10, WIDTH, 2), x, y, 10, MUTED);

  // the amount, in figures and in words
  y = label(credit ? 'La somma restituita di' : 'La somma di', y - 6 * MM);
  y = drawLines(page, [run(euro(d.payment.amount), 'bold')], x, y, 20, INK, 1.3);
  y = drawLines(page, [run(`(euro ${euroInWords(d.payment.amount)})`)], x, y, 10.5, MUTED);

  // what for
  y = label('Per', y - 6 * MM);
  const what = d.payment.quantity > 1 ? `${d.payment.object} × ${d.payment.quantity}` : d.payment.object;
  y = drawLines(page, wrapLines(fonts, what, 'regular', 11, WIDTH, 4), x, y, 11);
  y = drawLines(page, [run(`Anno di competenza ${d.payment.payYear}`)], x, y, 10, MUTED);

  // how and when
  y = label('Pagamento', y - 6 * MM);
  y = drawLines(page, [run(`${d.payment.method} · ${day(d.payment.payDay)}`)], x, y, 11);

  y = drawLines(page, wrapLines(fonts, vatText(d.vat), 'regular', 9.5, WIDTH, 3), x, y - 5 * MM, 9.5);
  if (d.stampDuty) {
    const text = `Imposta di bollo di ${euro(STAMP_DUTY_CENTS)} assolta sull’originale (importo superiore a ${euro(STAMP_DUTY_THRESHOLD_CENTS)}).`;
    y = drawLines(page, wrapLines(fonts, text, 'bold', 9.5, WIDTH, 2), x, y - 2 * MM, 9.5);
  }
  if (printable(d.payment.notes)) {
    y = label('Note', y - 6 * MM);
    y = drawLines(page, wrapLines(fonts, d.payment.notes, 'regular', 10, WIDTH, 4), x, y, 10);
  }

  // signature
  y -= 22 * MM;
  const sign = run('Per l’associazione');
  const signX = x + WIDTH - 70 * MM;
  drawLine(page, sign, signX, y, 10, MUTED);
  page.drawLine({ start: { x: signX, y: y - 12 * MM }, end: { x: x + WIDTH, y: y - 12 * MM }, thickness: 0.6, color: INK });
  if (d.operator) drawLine(page, run(`Emessa da ${d.operator}`), x, MARGIN, 8, MUTED);

  doc.setTitle(`${credit ? 'Nota di credito' : 'Ricevuta'} ${d.number} – ${printable(d.org.name)}`);
  doc.setProducer('Tessera');
  doc.setCreator('Tessera');
  // fixed dates: the same receipt prints the same bytes
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  // embedded fonts bring objects enough (descriptors, widths) to pay for an object stream; the standard fonts do not
  return savePdf(doc, { objectStreams: fonts.embedsFonts });
}
