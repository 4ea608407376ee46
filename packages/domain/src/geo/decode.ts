/**
 * Turns the raw JSON files (geo/format.ts) into a GeoDataset. Pure: the JSON itself is imported only
 * by geo/dataset.ts, so the data stays out of bundles that do not load it.
 */
import { FOREIGN_PROVINCE } from '@tessera/domain/constants';
import { displayCap } from '@tessera/domain/geo/cap';
import { GEO_FORMAT_VERSION } from '@tessera/domain/geo/format';
import {
  FOREIGN_REGION_NAME,
  type FormerMunicipality,
  type ForeignState,
  type GeoDataset,
  type Municipality,
  type Province,
  type Region,
} from '@tessera/domain/geo/types';

class GeoDataError extends Error {
  constructor(message: string) {
    super(`geo data: ${message}`);
    this.name = 'GeoDataError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function array(value: unknown, what: string): readonly unknown[] {
  if (!Array.isArray(value)) throw new GeoDataError(`${what} is not an array`);
  return value;
}

function str(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new GeoDataError(`${what} is not a string`);
  return value;
}

function strOrNull(value: unknown, what: string): string | null {
  return value === null ? null : str(value, what);
}

function strings(value: unknown, what: string): readonly string[] {
  return array(value, what).map((item, i) => str(item, `${what}[${i}]`));
}

function header(raw: unknown, what: string): Record<string, unknown> {
  if (!isRecord(raw)) throw new GeoDataError(`${what} is not an object`);
  if (raw.format !== GEO_FORMAT_VERSION) throw new GeoDataError(`${what} has format ${String(raw.format)}, expected ${GEO_FORMAT_VERSION}`);
  return raw;
}

/** Builds the dataset from the parsed contents of municipalities.json and foreign-states.json. */
export function decodeGeoDataset(rawMunicipalities: unknown, rawForeignStates: unknown): GeoDataset {
  const m = header(rawMunicipalities, 'municipalities.json');
  const f = header(rawForeignStates, 'foreign-states.json');
  const referenceDate = str(m.referenceDate, 'referenceDate');

  const regionNames = new Map<string, string>();
  for (const [i, row] of array(m.regions, 'regions').entries()) {
    const [code, name] = array(row, `regions[${i}]`);
    regionNames.set(str(code, 'region code'), str(name, 'region name'));
  }

  const provinces: Province[] = array(m.provinces, 'provinces').map((row, i) => {
    const [code, name, regionCode, istat] = array(row, `provinces[${i}]`);
    const rc = str(regionCode, 'province region');
    const region = regionNames.get(rc);
    if (region === undefined) throw new GeoDataError(`province ${String(code)} has unknown region ${rc}`);
    return {
      code: str(code, 'province code'),
      name: str(name, 'province name'),
      istat: str(istat, 'province istat'),
      region,
      regionCode: rc,
    };
  });
  const provinceByCode = new Map(provinces.map((p) => [p.code, p]));

  const regions: Region[] = [...regionNames].map(([code, name]) => ({
    code,
    name,
    provinces: provinces
      .filter((p) => p.regionCode === code)
      .map((p) => p.code)
      .sort(),
  }));

  const municipalities: Municipality[] = array(m.municipalities, 'municipalities').map((row, i) => {
    const cells = array(row, `municipalities[${i}]`);
    const [istat, name, province, belfiore, caps, former] = cells;
    const code = str(province, 'municipality province');
    const p = provinceByCode.get(code);
    if (p === undefined) throw new GeoDataError(`comune ${String(istat)} has unknown province ${code}`);
    const capList = strings(caps, `caps of ${String(istat)}`);
    return {
      kind: 'comune',
      istat: str(istat, 'istat'),
      name: str(name, 'name'),
      province: code,
      provinceName: p.name,
      region: p.region,
      regionCode: p.regionCode,
      belfiore: str(belfiore, 'belfiore'),
      caps: capList,
      cap: displayCap(capList),
      formerProvinces: former === undefined ? [] : strings(former, `former provinces of ${String(istat)}`),
    };
  });

  const foreignStates: ForeignState[] = array(f.states, 'states').map((row, i) => {
    const [belfiore, name, iso2, iso3] = array(row, `states[${i}]`);
    return {
      kind: 'foreign',
      belfiore: str(belfiore, 'state belfiore'),
      name: str(name, 'state name'),
      iso2: strOrNull(iso2, 'iso2'),
      iso3: strOrNull(iso3, 'iso3'),
      province: FOREIGN_PROVINCE,
      region: FOREIGN_REGION_NAME,
    };
  });

  if (!isRecord(m.provinceAliases)) throw new GeoDataError('provinceAliases is not an object');
  const provinceAliases: Record<string, readonly string[]> = {};
  for (const [alias, codes] of Object.entries(m.provinceAliases)) provinceAliases[alias] = strings(codes, `alias ${alias}`);

  const formerIstat: Record<string, string> = {};
  for (const [i, row] of array(m.formerIstat, 'formerIstat').entries()) {
    const [from, to] = array(row, `formerIstat[${i}]`);
    formerIstat[str(from, 'former istat')] = str(to, 'current istat');
  }

  const formerMunicipalities: FormerMunicipality[] = array(m.formerMunicipalities, 'formerMunicipalities').map((row, i) => {
    const [belfiore, name, province, until, successorIstat] = array(row, `formerMunicipalities[${i}]`);
    return {
      belfiore: str(belfiore, 'former belfiore'),
      name: str(name, 'former name'),
      province: str(province, 'former province'),
      until: str(until, 'former until'),
      successorIstat: str(successorIstat, 'former successor'),
    };
  });

  return { referenceDate, regions, provinces, municipalities, foreignStates, provinceAliases, formerIstat, formerMunicipalities };
}
