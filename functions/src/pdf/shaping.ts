import { createRequire } from 'node:module';
import {
  beginText,
  endText,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  type PDFFont,
  type PDFPage,
  type RGB,
} from 'pdf-lib';
import { fontKey } from './pageContent';

/**
 * Text shaping for the scripts whose letters change form and place with their neighbours: Devanagari reorders vowel
 * signs and joins consonants into conjuncts, Thai stacks its marks. fontkit's own shaper for them fails (its Indic
 * state machine needs a regenerator runtime the fork does not ship) and pdf-lib draws every glyph at its advance,
 * dropping the mark offsets, so these runs are shaped by HarfBuzz (harfbuzzjs: WebAssembly inside the npm package,
 * nothing fetched) and drawn glyph by glyph where HarfBuzz puts them. The engine loads on the first text that needs
 * it: a Latin name never pays for it.
 */

/** One glyph of a shaped text: font units; `cluster` is the index in the text of the characters it draws. */
export interface ShapedGlyph {
  id: number;
  cluster: number;
  advance: number;
  dx: number;
  dy: number;
}

interface HbBuffer {
  addText(text: string): void;
  guessSegmentProperties(): void;
  json(): { g: number; cl: number; ax: number; dx: number; dy: number }[];
  destroy(): void;
}
interface Hb {
  createBlob(bytes: ArrayBuffer): unknown;
  createFace(blob: unknown, index: number): unknown;
  createFont(face: unknown): unknown;
  createBuffer(): HbBuffer;
  shape(font: unknown, buffer: HbBuffer): void;
}

let loading: Promise<Hb> | null = null;
let engine: Hb | null = null;
const hbFonts = new Map<Uint8Array, unknown>();

/** Loads HarfBuzz once per process (before a shaped text is measured or drawn: shaping itself is synchronous). */
export async function loadShaper(): Promise<void> {
  // required, not imported: the package's export is a promise, which an import would take for the module itself
  loading ??= createRequire(__filename)('harfbuzzjs') as Promise<Hb>;
  engine = await loading;
}

/** The glyphs HarfBuzz sets for the text in the font (the font's default features, direction and script guessed). */
export function shapeText(fontBytes: Uint8Array, text: string): ShapedGlyph[] {
  const hb = engine;
  if (!hb) throw new Error('shaper not loaded');
  let font = hbFonts.get(fontBytes);
  if (!font) {
    const copy = fontBytes.slice().buffer;
    font = hb.createFont(hb.createFace(hb.createBlob(copy), 0));
    hbFonts.set(fontBytes, font);
  }
  const buffer = hb.createBuffer();
  try {
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    return buffer.json().map((g) => ({ id: g.g, cluster: g.cl, advance: g.ax, dx: g.dx, dy: g.dy }));
  } finally {
    buffer.destroy();
  }
}

/**
 * Draws a shaped text (its glyphs as shapeText set them, in font units of `unitsPerEm`) with its baseline starting at
 * (x, y): pdf-lib encodes the text, so the subset gains the glyphs, then each glyph is placed at its pen position plus
 * HarfBuzz's offset.
 */
export function drawShaped(
  page: PDFPage,
  font: PDFFont,
  text: string,
  glyphs: readonly ShapedGlyph[],
  unitsPerEm: number,
  at: { x: number; y: number; size: number; color: RGB },
): void {
  const codes = font.encodeText(text).asString().match(/.{4}/g) ?? [];
  const scale = at.size / unitsPerEm;
  // The text layer: a conjunct or a reordered vowel sign is one glyph for several characters or out of their order,
  // which a glyph-by-glyph mapping cannot say; ActualText gives readers (copy, search, pdftotext) the text as written.
  const actualText = page.doc.context.obj({ ActualText: PDFHexString.fromText(text) });
  const ops = [
    // pdf-lib's operand type leaves dictionaries out, though it writes one as any other object
    PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('Span'), actualText as unknown as PDFName]),
    pushGraphicsState(),
    beginText(),
    setFillingColor(at.color),
    setFontAndSize(fontKey(page, font), at.size),
  ];
  let pen = 0;
  glyphs.forEach((g, i) => {
    ops.push(setTextMatrix(1, 0, 0, 1, at.x + (pen + g.dx) * scale, at.y + g.dy * scale), showText(PDFHexString.of(codes[i] ?? '0000')));
    pen += g.advance;
  });
  ops.push(endText(), popGraphicsState(), PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  page.pushOperators(...ops);
}
