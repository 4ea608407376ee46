import type { PDFImage, PDFPage } from 'pdf-lib';
import { lineWidth, type DocFonts, type Line, type TextStyle } from './pdfText';

/** Points per millimetre, and the A4 page. */
export const MM = 72 / 25.4;
export const A4 = { width: 210 * MM, height: 297 * MM } as const;

/** A user's text as one printable line: composed, every run of spaces and control characters one space. */
export function printable(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim();
}

/** The image scaled to fit the box, centred in it, its proportions kept. */
export function drawContained(page: PDFPage, img: PDFImage, x: number, y: number, w: number, h: number) {
  const scale = Math.min(w / img.width, h / img.height);
  const dw = img.width * scale;
  const dh = img.height * scale;
  page.drawImage(img, { x: x + (w - dw) / 2, y: y + (h - dh) / 2, width: dw, height: dh });
}

/** The text in lines of at most `width`, split between words (a word longer than a line is cut), at most `max` lines. */
export function wrapLines(fonts: DocFonts, text: string, style: TextStyle, size: number, width: number, max = Infinity): Line[] {
  const lines: Line[] = [];
  let current = '';
  const fits = (t: string) => lineWidth(fonts.runs(t, style), size) <= width;
  for (const word of printable(text).split(' ').filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (fits(next)) {
      current = next;
      continue;
    }
    if (current) lines.push(fonts.runs(current, style));
    // a word wider than the line: cut where it stops fitting
    let rest = word;
    while (!fits(rest)) {
      let k = rest.length - 1;
      while (k > 1 && !fits(rest.slice(0, k))) k--;
      lines.push(fonts.runs(rest.slice(0, k), style));
      rest = rest.slice(k);
    }
    current = rest;
  }
  if (current) lines.push(fonts.runs(current, style));
  return lines.slice(0, max);
}
