import { localSecret } from './localSecrets';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** poppler-utils helpers: the text and page sizes of a PDF, as a printer or a reader would see them. */
const dir = mkdtempSync(join(tmpdir(), 'tessera-cards-'));
let n = 0;

export function pdfFile(bytes: Uint8Array | string): string {
  const file = join(dir, `f${n++}.pdf`);
  writeFileSync(file, typeof bytes === 'string' ? Buffer.from(bytes, 'base64') : bytes);
  return file;
}

export function pdfText(bytes: Uint8Array | string): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', pdfFile(bytes), '-'], { encoding: 'utf8' });
}

/** The height (pt) of the first word `word` on page 1, from pdftotext's bounding boxes: the size it is printed at. */
export function wordHeight(bytes: Uint8Array | string, word: string): number {
  const html = execFileSync('pdftotext', ['-bbox', '-enc', 'UTF-8', pdfFile(bytes), '-'], { encoding: 'utf8' });
  const m = new RegExp(`<word xMin="[\\d.]+" yMin="([\\d.]+)" xMax="[\\d.]+" yMax="([\\d.]+)">${word}</word>`).exec(html);
  if (!m) throw new Error(`"${word}" not found in the PDF`);
  return Number(m[2]) - Number(m[1]);
}

export function pdfInfo(bytes: Uint8Array | string): { pages: number; widthPt: number; heightPt: number; keywords: string } {
  const out = execFileSync('pdfinfo', [pdfFile(bytes)], { encoding: 'utf8' });
  const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(out);
  return {
    pages: Number(/Pages:\s+(\d+)/.exec(out)?.[1] ?? 0),
    widthPt: Number(size?.[1] ?? 0),
    heightPt: Number(size?.[2] ?? 0),
    keywords: /Keywords:\s+(.*)/.exec(out)?.[1]?.trim() ?? '',
  };
}

/** Renders page 1 to PNG beside the PDF (to look at); returns the PNG path. */
export function renderPng(bytes: Uint8Array | string, dpi = 150): string {
  const file = pdfFile(bytes);
  execFileSync('pdftoppm', ['-png', '-r', String(dpi), '-f', '1', '-l', '1', '-singlefile', file, file.replace(/\.pdf$/, '')]);
  return file.replace(/\.pdf$/, '.png');
}

/** The `#rrggbb` colour of page 1 at a point given in points from its top-left corner (rendered at 72 dpi, plain PPM). */
export function pixelAt(bytes: Uint8Array | string, xPt: number, yPt: number): string {
  const file = pdfFile(bytes);
  const base = file.replace(/\.pdf$/, '');
  execFileSync('pdftoppm', ['-r', '72', '-f', '1', '-l', '1', '-singlefile', file, base]);
  const ppm = readFileSync(`${base}.ppm`);
  // header "P6 <width> <height> 255", then one RGB triplet per pixel
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 40).toString('latin1'))!;
  const at = header[0].length + (Math.round(yPt) * Number(header[1]) + Math.round(xPt)) * 3;
  return `#${[...ppm.subarray(at, at + 3)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** Two `#rrggbb` colours within a few steps per channel (anti-aliasing and rounding aside). */
export const nearColour = (a: string, b: string) =>
  [1, 3, 5].every((i) => Math.abs(Number.parseInt(a.slice(i, i + 2), 16) - Number.parseInt(b.slice(i, i + 2), 16)) <= 3);

/** The local CARD_TOKEN_SECRET the emulator gives the functions (functions/.secret.local). */
export const localCardSecret = () => localSecret('CARD_TOKEN_SECRET');

export const MM = 72 / 25.4;

/**
 * The smallest PDF a reader opens (a catalogue and one blank page), with `note` as a comment so that two differ: the
 * uploads read a PDF through before keeping it, so a bare `%PDF-` signature no longer passes as one.
 */
export function onePagePdf(note = ''): Buffer {
  return Buffer.from(
    `%PDF-1.4\n% ${note}\n1 0 obj\n<</Type/Catalog/Pages 2 0 R>>\nendobj\n2 0 obj\n<</Type/Pages/Kids[3 0 R]/Count 1>>\nendobj\n` +
      `3 0 obj\n<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>\nendobj\ntrailer\n<</Root 1 0 R>>\n%%EOF\n`,
  );
}
