import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import FONT_FILES from './fonts.json';
import { shapeText, type ShapedGlyph } from './shaping';

/**
 * The Unicode fonts of the card PDFs (pdf-lib's standard fonts are WinAnsi only: 李, Σ, Ș, Ł came out as `?` or
 * folded). DejaVu Sans (Bitstream Vera licence) draws Latin with its extensions, Greek and Cyrillic; Noto Sans SC
 * Bold (SIL OFL) draws the CJK characters DejaVu lacks, and Noto Sans KR, Devanagari and Thai Bold (SIL OFL) Hangul,
 * Devanagari and Thai, in the bold texts that can hold them (organization and holder names). PDFs embed only the
 * glyphs they use (subsets); a fallback font is read only when a text needs it.
 *
 * Where the files are: build.mjs copies them beside the bundle (`lib/fonts/`), so the deployed folder carries them;
 * run from source (tests, bench), they are read from their npm packages (functions' devDependencies).
 */
export type FontRole = keyof typeof FONT_FILES;

function fontPath(role: FontRole): string {
  const bundled = join(__dirname, 'fonts', basename(FONT_FILES[role]));
  return existsSync(bundled) ? bundled : createRequire(__filename).resolve(FONT_FILES[role]);
}

const bytes = new Map<FontRole, Uint8Array>();
const roleOfBytes = new Map<unknown, FontRole>();

/** The font file's bytes, read once per process (a fallback font only when a text needs it). */
export function fontBytes(role: FontRole): Uint8Array {
  let b = bytes.get(role);
  if (!b) {
    const file = readFileSync(fontPath(role));
    // a file this size has an ArrayBuffer of its own (only a few kilobytes share Node's pool): viewed, not copied (the
    // CJK font is 10 MB, which a fresh instance's first card with a Chinese name waited to copy)
    b = file.byteOffset === 0 && file.byteLength === file.buffer.byteLength ? new Uint8Array(file.buffer) : new Uint8Array(file);
    bytes.set(role, b);
    roleOfBytes.set(b, role);
  }
  return b;
}

/** The fonts of scripts that need shaping (shaping.ts): their texts are set by HarfBuzz, not by fontkit. */
export const SHAPED_ROLES: ReadonlySet<FontRole> = new Set<FontRole>(['devanagariBold', 'thaiBold']);

/**
 * @pdf-lib/fontkit 1.1.1 writes a subset's `loca` in the short format (offsets halved) without padding odd-length
 * glyph records, so every glyph after an odd one is read a byte off and prints blank (CJK names lost characters;
 * fixed upstream in fontkit 1.8, foliojs/fontkit#191, never in this fork). Padding each record to an even
 * length, which the TrueType spec recommends anyway, makes the halved offsets exact.
 */
interface GlyphSubset {
  glyf: Uint8Array[];
  offset: number;
  _addGlyph(gid: number): number;
}
function padGlyphRecords(subset: GlyphSubset): void {
  const add = subset._addGlyph;
  subset._addGlyph = function (this: GlyphSubset, gid: number) {
    const i = add.call(this, gid);
    const record = this.glyf[i]!;
    if (record.length % 2 === 1) {
      // the fork's own Buffer class (its streams accept no other): a zero byte appended
      const padded = (record.constructor as typeof Buffer).alloc(record.length + 1);
      padded.set(record);
      this.glyf[i] = padded;
      this.offset += 1;
    }
    return i;
  };
}

type FontkitFont = ReturnType<typeof fontkit.create>;
type GlyphRun = ReturnType<FontkitFont['layout']>;
type Glyph = GlyphRun['glyphs'][number];

/**
 * A shaping font's layout from HarfBuzz (shaping.ts): each glyph with HarfBuzz's advance, which pdf-lib measures and
 * writes as the glyph's width; `shaped` keeps the offsets for drawing (the text layer is the run's ActualText).
 */
function shapedLayout(font: FontkitFont, data: Uint8Array) {
  return (text: string): GlyphRun & { shaped: ShapedGlyph[] } => {
    const shaped = shapeText(data, text);
    const glyphs = shaped.map((g) => Object.create(font.getGlyph(g.id), { advanceWidth: { value: g.advance } }) as Glyph);
    const positions = shaped.map((g) => ({ xAdvance: g.advance, yAdvance: 0, xOffset: g.dx, yOffset: g.dy }));
    return { glyphs, positions, shaped } as unknown as GlyphRun & { shaped: ShapedGlyph[] };
  };
}
/**
 * Han ideographs and spaces only: the blocks where the CJK font positions every glyph by its own advance, with no
 * substitution and no kerning (its kana kern, and its iteration marks ligate: they are not here), and the spaces
 * between a family and a given name (a plain one, or the ideographic one Japanese names often have), which no
 * substitution of the font involves either. ideographLayout.unit.test.ts checks this against fontkit's OpenType
 * layout over the blocks.
 */
const IDEOGRAPHS_ONLY = /^[\u{3400}-\u{4DBF}\u{4E00}-\u{9FFF}\u{F900}-\u{FAFF}\u{20000}-\u{2FA1F}\u{30000}-\u{3134F} \u{3000}]+$/u;

/**
 * The CJK font's layout of a run of ideographs is each character's glyph at its advance: what fontkit's OpenType
 * layout gives too, without the GSUB and GPOS lookups it builds on its first use (a fifth of the time a fresh
 * instance took to print its first card with a Chinese name). Any other text goes to fontkit's layout.
 */
function ideographLayout(font: FontkitFont): void {
  const layout = font.layout.bind(font);
  font.layout = ((text: string, ...rest: unknown[]) => {
    if (rest.some((a) => a !== undefined) || !IDEOGRAPHS_ONLY.test(text)) return (layout as (...a: unknown[]) => GlyphRun)(text, ...rest);
    const glyphs = [...text].map((ch) => font.glyphForCodePoint(ch.codePointAt(0)!));
    const positions = glyphs.map((g) => ({ xAdvance: g.advanceWidth, yAdvance: 0, xOffset: 0, yOffset: 0 }));
    return { glyphs, positions } as unknown as GlyphRun;
  }) as typeof font.layout;
}

/**
 * Texts of Latin letters, digits and the common signs (all written left to right): the texts wordwise() lays out a
 * word at a time.
 */
const LATIN_TEXT = /^[\u0020-\u007E\u00A0-\u024F\u1E00-\u1EFF\u2010-\u2027\u2030-\u205E\u20A0-\u20C0]+$/u;
/** The script tag fontkit gives a text with no letter of any script (digits, signs, spaces). */
const NO_SCRIPT = 'zzzz';
/** Fonts whose substitutions never involve the space (wordwise.unit.test.ts proves it from their GSUB tables). */
const WORDWISE_ROLES: ReadonlySet<FontRole> = new Set<FontRole>(['regular', 'bold']);

/**
 * A Latin text laid out word by word: each word as fontkit lays it out (with the script of the whole text, as fontkit
 * sets every word of it), joined by the space's glyph at its advance. In the fonts of WORDWISE_ROLES no substitution
 * starts at, covers or looks across a space, so the glyphs are the ones fontkit gives the whole text; but the layout
 * code measures texts that grow a word at a time (a receipt's lines are wrapped by measuring each line with one word
 * more), and fontkit ran its substitutions over the whole text each time: the largest part of a fresh instance's first
 * receipt. Now each word is laid out once per process. wordwise.unit.test.ts compares with fontkit's whole layout.
 */
function wordwise(font: FontkitFont): void {
  const layout = font.layout.bind(font) as (text: string, features?: unknown, script?: string) => GlyphRun;
  const words = new Map<string, GlyphRun>();
  const word = (text: string, script?: string) => {
    const key = script ? `${script} ${text}` : text;
    let run = words.get(key);
    if (!run) {
      if (words.size >= LAYOUT_MEMO_MAX) words.clear();
      run = layout(text, undefined, script);
      words.set(key, run);
    }
    return run;
  };
  font.layout = ((text: string, ...rest: unknown[]) => {
    if (rest.some((a) => a !== undefined) || !text.includes(' ') || !LATIN_TEXT.test(text))
      return (layout as (...a: unknown[]) => GlyphRun)(text, ...rest);
    const parts = text.split(' ');
    const own = parts.map((part) => (part ? word(part) : null));
    // fontkit's script for a text is its first letter's (a space has none): the first word's with a script
    const script = own.find((run) => run && run.script !== NO_SCRIPT)?.script ?? NO_SCRIPT;
    const space = font.glyphForCodePoint(0x20);
    const glyphs: Glyph[] = [];
    const positions: GlyphRun['positions'] = [];
    parts.forEach((part, i) => {
      if (i > 0) {
        glyphs.push(space);
        positions.push({ xAdvance: space.advanceWidth, yAdvance: 0, xOffset: 0, yOffset: 0 } as GlyphRun['positions'][number]);
      }
      const run = own[i];
      if (!run) return;
      const set = run.script === script ? run : word(part, script);
      glyphs.push(...set.glyphs);
      positions.push(...set.positions);
    });
    return { glyphs, positions, script } as unknown as GlyphRun;
  }) as typeof font.layout;
}

/** What of fontkit's layout engine (not in its types) the positioning below replaces. */
interface LayoutEngine {
  engine?: { GPOSProcessor?: unknown; position?(run: GlyphRun): unknown };
  position(run: GlyphRun): void;
}

/**
 * pdf-lib measures and draws a text by its glyphs and their advances alone (its font embedder reads a layout's
 * `glyphs`, never its `positions`), so what fontkit's layout computes after substituting — GPOS kerning and mark
 * positioning, the `kern` table, its Unicode fallback for marks — is thrown away. Reading a font's GPOS lookups for
 * that was most of the first text's time in each font (DejaVu's kerning pairs), the largest part of laying out a
 * fresh instance's first card. The fonts laid out by fontkit therefore position each glyph at its advance; the
 * substitutions (GSUB), the shaper (chosen in the layout's setup, untouched), the right-to-left order and the hiding
 * of invisible characters are fontkit's own, so the glyphs are the same. advancesOnly.unit.test.ts compares them
 * with the full layout.
 */
function advancesOnly(font: FontkitFont): void {
  const layout = font.layout.bind(font);
  let engine: LayoutEngine | null = null;
  font.layout = ((...args: Parameters<typeof layout>) => {
    if (!engine) {
      engine = (font as unknown as { _layoutEngine: LayoutEngine })._layoutEngine;
      const { engine: advanced } = engine;
      engine.position = (run) => {
        run.positions = run.glyphs.map((g) => ({ xAdvance: g.advanceWidth, yAdvance: 0, xOffset: 0, yOffset: 0 })) as GlyphRun['positions'];
        // the OpenType engine's own positioning without its GPOS: it zeroes marks' advances and turns a
        // right-to-left run's glyphs into visual order
        if (!advanced?.position) return;
        const { GPOSProcessor } = advanced;
        advanced.GPOSProcessor = null;
        try {
          advanced.position(run);
        } finally {
          advanced.GPOSProcessor = GPOSProcessor;
        }
      };
    }
    return layout(...args);
  }) as typeof font.layout;
}

const parsed = new Map<unknown, FontkitFont>();

/** Texts whose shaping a font keeps; past it the memo starts afresh (a bound on memory, not a tuned figure). */
const LAYOUT_MEMO_MAX = 20_000;

/**
 * pdf-lib shapes a text (fontkit's OpenType layout, GSUB/GPOS lookups) every time it measures or draws it, and the
 * layout code measures the same words again and again while wrapping: shaping was most of a receipt's time. A text's
 * layout depends only on the font and the text (pdf-lib asks for no features), and neither pdf-lib nor we change a
 * layout once made, so one is shared by every later measure and draw of the same text, across documents.
 */
function memoizeLayout(font: FontkitFont): void {
  const layout = font.layout.bind(font);
  const memo = new Map<string, ReturnType<typeof layout>>();
  font.layout = ((text: string, features?: unknown, ...rest: unknown[]) => {
    if (features !== undefined || rest.length) return (layout as (...a: unknown[]) => ReturnType<typeof layout>)(text, features, ...rest);
    let run = memo.get(text);
    if (!run) {
      if (memo.size >= LAYOUT_MEMO_MAX) memo.clear();
      run = layout(text);
      memo.set(text, run);
    }
    return run;
  }) as typeof font.layout;
}

/**
 * The fontkit the documents register: @pdf-lib/fontkit with the subset padding above, and each font file parsed
 * once per process (pdf-lib would parse it again for every document; every subset is still made per document).
 */
export const subsetSafeFontkit: typeof fontkit = {
  ...fontkit,
  create(...args: Parameters<typeof fontkit.create>) {
    let font = parsed.get(args[0]);
    if (!font) {
      const [data, ...rest] = args;
      // fontkit copies a byte array into its own Buffer one byte at a time (10 MB for the CJK font: a cold start's
      // largest cost) but wraps an ArrayBuffer as it is; it never writes into a font's bytes
      const whole = data instanceof Uint8Array && data.byteOffset === 0 && data.byteLength === data.buffer.byteLength;
      font = fontkit.create((whole ? data.buffer : data) as typeof data, ...rest);
      const createSubset = font.createSubset.bind(font);
      font.createSubset = () => {
        const subset = createSubset();
        padGlyphRecords(subset as unknown as GlyphSubset);
        return subset;
      };
      const role = roleOfBytes.get(args[0]);
      if (role && SHAPED_ROLES.has(role)) font.layout = shapedLayout(font, args[0] as Uint8Array) as typeof font.layout;
      else advancesOnly(font);
      if (role && WORDWISE_ROLES.has(role)) wordwise(font);
      if (role === 'cjkBold') ideographLayout(font);
      memoizeLayout(font);
      parsed.set(args[0], font);
    }
    return font;
  },
};

/** Whether the font has a glyph for the character (its first code point). */
export function fontHas(role: FontRole, ch: string): boolean {
  return subsetSafeFontkit.create(fontBytes(role) as Buffer).hasGlyphForCodePoint(ch.codePointAt(0) ?? 0);
}
