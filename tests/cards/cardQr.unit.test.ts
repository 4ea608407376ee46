import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { drawQr, qrPath } from '../../functions/src/cards/pdf';

/**
 * The card writes its QR code's operators itself (functions/src/cards/pdf.ts drawQr) instead of having pdf-lib parse
 * the code as an SVG path: the page's content must be the one pdf-lib's drawSvgPath writes, byte for byte.
 */
const content = (page: PDFPage) =>
  Buffer.from(
    (page as unknown as { getContentStream(): { getUnencodedContents(): Uint8Array } }).getContentStream().getUnencodedContents(),
  ).toString('latin1');

const TOKENS = [
  'eyJvIjoiYXBzLWF1cm9yYSIsImMiOiIxMDAwMDEiLCJ2IjoiMjAyNi0xMi0zMSJ9.c2lnbmF0dXJlLW9mLXRoZS1jYXJkLXRva2Vu',
  'x',
  'https://tessera.example/verify?token=' + 'a'.repeat(180),
];

describe('the card’s QR code', () => {
  it.each(TOKENS)('is drawn with the operators pdf-lib writes for its path (%s)', async (token) => {
    const doc = await PDFDocument.create();
    const [theirs, ours] = [doc.addPage([300, 200]), doc.addPage([300, 200])];
    const [x, y, side, color] = [181.7, 75.3, 65.2, rgb(0.11, 0.13, 0.17)] as const;
    const { path, size } = qrPath(token);
    theirs.drawSvgPath(path, { x, y, scale: side / size, color, borderWidth: 0 });
    drawQr(ours, token, x, y, side, color);
    expect(content(theirs).length).toBeGreaterThan(1000);
    expect(content(ours)).toBe(content(theirs));
  });
});
