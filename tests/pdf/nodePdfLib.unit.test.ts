import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as pdfLib from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { nodePdfLibSource } from '../../functions/nodePdfLib.mjs';

/**
 * The functions' bundle loads a copy of pdf-lib's single-file build that decompresses its tables with Node's zlib
 * (functions/nodePdfLib.mjs). The copy must read the standard fonts' encodings and metrics as the library does, and
 * write the same documents.
 */
const dir = mkdtempSync(join(tmpdir(), 'tessera-pdf-lib-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const copyFile = join(dir, 'pdf-lib.js');
writeFileSync(copyFile, nodePdfLibSource());
const copy = createRequire(copyFile)(copyFile) as typeof pdfLib;

const TEXT = 'Quota associativa 2027 – € 35,00 «Città» ‰ Œuvre';

describe('the pdf-lib the bundle loads', () => {
  it.each(Object.values(pdfLib.StandardFonts))('reads the encoding and metrics of %s as the library does', async (name) => {
    const [ours, theirs] = await Promise.all(
      [copy, pdfLib].map(async (lib) => (await lib.PDFDocument.create()).embedFont(name as pdfLib.StandardFonts)),
    );
    const charset = ours!.getCharacterSet();
    expect(charset.length).toBeGreaterThan(150);
    expect(charset).toEqual(theirs!.getCharacterSet());
    const sample = String.fromCodePoint(...charset.slice(0, 120));
    expect(ours!.widthOfTextAtSize(sample, 12)).toBe(theirs!.widthOfTextAtSize(sample, 12));
    expect(ours!.encodeText(sample).toString()).toBe(theirs!.encodeText(sample).toString());
  });

  it('writes the same document', async () => {
    const write = async (lib: typeof pdfLib) => {
      const doc = await lib.PDFDocument.create();
      doc.setCreationDate(new Date(0));
      doc.setModificationDate(new Date(0));
      const page = doc.addPage([300, 200]);
      page.drawText(TEXT, { x: 10, y: 100, size: 10, font: await doc.embedFont(lib.StandardFonts.Helvetica) });
      page.drawText('αβγ∑', { x: 10, y: 80, size: 10, font: await doc.embedFont(lib.StandardFonts.Symbol) });
      return Buffer.from(await doc.save({ useObjectStreams: false }));
    };
    const [ours, theirs] = await Promise.all([write(copy), write(pdfLib)]);
    expect(ours.length).toBeGreaterThan(500);
    expect(ours.equals(theirs)).toBe(true);
  });
});
