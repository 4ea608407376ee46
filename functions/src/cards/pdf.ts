import {
  fill,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  rotateRadians,
  scale,
  setDashPattern,
  setFillingColor,
  translate,
  type PDFDocument,
  type PDFImage,
  type PDFPage,
  type RGB,
} from 'pdf-lib';
import { createRequire } from 'node:module';
import type { create } from 'qrcode';
import { formatDate } from '@tessera/domain/locale/dates';
import { monogram as initials } from '@tessera/domain/settings/monogram';
import { DocFonts, drawLine, fitLine, lineWidth, wrapTwoLines } from '../pdf/pdfText';
import { createPdf, embedImage, savePdf } from '../pdf/document';
import { A4, drawContained, MM, printable } from '../pdf/layout';
import { rawContent } from '../pdf/pageContent';
import type { EncodedImage } from '../files/images';
import { CARD_LABELS } from './labels';
import { hexChannels, TESSERA_CARD_COLOURS, type CardColours } from './cardColours';

/**
 * Print-grade membership card PDFs, pure: no Firestore, no secret. The caller supplies the faces
 * (texts, signed QR token, optional logo and photo bytes).
 * - renderCardPdf: one card on a CR80 page (85.6 × 53.98 mm, ISO/IEC 7810 ID-1), full bleed.
 * - renderCardSheet: A4 portrait sheets of 2 × 5 cards with crop marks in the margins, for a batch.
 * Texts use embedded Unicode fonts (fonts.ts, pdfText.ts): every name prints as written, 李小龍, Σωκράτης, Ștefan
 * and Łukasz included; a long holder name wraps onto two lines before it shrinks. The QR code is drawn as one
 * vector path (sharp at any dpi).
 */

export const CR80 = { width: 85.6 * MM, height: 53.98 * MM } as const;
export const SHEET = { columns: 2, rows: 5, gapX: 6 * MM, gapY: 3 * MM, markOffset: 1 * MM, markLength: 5 * MM } as const;
export const CARDS_PER_SHEET = SHEET.columns * SHEET.rows;

/** The logo and the photo a card shows. */
export type CardImage = EncodedImage;

export interface CardFace {
  orgName: string;
  /** organization logo (publicInfo.logo); without one the card shows a monogram of the name */
  logo?: CardImage | null;
  holder: string;
  number: string;
  /** `YYYY-MM-DD`, or null when the card has no end */
  validUntil: string | null;
  /** preferences.photoOnCard: the card keeps a photo slot; `photo` fills it when the member has one */
  photoOnCard?: boolean;
  photo?: CardImage | null;
  /** a surviving member's card (preference survivingMemberCard): the deceased member's name */
  survivorOf?: string | null;
  /** the signed token the QR code carries (signCardToken) */
  qrToken: string;
  lang: 'it' | 'en';
  /** the association's look (cardColours.ts); Tessera's without one */
  colours?: CardColours;
}

const INK = rgb(0.11, 0.13, 0.17);
const MUTED = rgb(0.38, 0.42, 0.48);
const WHITE = rgb(1, 1, 1);
const colour = (hex: string): RGB => rgb(...hexChannels(hex));

/**
 * The QR code encoder of the qrcode package without its renderers (PNG, SVG, terminal): the package's entry loads them
 * all, and pngjs with its streams was most of the package's loading in a fresh instance's first card. The card draws
 * the modules itself (qrPath), so only `create` is needed, the very function the entry exports.
 */
const { create: createQr } = createRequire(__filename)('qrcode/lib/core/qrcode') as { create: typeof create };

/** Initials for the monogram (the rule: @tessera/domain/settings/monogram), in characters the card's font draws. */
export const monogram = (name: string): string => initials(printable(name));

/** The QR code's dark modules as runs along its rows: row, first column, column past the last. */
function qrRuns(text: string): { runs: [number, number, number][]; size: number } {
  const { modules } = createQr(text, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const runs: [number, number, number][] = [];
  for (let r = 0; r < n; r++) {
    let c = 0;
    while (c < n) {
      if (!modules.data[r * n + c]) {
        c++;
        continue;
      }
      const start = c;
      while (c < n && modules.data[r * n + c]) c++;
      runs.push([r, start, c]);
    }
  }
  return { runs, size: n };
}

/** A hair taller than a module: rows overlap (same winding, so the fill is their union) and no seam shows. */
const ROW_HEIGHT = 1.04;

/** The QR modules as one SVG path of unit squares, merged along rows (far fewer operators than one rect per module). */
export function qrPath(text: string): { path: string; size: number } {
  const { runs, size } = qrRuns(text);
  let path = '';
  for (const [r, start, end] of runs) path += `M${start} ${r}h${end - start}v${ROW_HEIGHT}h${start - end}z`;
  return { path, size };
}

/**
 * Draws the QR code, `side` points wide with its top left corner at (x, y), with the operators pdf-lib's drawSvgPath
 * writes for qrPath's path, byte for byte (cardQr.unit.test.ts), but as one block of content: pdf-lib parsed the path
 * and made an object per operator and per number, thousands for a card's code, a tenth of a fresh instance's first card.
 * The corners are computed as its path parser computes them (each from the previous one), so the numbers are the same.
 */
export function drawQr(page: PDFPage, text: string, x: number, y: number, side: number, color: RGB): void {
  const { runs, size } = qrRuns(text);
  const path: string[] = [];
  for (const [r, start, end] of runs) {
    let cx = start;
    let cy = r;
    path.push(`${cx} ${cy} m`);
    cx += end - start;
    path.push(`${cx} ${cy} l`);
    cy += ROW_HEIGHT;
    path.push(`${cx} ${cy} l`);
    cx += start - end;
    path.push(`${cx} ${cy} l`, 'h');
  }
  page.pushOperators(
    pushGraphicsState(),
    translate(x, y),
    rotateRadians(0),
    scale(side / size, -side / size),
    setFillingColor(color),
    setDashPattern([], 0),
    ...(path.length ? [rawContent(path.join('\n'))] : []),
    fill(),
    popGraphicsState(),
  );
}

interface Assets {
  fonts: DocFonts;
  images: Map<Uint8Array, Promise<PDFImage>>;
}

function assetsFor(doc: PDFDocument): Assets {
  return { fonts: new DocFonts(doc), images: new Map() };
}

/** Embeds each distinct image once per document (a batch shares the organization's logo). */
function image(doc: PDFDocument, assets: Assets, img: CardImage): Promise<PDFImage> {
  let p = assets.images.get(img.bytes);
  if (!p) {
    p = embedImage(doc, img);
    assets.images.set(img.bytes, p);
  }
  return p;
}

/** The empty photo slot: a framed head-and-shoulders outline, where member photos go once they are stored. */
function drawPhotoSlot(page: PDFPage, x: number, y: number, w: number, h: number, color: RGB, fill: RGB) {
  page.drawRectangle({ x, y, width: w, height: h, color: fill, borderColor: color, borderWidth: 0.4 });
  const line = { color: WHITE, borderColor: color, borderWidth: 0.4 };
  page.drawSvgPath(`M${w * 0.16} ${h}C${w * 0.16} ${h * 0.6} ${w * 0.84} ${h * 0.6} ${w * 0.84} ${h}Z`, { x, y: y + h, ...line });
  page.drawCircle({ x: x + w / 2, y: y + h * 0.6, size: w * 0.2, ...line });
}

/** Draws one card with its lower-left corner at (x, y), CR80 size. */
async function drawCard(doc: PDFDocument, page: PDFPage, assets: Assets, face: CardFace, x: number, y: number): Promise<void> {
  const { width: W, height: H } = CR80;
  const L = CARD_LABELS[face.lang];
  const pad = 4 * MM;
  const band = 13 * MM;
  const { fonts } = assets;
  const holder = printable(face.holder);
  const orgName = printable(face.orgName);
  const number = printable(face.number);
  const validUntil = face.validUntil ? formatDate(face.validUntil) : L.noEnd;
  const survivorOf = face.survivorOf ? printable(face.survivorOf) : null;
  const title = survivorOf ? L.survivorTitle : L.title;
  const look = face.colours ?? TESSERA_CARD_COLOURS;
  const [brand, onBrand, onBrandMuted, light, onWhite] = [look.band, look.onBand, look.onBandMuted, look.light, look.onWhite].map(
    colour,
  ) as [RGB, RGB, RGB, RGB, RGB];
  await fonts.prepare([
    [`${title}${L.holder}${L.number}${L.validUntil}${survivorOf ? L.survivorOf : ''}`, 'regular'],
    [`${holder}${orgName}${number}${validUntil}${monogram(face.orgName)}${survivorOf ?? ''}…`, 'bold'],
  ]);

  page.drawRectangle({ x, y, width: W, height: H, color: WHITE });
  page.drawRectangle({ x, y: y + H - band, width: W, height: band, color: brand });
  page.drawRectangle({ x, y, width: W, height: 1.2 * MM, color: brand });

  // Logo or monogram, on a white disc at the left of the band.
  const disc = 9.5 * MM;
  const discX = x + pad;
  const discY = y + H - band + (band - disc) / 2;
  if (face.logo) {
    page.drawRectangle({ x: discX, y: discY, width: disc, height: disc, color: WHITE });
    drawContained(page, await image(doc, assets, face.logo), discX + 0.5, discY + 0.5, disc - 1, disc - 1);
  } else {
    const initials = monogram(face.orgName);
    page.drawCircle({ x: discX + disc / 2, y: discY + disc / 2, size: disc / 2, color: WHITE });
    const m = fitLine(fonts, initials, 'bold', 11, 6, disc - 2 * MM);
    drawLine(page, m.line, discX + (disc - lineWidth(m.line, m.size)) / 2, discY + disc / 2 - m.size * 0.35, m.size, onWhite);
  }
  const textX = discX + disc + 2.5 * MM;
  const textW = x + W - pad - textX;
  const org = fitLine(fonts, orgName, 'bold', 9.5, 6, textW);
  drawLine(page, org.line, textX, y + H - band / 2 + 0.5, org.size, onBrand);
  drawLine(page, fonts.runs(title, 'regular'), textX, y + H - band / 2 - 7, 5.5, onBrandMuted);

  // QR code, bottom right, with its quiet zone on white.
  const qrSide = 23 * MM;
  const qrX = x + W - pad - qrSide + 1 * MM;
  const qrY = y + 3.2 * MM;
  drawQr(page, face.qrToken, qrX, qrY + qrSide, qrSide, INK);

  // Photo slot, left of the fields.
  let fieldsX = x + pad;
  if (face.photoOnCard) {
    const pw = 18 * MM;
    const ph = 23 * MM;
    const py = y + H - band - 3.5 * MM - ph;
    if (face.photo) {
      page.drawRectangle({ x: fieldsX, y: py, width: pw, height: ph, color: light });
      drawContained(page, await image(doc, assets, face.photo), fieldsX, py, pw, ph);
    } else {
      drawPhotoSlot(page, fieldsX, py, pw, ph, MUTED, light);
    }
    fieldsX += pw + 3 * MM;
  }
  const fieldsW = qrX - 2 * MM - fieldsX;
  const label = (text: string, top: number) => drawLine(page, fonts.runs(text, 'regular'), fieldsX, top, 5.5, MUTED);
  const field = (text: string, value: string, top: number, size: number) => {
    label(text, top);
    const v = fitLine(fonts, value, 'bold', size, 6, fieldsW);
    drawLine(page, v.line, fieldsX, top - v.size - 1, v.size, INK);
  };
  const top = y + H - band - 5.2 * MM;
  // The holder's lines are above the QR code: they may use the full width. A second line moves the fields below.
  label(L.holder, top);
  const h = wrapTwoLines(fonts, holder, 'bold', 10, 6, x + W - pad - fieldsX);
  const leading = h.size * 1.15;
  h.lines.forEach((line, i) => drawLine(page, line, fieldsX, top - h.size - 1 - i * leading, h.size, INK));
  const below = top - (h.lines.length - 1) * leading;
  field(L.number, number, below - 9.5 * MM, 11);
  field(L.validUntil, validUntil, below - 19 * MM, 9);
  // A surviving member's card names the deceased member on one line above the bottom band, below the photo slot
  // (which ends higher) and left of the QR code: the whole width up to the code.
  if (survivorOf) {
    const lineX = x + pad;
    const prefix = fonts.runs(`${L.survivorOf} `, 'regular');
    const rest = fitLine(fonts, survivorOf, 'bold', 6, 4.5, qrX - 2 * MM - lineX - lineWidth(prefix, 6));
    drawLine(page, prefix, lineX, y + 2.4 * MM, 6, MUTED);
    drawLine(page, rest.line, lineX + lineWidth(prefix, 6), y + 2.4 * MM, rest.size, INK);
  }
}

/** Metadata keyword carrying the QR token of a single card, for tools that check a PDF without scanning it. */
export const TOKEN_KEYWORD = 'tessera-card-token:';

function finish(doc: PDFDocument, title: string, lang: 'it' | 'en', keywords: string[] = []): Promise<Uint8Array> {
  doc.setTitle(title);
  if (keywords.length > 0) doc.setKeywords(keywords);
  doc.setProducer('Tessera');
  doc.setCreator('Tessera');
  doc.setLanguage(lang === 'it' ? 'it-IT' : 'en-GB');
  // Fixed dates keep the bytes reproducible for the same input (no clock in the output).
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  return savePdf(doc, { objectStreams: true });
}

/** One card on a CR80 page. */
export async function renderCardPdf(face: CardFace): Promise<Uint8Array> {
  const doc = await createPdf();
  const assets = assetsFor(doc);
  const page = doc.addPage([CR80.width, CR80.height]);
  await drawCard(doc, page, assets, face, 0, 0);
  return finish(doc, `${CARD_LABELS[face.lang].title} ${face.number}`, face.lang, [`${TOKEN_KEYWORD}${face.qrToken}`]);
}

/** Lower-left corners of the card slots of an A4 sheet, row by row from the top. */
export function sheetSlots(): { x: number; y: number }[] {
  const gridW = SHEET.columns * CR80.width + (SHEET.columns - 1) * SHEET.gapX;
  const gridH = SHEET.rows * CR80.height + (SHEET.rows - 1) * SHEET.gapY;
  const left = (A4.width - gridW) / 2;
  const top = (A4.height + gridH) / 2;
  const slots: { x: number; y: number }[] = [];
  for (let r = 0; r < SHEET.rows; r++) {
    for (let c = 0; c < SHEET.columns; c++) {
      slots.push({ x: left + c * (CR80.width + SHEET.gapX), y: top - (r + 1) * CR80.height - r * SHEET.gapY });
    }
  }
  return slots;
}

/** Crop marks in the sheet margins, on every cut line (card edges), clear of the cards. */
function drawCropMarks(page: PDFPage) {
  const slots = sheetSlots();
  const xs = [...new Set(slots.flatMap((s) => [s.x, s.x + CR80.width]))];
  const ys = [...new Set(slots.flatMap((s) => [s.y, s.y + CR80.height]))];
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const { markOffset: o, markLength: l } = SHEET;
  const line = { thickness: 0.25, color: rgb(0, 0, 0) };
  for (const x of xs) {
    page.drawLine({ start: { x, y: maxY + o }, end: { x, y: maxY + o + l }, ...line });
    page.drawLine({ start: { x, y: minY - o }, end: { x, y: minY - o - l }, ...line });
  }
  for (const y of ys) {
    page.drawLine({ start: { x: minX - o, y }, end: { x: minX - o - l, y }, ...line });
    page.drawLine({ start: { x: maxX + o, y }, end: { x: maxX + o + l, y }, ...line });
  }
}

/** All the cards on A4 sheets, 2 × 5 per page with crop marks; at least one page. */
export async function renderCardSheet(faces: readonly CardFace[]): Promise<Uint8Array> {
  const doc = await createPdf();
  const assets = assetsFor(doc);
  const slots = sheetSlots();
  const lang = faces[0]?.lang ?? 'it';
  for (let i = 0; i < Math.max(1, faces.length); i += CARDS_PER_SHEET) {
    const page = doc.addPage([A4.width, A4.height]);
    drawCropMarks(page);
    const chunk = faces.slice(i, i + CARDS_PER_SHEET);
    for (let j = 0; j < chunk.length; j++) await drawCard(doc, page, assets, chunk[j]!, slots[j]!.x, slots[j]!.y);
  }
  return finish(doc, CARD_LABELS[lang].title, lang);
}
