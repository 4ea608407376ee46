import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { WIN_ANSI_LAST } from '../../functions/src/pdf/pdfText';

/**
 * A document's texts skip the standard fonts without loading them when a character is past WinAnsi's last code point
 * (functions/src/pdf/pdfText.ts): that figure must be the standard fonts' own last character.
 */
describe('the standard fonts’ characters', () => {
  it.each([StandardFonts.Helvetica, StandardFonts.HelveticaBold])('end at WinAnsi’s last code point in %s', async (name) => {
    const font = await (await PDFDocument.create()).embedFont(name);
    const codePoints = font.getCharacterSet();
    expect(Math.max(...codePoints)).toBe(WIN_ANSI_LAST);
  });
});
