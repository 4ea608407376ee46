/**
 * Layout of packages/domain/data/municipalities.json and foreign-states.json, written by
 * seed/src/geo/build.ts and read by geo/decode.ts. Rows are arrays to keep the files small;
 * every list is sorted and written one row per line, so diffs stay readable.
 */

export const GEO_FORMAT_VERSION = 1;

/** [ISTAT region code, name] */
export type RawRegion = [code: string, name: string];

/** [sigla, name, ISTAT region code, ISTAT province code] */
export type RawProvince = [code: string, name: string, regionCode: string, istat: string];

/**
 * [ISTAT code, name, province code, Belfiore code, CAPs, former province codes].
 * The last element is present only when the comune changed province since 2020.
 */
export type RawMunicipality =
  | [istat: string, name: string, province: string, belfiore: string, caps: string[]]
  | [istat: string, name: string, province: string, belfiore: string, caps: string[], formerProvinces: string[]];

/** [Belfiore code, name, province code at the time, first day it no longer existed, successor ISTAT code] */
export type RawFormerMunicipality = [belfiore: string, name: string, province: string, until: string, successorIstat: string];

export interface RawMunicipalitiesFile {
  format: typeof GEO_FORMAT_VERSION;
  referenceDate: string;
  regions: RawRegion[];
  provinces: RawProvince[];
  provinceAliases: Record<string, string[]>;
  /** [retired ISTAT code, current ISTAT code] */
  formerIstat: [string, string][];
  formerMunicipalities: RawFormerMunicipality[];
  municipalities: RawMunicipality[];
}

/** [Belfiore code, Italian name, ISO alpha-2 or null, ISO alpha-3 or null] */
export type RawForeignState = [belfiore: string, name: string, iso2: string | null, iso3: string | null];

export interface RawForeignStatesFile {
  format: typeof GEO_FORMAT_VERSION;
  referenceDate: string;
  states: RawForeignState[];
}
