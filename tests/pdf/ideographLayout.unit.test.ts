import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { fontBytes, subsetSafeFontkit } from '../../functions/src/pdf/fonts';

/**
 * The CJK font lays a run of ideographs and spaces out from its character map alone (functions/src/pdf/fonts.ts).
 * This holds only if the font neither substitutes nor kerns ideographs, nor substitutes spaces beside them: compare
 * with fontkit's full OpenType layout over the blocks, in pairs both ways, with and without spaces between (pdf-lib
 * reads a run's glyphs and their advances), and show that other text still gets the full layout.
 */
const font = subsetSafeFontkit.create(fontBytes('cjkBold') as Buffer);
const reference = fontkit.create(Buffer.from(fontBytes('cjkBold')));

const laidOut = (f: typeof font, text: string) => {
  const run = f.layout(text);
  return { ids: run.glyphs.map((g) => g.id), widths: run.glyphs.map((g) => g.advanceWidth) };
};

function ideographs(from: number, to: number, step: number): string[] {
  const out: string[] = [];
  for (let cp = from; cp <= to; cp += step) if (reference.hasGlyphForCodePoint(cp)) out.push(String.fromCodePoint(cp));
  return out;
}

describe('the CJK font lays out ideographs and spaces from its character map', () => {
  const blocks = [
    ...ideographs(0x4e00, 0x9fff, 5),
    ...ideographs(0x3400, 0x4dbf, 7),
    ...ideographs(0xf900, 0xfaff, 1),
    ...ideographs(0x20000, 0x2a6df, 37),
  ];

  it('as fontkit’s OpenType layout does, glyph by glyph and width by width', () => {
    expect(blocks.length).toBeGreaterThan(5_000);
    const differing = blocks.flatMap((ch, i) => {
      const next = blocks[(i * 13 + 1) % blocks.length]!;
      return [ch + next, next + ch, `${ch} ${next}`, `${next}\u3000${ch}`, ` ${ch}`, `${ch}  `, '山田 太郎', '王小明'].filter(
        (text) => JSON.stringify(laidOut(font, text)) !== JSON.stringify(laidOut(reference, text)),
      );
    });
    expect(differing).toEqual([]);
  });

  it('leaves other text, which the font may substitute, to the full layout', () => {
    // the two halves of the long iteration mark 〳〵 become one glyph
    expect(laidOut(font, '〳〵')).toEqual(laidOut(reference, '〳〵'));
    expect(laidOut(font, '〳〵').ids).toHaveLength(1);
  });
});
