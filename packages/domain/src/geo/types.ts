/**
 * Geographic reference data.
 * The records come from packages/domain/data/*.json, decoded by geo/decode.ts.
 */
import type { DEFAULT_COUNTRY, FOREIGN_COUNTRY, FOREIGN_PROVINCE } from '@tessera/domain/constants';

/** A current Italian comune. */
export interface Municipality {
  readonly kind: 'comune';
  /** ISTAT code, 6 digits; the first three are the ISTAT province code */
  readonly istat: string;
  /** official Italian denomination, with its accents and apostrophes (e.g. "Forlì", "Sant'Angelo a Cupolo") */
  readonly name: string;
  /** province or metropolitan-city code (sigla), e.g. "RM" */
  readonly province: string;
  readonly provinceName: string;
  /** region name as ISTAT spells it, e.g. "Lazio", "Valle d'Aosta/Vallée d'Aoste" */
  readonly region: string;
  /** ISTAT region code, 2 digits */
  readonly regionCode: string;
  /** Belfiore (cadastral) code, what a tax code carries, e.g. "H501" */
  readonly belfiore: string;
  /** every postal code of the comune, sorted */
  readonly caps: readonly string[];
  /** the postal code to show: the only one, or a placeholder such as "001xx" for a city with several */
  readonly cap: string;
  /** province codes the comune had before its latest transfer (e.g. Olbia: ["SS"]), for old records */
  readonly formerProvinces: readonly string[];
}

/** A foreign state or territory, under the pseudo-region "Estero" and province "EE". */
export interface ForeignState {
  readonly kind: 'foreign';
  /** Belfiore code of the state, "Z" + 3 digits (e.g. "Z110" for France) */
  readonly belfiore: string;
  /** Italian name as the ANPR/ISTAT list spells it, e.g. "Francia" */
  readonly name: string;
  /** ISO 3166-1 alpha-2, null where ISO assigns none (Kosovo) */
  readonly iso2: string | null;
  /** ISO 3166-1 alpha-3, null where ISO assigns none */
  readonly iso3: string | null;
  readonly province: typeof FOREIGN_PROVINCE;
  readonly region: typeof FOREIGN_REGION_NAME;
}

export const FOREIGN_REGION_NAME = 'Estero';

export type GeoPlace = Municipality | ForeignState;

export interface Region {
  /** ISTAT region code, 2 digits */
  readonly code: string;
  readonly name: string;
  /** province codes of the region, sorted */
  readonly provinces: readonly string[];
}

export interface Province {
  /** sigla, 2 letters */
  readonly code: string;
  readonly name: string;
  /** ISTAT province code, 3 digits (the prefix of its comuni's ISTAT codes) */
  readonly istat: string;
  readonly region: string;
  readonly regionCode: string;
}

/** A comune that no longer exists since the data's base (2020), kept so that old codes still resolve. */
export interface FormerMunicipality {
  readonly belfiore: string;
  readonly name: string;
  /** its province code at the time */
  readonly province: string;
  /** first day it no longer existed (ISO date) */
  readonly until: string;
  /** ISTAT code of the comune that took it over */
  readonly successorIstat: string;
}

export interface GeoDataset {
  /** the date the data describes (ISO date) */
  readonly referenceDate: string;
  readonly regions: readonly Region[];
  readonly provinces: readonly Province[];
  /** sorted by ISTAT code */
  readonly municipalities: readonly Municipality[];
  /** sorted by Belfiore code */
  readonly foreignStates: readonly ForeignState[];
  /** province codes that no longer exist → the current codes their comuni now belong to (e.g. SU) */
  readonly provinceAliases: Readonly<Record<string, readonly string[]>>;
  /** ISTAT codes retired since 2020 → current ISTAT code (recodes, mergers, transfers) */
  readonly formerIstat: Readonly<Record<string, string>>;
  readonly formerMunicipalities: readonly FormerMunicipality[];
}

/** A municipality option: what the city autocomplete fills into zip, city, state and country. */
export interface MunicipalityOption {
  /** name, upper case */
  readonly nome: string;
  readonly cap: string;
  /** province code, "EE" for foreign states */
  readonly prov: string;
  readonly stato: typeof DEFAULT_COUNTRY | typeof FOREIGN_COUNTRY;
}

/** A search result: the municipality option plus the identifiers the forms and the tax-code checks need. */
export interface CitySearchResult extends MunicipalityOption {
  /** null for foreign states */
  readonly istat: string | null;
  readonly belfiore: string;
  readonly provinceName: string;
  readonly region: string;
}
