import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { fontBytes, subsetSafeFontkit, type FontRole } from '../../functions/src/pdf/fonts';

/**
 * DejaVu Sans and DejaVu Sans Bold lay Latin texts out a word at a time (functions/src/pdf/fonts.ts, wordwise). That
 * gives fontkit's glyphs only if no substitution of the fonts can involve a space: none starts at one, replaces one,
 * takes one into a ligature, or matches one as context (chained contexts by glyph class: the space's class is in no
 * rule), and a space is never a mark that a lookup could skip. The first test proves that from the fonts' GSUB tables,
 * for every lookup of every feature of the scripts a Latin text is set in; the second compares with fontkit's layout.
 */
type Font = ReturnType<typeof fontkit.create>;
type Coverage = { version: 1; glyphs: number[] } | { version: 2; rangeRecords: { start: number; end: number }[] };
type ClassDef =
  | { version: 1; startGlyph: number; classValueArray: number[] }
  | { version: 2; classRangeRecord: { start: number; end: number; class: number }[] };
interface Table {
  toArray?(): unknown[];
}
const list = <T>(t: unknown): T[] => ((t as Table)?.toArray ? (t as Table).toArray!() : ((t as unknown[]) ?? [])) as T[];

const covers = (c: Coverage, g: number) =>
  c.version === 1 ? c.glyphs.includes(g) : c.rangeRecords.some((r) => r.start <= g && g <= r.end);
const classOf = (d: ClassDef | undefined, g: number) => {
  if (!d) return 0;
  if (d.version === 1) return d.classValueArray[g - d.startGlyph] ?? 0;
  return d.classRangeRecord.find((r) => r.start <= g && g <= r.end)?.class ?? 0;
};

/** Where the space could take part in a substitution of the font's Latin scripts ('' when nowhere). */
function spaceInSubstitutions(font: Font): string[] {
  const gsub = (font as unknown as { GSUB: Record<string, unknown> }).GSUB;
  const space = font.glyphForCodePoint(0x20).id;
  const found: string[] = [];
  const gdef = (font as unknown as { GDEF?: { glyphClassDef?: ClassDef } }).GDEF;
  if (classOf(gdef?.glyphClassDef, space) === 3) found.push('the space is a mark');
  const scripts = gsub.scriptList as {
    tag: string;
    script: { defaultLangSys: { featureIndexes: number[] }; langSysRecords: { langSys: { featureIndexes: number[] } }[] };
  }[];
  const features = gsub.featureList as { tag: string; feature: { lookupListIndexes: number[] } }[];
  const lookupIndexes = new Set<number>();
  for (const { tag, script } of scripts) {
    if (!['DFLT', 'latn'].includes(tag)) continue;
    for (const langSys of [script.defaultLangSys, ...script.langSysRecords.map((r) => r.langSys)])
      for (const f of langSys.featureIndexes) for (const l of features[f]!.feature.lookupListIndexes) lookupIndexes.add(l);
  }
  const lookups = list<{ lookupType: number; flags: { ignoreBaseGlyphs?: boolean }; subTables: unknown }>(gsub.lookupList);
  expect(lookupIndexes.size).toBeGreaterThan(3);
  for (const index of lookupIndexes) {
    const lookup = lookups[index]!;
    // a lookup that skips base glyphs could match across a space
    if (lookup.flags.ignoreBaseGlyphs) found.push(`lookup ${index}: skips base glyphs`);
    for (const table of list<Record<string, unknown>>(lookup.subTables)) {
      let [type, t] = [lookup.lookupType, table];
      if (type === 7) [type, t] = [t.lookupType as number, t.extension as Record<string, unknown>];
      const where = `lookup ${index} (type ${type}, format ${t.version as number})`;
      if (t.coverage && covers(t.coverage as Coverage, space)) found.push(`${where}: starts at a space`);
      if (type === 1 || type === 2 || type === 3) continue;
      if (type === 4) {
        for (const set of list<unknown>(t.ligatureSets))
          for (const lig of list<{ components: number[] }>(set))
            if (lig.components.includes(space)) found.push(`${where}: ligates a space`);
        continue;
      }
      if (type === 6 && t.version === 2) {
        const [b, i, l] = [t.backtrackClassDef, t.inputClassDef, t.lookaheadClassDef].map((d) => classOf(d as ClassDef, space));
        for (const set of list<unknown>(t.chainClassSet))
          for (const rule of list<{ backtrack: number[]; input: number[]; lookahead: number[] }>(set))
            if (rule.backtrack.includes(b!) || rule.input.includes(i!) || rule.lookahead.includes(l!))
              found.push(`${where}: a rule matches a space`);
        continue;
      }
      found.push(`${where}: not checked here`);
    }
  }
  return found;
}

const WORDS = [
  'Quota',
  'associativa',
  '2027',
  '35,00',
  '€',
  'Ufficio',
  'fi',
  'ffl',
  'f',
  'i',
  'ij',
  'Finanziaria',
  'Associazione',
  'Aurora',
  'APS',
  '–',
  'n.',
  '«Città»',
  'Via',
  'dei',
  'Mille',
  '12,',
  '(MI)',
  'Ærø',
  'Şişli',
  'Łódź',
  'jiffy',
  '1/2',
  '‰',
  '“fine”',
  'Perù',
];

describe.each(['regular', 'bold'] as FontRole[])('DejaVu Sans (%s) laid out a word at a time', (role) => {
  const font = subsetSafeFontkit.create(fontBytes(role) as Buffer);
  const reference = fontkit.create(Buffer.from(fontBytes(role)));
  const laidOut = (f: Font, text: string) => {
    const run = f.layout(text);
    return { ids: run.glyphs.map((g) => g.id), widths: run.glyphs.map((g) => g.advanceWidth), x: run.positions.map((p) => p.xAdvance) };
  };

  it('has no substitution that involves a space', () => {
    expect(spaceInSubstitutions(reference)).toEqual([]);
  });

  it('as fontkit lays out the whole text', () => {
    const texts = [
      ...WORDS.flatMap((a, i) => WORDS.map((b, j) => (i % 3 === j % 3 ? `${a} ${b}` : `${a}  ${b} ${WORDS[(i + j) % WORDS.length]}`))),
      ' Quota',
      'Quota ',
      '35,00 €',
      '2027 – 35,00 fi',
      'Quota associativa 2027 (Contanti) ricevuta n. 1/2026',
    ];
    const differing = texts.filter((text) => {
      const ours = laidOut(font, text);
      const theirs = laidOut(reference, text);
      // advancesOnly drops GPOS: the widths are the glyphs' own advances (advancesOnly.unit.test.ts)
      return (
        JSON.stringify({ ids: ours.ids, widths: ours.widths, x: ours.x }) !==
        JSON.stringify({ ids: theirs.ids, widths: theirs.widths, x: theirs.widths })
      );
    });
    expect(texts.length).toBeGreaterThan(900);
    expect(differing).toEqual([]);
    expect(laidOut(font, 'fi fi').ids).toEqual(laidOut(reference, 'fi fi').ids);
    expect(laidOut(font, 'fi').ids.length).toBe(1);
  });
});
