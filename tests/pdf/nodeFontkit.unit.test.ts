import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { afterAll, describe, expect, it } from 'vitest';
import { fontBytes, type FontRole } from '../../functions/src/pdf/fonts';
import FONT_FILES from '../../functions/src/pdf/fonts.json';
import { nodeFontkitSource } from '../../functions/nodeFontkit.mjs';

/**
 * The functions' bundle loads a copy of fontkit changed to load faster in Node (functions/nodeFontkit.mjs). The copy
 * must lay out and subset every font exactly as the library does.
 */
const dir = mkdtempSync(join(tmpdir(), 'tessera-fontkit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const copyFile = join(dir, 'fontkit.js');
writeFileSync(copyFile, nodeFontkitSource());
const copy = createRequire(copyFile)(copyFile) as typeof fontkit;
type Font = ReturnType<typeof fontkit.create>;

const texts: [FontRole, string][] = [
  ['regular', 'AVATAR Wäßrig Ærø Şişli Łódź Ελληνικά Кириллица'],
  ['bold', 'Associazione Aurora APS – Tessera n. 100001'],
  ['cjkBold', '山田 太郎 王小明 佐藤〳〵アイ'],
  ['hangulBold', '김민준'],
];

describe('the fontkit the bundle loads', () => {
  it.each(texts)('lays out and subsets %s as the library does', async (role, text) => {
    const [ours, theirs] = [copy, fontkit].map((kit) => kit.create(Buffer.from(fontBytes(role)))) as [Font, Font];
    const run = (f: Font) => {
      const laid = f.layout(text);
      return { ids: laid.glyphs.map((g) => g.id), positions: laid.positions, script: laid.script };
    };
    expect(run(ours)).toEqual(run(theirs));
    expect(run(ours).ids.length).toBeGreaterThan(0);
    const subset = (f: Font) =>
      new Promise<Buffer>((resolve) => {
        const s = f.createSubset();
        for (const g of f.layout(text).glyphs) s.includeGlyph(g);
        const parts: Uint8Array[] = [];
        s.encodeStream()
          .on('data', (d) => parts.push(d))
          .on('end', () => resolve(Buffer.concat(parts)));
      });
    const [a, b] = await Promise.all([subset(ours), subset(theirs)]);
    expect(a.length).toBeGreaterThan(100);
    expect(a.equals(b)).toBe(true);
  });

  it.each(texts.map(([role]) => role))('reads the post table of %s as the library does, glyph names included', (role) => {
    const [ours, theirs] = [copy, fontkit].map((kit) => kit.create(Buffer.from(fontBytes(role)))) as [Font, Font];
    const post = (f: Font) => {
      const { version, italicAngle, underlinePosition, isFixedPitch, glyphNameIndex, names } = f.post as unknown as Record<string, unknown>;
      return {
        version,
        italicAngle,
        underlinePosition,
        isFixedPitch,
        glyphNameIndex,
        names,
        name: (f.getGlyph(200) as unknown as { name?: string }).name,
      };
    };
    expect(post(ours)).toEqual(post(theirs));
  });

  it.each(Object.keys(FONT_FILES) as FontRole[])('reads the glyph offsets (loca) of %s as the library does', (role) => {
    const [ours, theirs] = [copy, fontkit].map((kit) => kit.create(Buffer.from(fontBytes(role)))) as [Font, Font];
    const loca = (f: Font) => (f as unknown as { loca: { version: number; offsets: number[] } }).loca;
    expect(loca(ours).offsets.length).toBe(ours.numGlyphs + 1);
    expect(loca(ours)).toEqual(loca(theirs));
  });

  it.each(Object.keys(FONT_FILES) as FontRole[])('reads the names of %s as the library does', (role) => {
    const [ours, theirs] = [copy, fontkit].map((kit) => kit.create(Buffer.from(fontBytes(role)))) as [Font, Font];
    expect(ours.postscriptName).toBe(theirs.postscriptName);
    const records = (f: Font) => (f as unknown as { name: { records: Record<string, unknown> } }).name.records;
    // every name in every language, in the library's order (the copy's are decoded as they are read here)
    const all = (f: Font) => JSON.stringify(records(f));
    expect(all(ours)).toBe(all(theirs));
    expect(Object.keys(records(ours)).length).toBeGreaterThan(5);
    expect([ours.familyName, ours.fullName, ours.copyright]).toEqual([theirs.familyName, theirs.fullName, theirs.copyright]);
  });

  it('decodes glyph names (DejaVu Sans names every glyph)', () => {
    const names = (copy.create(Buffer.from(fontBytes('regular'))).post as unknown as { names: string[] }).names;
    expect(names.length).toBeGreaterThan(5000);
    expect(names).toContain('Amacron');
  });
});
