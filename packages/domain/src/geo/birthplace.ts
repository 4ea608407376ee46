import type { BirthplaceInfo } from '@tessera/domain/codiceFiscale';
import { DEFAULT_COUNTRY, FOREIGN_COUNTRY } from '@tessera/domain/constants';
import { byBelfiore, formerMunicipalityByBelfiore } from '@tessera/domain/geo/lookup';
import type { GeoDataset } from '@tessera/domain/geo/types';

/**
 * The birthplace lookup for decodeTaxCode: a Belfiore code to the comune or foreign state it names,
 * comuni retired since 2020 included (people born there keep their code).
 */
export function birthplaceLookup(dataset: GeoDataset) {
  return (belfiore: string): (BirthplaceInfo & { belfiore: string }) | undefined => {
    const place = byBelfiore(dataset, belfiore);
    if (place?.kind === 'comune') return { name: place.name.toUpperCase(), province: place.province, country: DEFAULT_COUNTRY, belfiore };
    if (place?.kind === 'foreign') return { name: place.name.toUpperCase(), province: null, country: FOREIGN_COUNTRY, belfiore };
    const former = formerMunicipalityByBelfiore(dataset, belfiore);
    return former ? { name: former.name.toUpperCase(), province: former.province, country: DEFAULT_COUNTRY, belfiore } : undefined;
  };
}
