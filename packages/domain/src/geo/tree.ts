/**
 * The geographic reference data: region → province → municipality, with foreign states under
 * the pseudo-region "Estero", province "EE".
 */
import { FOREIGN_PROVINCE } from '@tessera/domain/constants';
import { placeCollator } from '@tessera/domain/geo/normalize';
import { FOREIGN_REGION_NAME, type GeoDataset } from '@tessera/domain/geo/types';

export interface GeoTreeMunicipality {
  /** ISTAT code (6 digits); for a foreign state its Belfiore code ("Z110") */
  readonly code: string;
  /** display CAP ("001xx" for several); empty for foreign states */
  readonly cap: string;
  readonly nome: string;
}

export interface GeoTreeProvince {
  /** sigla, "EE" for foreign states */
  readonly code: string;
  readonly nome: string;
  readonly comuni: readonly GeoTreeMunicipality[];
}

export interface GeoTreeRegion {
  readonly nome: string;
  readonly province: readonly GeoTreeProvince[];
}

const byNome = <T extends { nome: string }>(a: T, b: T): number => placeCollator.compare(a.nome, b.nome);

const trees = new WeakMap<GeoDataset, readonly GeoTreeRegion[]>();

/** Regions in ISTAT order, then "Estero"; provinces and comuni by name. Built once per dataset. */
export function buildGeoTree(dataset: GeoDataset): readonly GeoTreeRegion[] {
  const cached = trees.get(dataset);
  if (cached) return cached;
  const comuniByProvince = new Map<string, GeoTreeMunicipality[]>();
  for (const m of dataset.municipalities) {
    const list = comuniByProvince.get(m.province) ?? [];
    list.push({ code: m.istat, cap: m.cap, nome: m.name });
    comuniByProvince.set(m.province, list);
  }
  const provinceByCode = new Map(dataset.provinces.map((p) => [p.code, p]));
  const regions: GeoTreeRegion[] = dataset.regions.map((region) => ({
    nome: region.name,
    province: region.provinces
      .map((code) => ({ code, nome: provinceByCode.get(code)?.name ?? code, comuni: (comuniByProvince.get(code) ?? []).sort(byNome) }))
      .sort(byNome),
  }));
  regions.push({
    nome: FOREIGN_REGION_NAME,
    province: [
      {
        code: FOREIGN_PROVINCE,
        nome: FOREIGN_REGION_NAME,
        comuni: dataset.foreignStates.map((s) => ({ code: s.belfiore, cap: '', nome: s.name })).sort(byNome),
      },
    ],
  });
  trees.set(dataset, regions);
  return regions;
}
