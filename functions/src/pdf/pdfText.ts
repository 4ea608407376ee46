import { PDFDocument, StandardFonts, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { fontBytes, fontHas, SHAPED_ROLES, subsetSafeFontkit, type FontRole } from './fonts';
import { fontKey, pdfNumber, rawContent } from './pageContent';
import { drawShaped, loadShaper, type ShapedGlyph } from './shaping';

/**
 * Unicode text on the card PDFs: a text is cut into runs, each drawn with the first font of its style's chain that
 * has the glyphs (DejaVu Sans, then Noto Sans SC, KR, Devanagari, Thai), so every member's name prints as written;
 * Devanagari and Thai runs are shaped (shaping.ts). A character
 * no font has is drawn as `?`. Fonts are embedded as subsets, each only when a text of the document needs it.
 */
export type TextStyle = 'regular' | 'bold';
const FALLBACKS: readonly FontRole[] = ['cjkBold', 'hangulBold', 'devanagariBold', 'thaiBold'];
const CHAIN: Record<TextStyle, readonly FontRole[]> = { regular: ['regular', ...FALLBACKS], bold: ['bold', ...FALLBACKS] };
const MISSING = '?';

export interface Run {
  text: string;
  font: PDFFont;
  /** set by HarfBuzz (shaping.ts), drawn glyph by glyph */
  shaped?: boolean;
}
export type Line = readonly Run[];

/**
 * The code points pdf-lib's standard fonts encode (WinAnsi), computed once per process: a table indexed by UTF-16 code
 * unit (WinAnsi has no character outside the BMP, so a surrogate is never in it), quicker to test a text against than
 * a set.
 */
type Charset = Uint8Array;
let standardCharset: Promise<Charset> | null = null;
function standardCodePoints(): Promise<Charset> {
  standardCharset ??= PDFDocument.create()
    .then((probe) => probe.embedFont(StandardFonts.Helvetica))
    .then((f) => {
      const table = new Uint8Array(0x10000);
      for (const cp of f.getCharacterSet()) if (cp < table.length) table[cp] = 1;
      return table;
    });
  return standardCharset;
}

/**
 * The fonts of one document. With `standardWhenPossible`, a document whose every text the standard fonts can print
 * (WinAnsi: Italian and most Western European names, €, ’) is set in Helvetica, which needs no embedding: no subset to
 * shape, encode and compress, a PDF a tenth of the size, a receipt several times quicker. A document with any other
 * character is set wholly in the Unicode fonts (never a mix of the two within one document).
 */
export class DocFonts {
  private readonly embedded = new Map<FontRole, Promise<PDFFont>>();
  private readonly ready = new Map<FontRole, PDFFont>();
  private standard: { regular: PDFFont; bold: PDFFont; charset: Charset } | null = null;

  constructor(
    private readonly doc: PDFDocument,
    private readonly options: { standardWhenPossible?: boolean } = {},
  ) {
    doc.registerFontkit(subsetSafeFontkit);
  }

  /** Embeds the fonts the texts need (before drawing them: embedding is asynchronous, drawing is not). */
  async prepare(texts: readonly (readonly [string, TextStyle])[]): Promise<void> {
    if (this.options.standardWhenPossible && !this.ready.size && !texts.some(([text]) => pastWinAnsi(text))) {
      const charset = await standardCodePoints();
      if (texts.every(([text]) => allIn(charset, text))) {
        const [regular, bold] = await Promise.all([
          this.doc.embedFont(StandardFonts.Helvetica),
          this.doc.embedFont(StandardFonts.HelveticaBold),
        ]);
        this.standard = { regular, bold, charset };
        return;
      }
    }
    const roles = new Set<FontRole>();
    for (const [text, style] of texts) for (const part of roleRuns(text, style)) roles.add(part.role);
    if ([...roles].some((r) => SHAPED_ROLES.has(r))) await loadShaper();
    await Promise.all(
      [...roles].map(async (role) => {
        let p = this.embedded.get(role);
        if (!p) {
          p = this.doc.embedFont(fontBytes(role), { subset: true });
          this.embedded.set(role, p);
        }
        this.ready.set(role, await p);
      }),
    );
  }

  /** Whether the document embeds a font file (else it is set in the standard fonts). */
  get embedsFonts(): boolean {
    return this.ready.size > 0;
  }

  /** The text as runs of prepared fonts. */
  runs(text: string, style: TextStyle): Line {
    if (this.standard) {
      const { charset } = this.standard;
      // a text left out of prepare() and outside WinAnsi prints `?` there rather than failing the document
      const printable = allIn(charset, text)
        ? text
        : [...text].map((ch) => (ch.length === 1 && charset[ch.charCodeAt(0)] ? ch : MISSING)).join('');
      return [{ text: printable, font: this.standard[style] }];
    }
    return roleRuns(text, style).map(({ text: t, role }) => {
      const font = this.ready.get(role);
      if (!font) throw new Error(`font ${role} not prepared for "${text}"`);
      return SHAPED_ROLES.has(role) ? { text: t, font, shaped: true } : { text: t, font };
    });
  }
}

/**
 * WinAnsi's last code point (™). A text with a character past it cannot be set in the standard fonts, which a fresh
 * instance then need not load to find out (a CJK name on a receipt). standardFonts.unit.test.ts checks the figure.
 */
export const WIN_ANSI_LAST = 0x2122;
function pastWinAnsi(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > WIN_ANSI_LAST) return true;
  return false;
}

/** Whether every character of the text is in the charset. */
function allIn(charset: Charset, text: string): boolean {
  for (let i = 0; i < text.length; i++) if (!charset[text.charCodeAt(i)]) return false;
  return true;
}

/** Per character, the first font of the chain that has it; spaces stay in the current run. */
function roleRuns(text: string, style: TextStyle): { text: string; role: FontRole }[] {
  const chain = CHAIN[style];
  const out: { text: string; role: FontRole }[] = [];
  for (const ch of text) {
    const last = out[out.length - 1];
    if (ch === ' ' && last) {
      last.text += ch;
      continue;
    }
    const role = chain.find((r) => fontHas(r, ch));
    const [t, r] = role ? [ch, role] : [MISSING, chain[0]!];
    if (last?.role === r) last.text += t;
    else out.push({ text: t, role: r });
  }
  return out;
}

const STANDARD_NAMES: ReadonlySet<string> = new Set(Object.values(StandardFonts));
/** Texts a standard font keeps measured and encoded; past it a memo starts afresh (a bound on memory, not a tuned figure). */
const STANDARD_MEMO_MAX = 20_000;
const standardWidths = new Map<string, Map<string, number>>();
const standardCodes = new Map<string, Map<string, string>>();

/** The font's memo of texts (by font name: a standard font is the same in every document). */
function remember<T>(memo: Map<string, Map<string, T>>, font: PDFFont, text: string, make: () => T): T {
  let texts = memo.get(font.name);
  if (!texts) memo.set(font.name, (texts = new Map()));
  let value = texts.get(text);
  if (value === undefined) {
    if (texts.size >= STANDARD_MEMO_MAX) texts.clear();
    value = make();
    texts.set(text, value);
  }
  return value;
}

/**
 * A run's width. A standard font's widths never change, and layouts measure the same texts again and again (each
 * receipt wraps the same VAT wording word by word), so its widths are kept per process: the width at 1000 points is
 * the font's own sum of advances and kerning, scaled as pdf-lib scales it.
 */
function runWidth(r: Run, size: number): number {
  if (!STANDARD_NAMES.has(r.font.name)) return r.font.widthOfTextAtSize(r.text, size);
  return remember(standardWidths, r.font, r.text, () => r.font.widthOfTextAtSize(r.text, 1000)) * (size / 1000);
}

/**
 * A run's character codes as the content stream writes them. An embedded font must see every text it draws (its
 * subset gains the glyphs); a standard font's codes never change, so they are kept per process like its widths.
 */
function runCodes(r: Run): string {
  if (!STANDARD_NAMES.has(r.font.name)) return r.font.encodeText(r.text).toString();
  return remember(standardCodes, r.font, r.text, () => r.font.encodeText(r.text).toString());
}

export function lineWidth(line: Line, size: number): number {
  return line.reduce((w, r) => w + runWidth(r, size), 0);
}

/**
 * Draws the line's runs from (x, y): the runs set by fonts as one text object written directly (pdf-lib's drawText
 * builds an object per operator and number, adds a font name to the page at every call and wraps every run in a
 * text object of its own: most of a receipt's time).
 */
export function drawLine(page: PDFPage, line: Line, x: number, y: number, size: number, color: RGB): void {
  const fill = `${pdfNumber(color.red)} ${pdfNumber(color.green)} ${pdfNumber(color.blue)} rg`;
  let at = x;
  let runs = '';
  const flush = () => {
    if (runs) page.pushOperators(rawContent(`q\nBT\n${fill}${runs}\nET\nQ`));
    runs = '';
  };
  for (const r of line) {
    if (r.shaped) {
      flush();
      drawShapedRun(page, r, { x: at, y, size, color });
    } else {
      runs += `\n${fontKey(page, r.font).toString()} ${pdfNumber(size)} Tf\n1 0 0 1 ${pdfNumber(at)} ${pdfNumber(y)} Tm\n${runCodes(r)} Tj`;
    }
    at += runWidth(r, size);
  }
  flush();
}

/** The fontkit font pdf-lib embedded (its layout is the shaped one of fonts.ts). */
interface EmbeddedFont {
  embedder: { font: { unitsPerEm: number; layout(text: string): { shaped: ShapedGlyph[] } } };
}
function drawShapedRun(page: PDFPage, r: Run, at: { x: number; y: number; size: number; color: RGB }) {
  const { font } = (r.font as unknown as EmbeddedFont).embedder;
  drawShaped(page, r.font, r.text, font.layout(r.text).shaped, font.unitsPerEm, at);
}

const SHRINK_STEP = 0.25;

/** The text cut at the end, with an ellipsis, to fit `width` at `size`. */
function ellipsized(fonts: DocFonts, text: string, style: TextStyle, size: number, width: number): Line {
  const chars = [...text];
  while (chars.length > 1) {
    chars.pop();
    const line = fonts.runs(`${chars.join('').trimEnd()}…`, style);
    if (lineWidth(line, size) <= width) return line;
  }
  return fonts.runs(`${chars.join('')}…`, style);
}

/** One line: shrinks the size down to `min` to fit, then cuts with an ellipsis. */
export function fitLine(fonts: DocFonts, text: string, style: TextStyle, size: number, min: number, width: number) {
  const line = fonts.runs(text, style);
  let s = size;
  while (s > min && lineWidth(line, s) > width) s = Math.max(min, s - SHRINK_STEP);
  return { line: lineWidth(line, s) <= width ? line : ellipsized(fonts, text, style, s, width), size: s };
}

/** The longest run of whole words from the start that fits (at least one word), and the rest. */
function split(fonts: DocFonts, words: string[], style: TextStyle, size: number, width: number): [string, string] {
  let k = 1;
  while (k < words.length && lineWidth(fonts.runs(words.slice(0, k + 1).join(' '), style), size) <= width) k++;
  return [words.slice(0, k).join(' '), words.slice(k).join(' ')];
}

/**
 * At most two lines: one line at `size` when it fits; else two lines (split between words) at `size`; only then
 * a smaller size, down to `min`, for the two lines; at `min` the lines are cut with an ellipsis.
 */
export function wrapTwoLines(fonts: DocFonts, text: string, style: TextStyle, size: number, min: number, width: number) {
  const words = text.split(' ').filter(Boolean);
  if (words.length < 2 || lineWidth(fonts.runs(text, style), size) <= width) {
    const one = fitLine(fonts, text, style, size, min, width);
    return { lines: [one.line], size: one.size };
  }
  for (let s = size; s >= min; s -= SHRINK_STEP) {
    const [first, second] = split(fonts, words, style, s, width);
    const lines = [fonts.runs(first, style), fonts.runs(second, style)];
    if (lines.every((l) => lineWidth(l, s) <= width)) return { lines, size: s };
  }
  const [first, second] = split(fonts, words, style, min, width);
  return { lines: [fitLine(fonts, first, style, min, min, width).line, fitLine(fonts, second, style, min, min, width).line], size: min };
}
