import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { fontBytes, subsetSafeFontkit, type FontRole } from '../../functions/src/pdf/fonts';

/**
 * The fonts fontkit lays out position each glyph at its advance, without GPOS (functions/src/pdf/fonts.ts): pdf-lib
 * reads a run's glyphs and their advances only, and those must be the ones of fontkit's full layout, in the same
 * order. The texts cover what the substitutions and the engine's own steps touch: ligatures, decomposed accents,
 * right-to-left scripts, invisible characters, Hangul syllables and jamo, kana and the iteration marks.
 */
const texts: Record<Exclude<FontRole, 'devanagariBold' | 'thaiBold'>, string[]> = {
  regular: [
    'Tessera n. 100001 · Valida fino al 31/12/2026',
    'AVATAR WAVE Tr Ty To fi fl ffi ffl',
    'Wäßrig Ærø Şişli Łódź Ǆemal Ǉubo Vũ Nguyễn Thị Hồng',
    'e\u0301le\u0300ve O\u0308sterreich a\u0323\u0302 i\u0307\u0301',
    'Ann\u00ADa Ma\u200Dria Jo\u200Bsé \u2060x\uFEFF',
    'Σωκράτης Παπαδόπουλος Иван Петрович ქართული',
    'שלום כהן',
    'מִשְׁפָּחָה',
    'محمد علي',
    'لا إله',
    'mixed עברית and Latin',
  ],
  bold: ['Associazione Aurora APS', 'RICEVUTA N. 1/2026 € 35,00', 'AVATAR fi fl', 'Ørsted Đorđe Ŵŷ', 'שלום', 'محمد'],
  cjkBold: ['山田 太郎', '王小明', '佐藤 花子', 'さとう はなこ', 'サトウ ハナコ', '〳〵 佐藤', '山田　太郎', 'Ａｂｃ　全角', '李小龍…'],
  hangulBold: ['김민준', '박 서연', '\u1100\u1161\u11A8 한국', 'ㄱㅏ 가'],
};

const laidOut = (font: ReturnType<typeof fontkit.create>, text: string) => {
  const run = font.layout(text);
  return { ids: run.glyphs.map((g) => g.id), widths: run.glyphs.map((g) => g.advanceWidth) };
};

describe('the fonts laid out without positioning', () => {
  it.each(Object.entries(texts))('give %s the glyphs and advances of fontkit’s full layout', (role, samples) => {
    const ours = subsetSafeFontkit.create(fontBytes(role as FontRole) as Buffer);
    const full = fontkit.create(Buffer.from(fontBytes(role as FontRole)));
    for (const text of samples) expect({ text, ...laidOut(ours, text) }).toEqual({ text, ...laidOut(full, text) });
  });

  it('place each glyph at its advance', () => {
    const run = subsetSafeFontkit.create(fontBytes('regular') as Buffer).layout('AVATAR');
    expect(run.positions.map((p) => p.xAdvance)).toEqual(run.glyphs.map((g) => g.advanceWidth));
  });
});
