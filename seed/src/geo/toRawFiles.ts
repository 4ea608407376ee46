import {
  GEO_FORMAT_VERSION,
  type RawForeignState,
  type RawForeignStatesFile,
  type RawMunicipalitiesFile,
  type RawMunicipality,
  type RawProvince,
  type RawRegion,
} from '@tessera/domain/geo/format';
import { check } from './check';
import type { Comune, GeoState } from './geoState';
import { ISO2_FIXES, ISO_ALPHA3 } from './patches';
import type { BelfioreEntry } from './readSources';
import { REFERENCE_DATE } from './referenceDate';

export function byCode<T>(a: [string, ...T[]], b: [string, ...T[]]): number {
  return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;
}

/**
 * Phase 5: the domain's file formats (geo/format.ts), every list sorted by code: the comuni (CAPs and ISTAT codes
 * checked), and the foreign states current in belfiore-connector with their ISO codes.
 */
export function toRawFiles(
  state: GeoState,
  belfiore: ReadonlyMap<string, BelfioreEntry>,
  byBelfiore: ReadonlyMap<string, Comune>,
  aliases: ReadonlyMap<string, Set<string>>,
): { municipalities: RawMunicipalitiesFile; foreignStates: RawForeignStatesFile } {
  const { comuni, provinces, regions, formerIstat, formerMunicipalities } = state;
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
  return { municipalities, foreignStates };
}
