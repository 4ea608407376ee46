/**
 * Exact look-ups in the geographic data: by Belfiore code (the tax-code decoder), by ISTAT code, by
 * name, by province. Indexes are built on first use and kept per dataset.
 */
import { FOREIGN_PROVINCE } from '@tessera/domain/constants';
import { placeKey } from '@tessera/domain/geo/normalize';
import type { FormerMunicipality, GeoDataset, GeoPlace, Municipality } from '@tessera/domain/geo/types';

interface GeoIndex {
  byBelfiore: Map<string, GeoPlace>;
  byIstat: Map<string, Municipality>;
  byName: Map<string, GeoPlace[]>;
  byProvince: Map<string, Municipality[]>;
  formerByBelfiore: Map<string, FormerMunicipality>;
}

const indexes = new WeakMap<GeoDataset, GeoIndex>();

function index(dataset: GeoDataset): GeoIndex {
  let built = indexes.get(dataset);
  if (built) return built;
  built = {
    byBelfiore: new Map(),
    byIstat: new Map(),
    byName: new Map(),
    byProvince: new Map(),
    formerByBelfiore: new Map(dataset.formerMunicipalities.map((m) => [m.belfiore, m])),
  };
  const places: GeoPlace[] = [...dataset.municipalities, ...dataset.foreignStates];
  for (const place of places) {
    built.byBelfiore.set(place.belfiore, place);
    const key = placeKey(place.name);
    const named = built.byName.get(key);
    if (named) named.push(place);
    else built.byName.set(key, [place]);
    if (place.kind === 'comune') {
      built.byIstat.set(place.istat, place);
      const list = built.byProvince.get(place.province);
      if (list) list.push(place);
      else built.byProvince.set(place.province, [place]);
    }
  }
  indexes.set(dataset, built);
  return built;
}

/**
 * The current comune or foreign state with this Belfiore code ("H501" → Roma, "Z110" → Francia).
 * Codes of comuni merged away since 2020 are not current: see formerMunicipalityByBelfiore.
 */
export function byBelfiore(dataset: GeoDataset, code: string): GeoPlace | undefined {
  return index(dataset).byBelfiore.get(code.trim().toUpperCase());
}

/** A comune merged or incorporated since 2020 (e.g. "A645" Bardello, now in Bardello con Malgesso e Bregano). */
export function formerMunicipalityByBelfiore(dataset: GeoDataset, code: string): FormerMunicipality | undefined {
  return index(dataset).formerByBelfiore.get(code.trim().toUpperCase());
}

/**
 * The comune with this ISTAT code. A code retired since 2020 (Sardinian recodes of 2026, mergers,
 * province transfers) resolves to the comune that now has it, unless `followRetired` is false.
 */
export function byIstat(
  dataset: GeoDataset,
  code: string,
  { followRetired = true }: { followRetired?: boolean } = {},
): Municipality | undefined {
  const { byIstat: current } = index(dataset);
  let istat = code.trim();
  const found = current.get(istat);
  if (found || !followRetired) return found;
  for (let hops = 0; hops < 10; hops++) {
    const next = dataset.formerIstat[istat];
    if (next === undefined) return undefined;
    istat = next;
    const successor = current.get(istat);
    if (successor) return successor;
  }
  return undefined;
}

/**
 * The current province codes a code stands for: itself when current ("EE" included), the codes its
 * comuni moved to when abolished ("SU" → CA, CI, NU, OG, VS), otherwise none.
 */
export function resolveProvince(dataset: GeoDataset, code: string): readonly string[] {
  const upper = code.trim().toUpperCase();
  if (upper === FOREIGN_PROVINCE || dataset.provinces.some((p) => p.code === upper)) return [upper];
  return dataset.provinceAliases[upper] ?? [];
}

/**
 * Comuni of a province, sorted by ISTAT code. An abolished code gives the comuni that belonged to it
 * ("SU" → the 107 former Sud Sardegna comuni), found through their former province codes.
 */
export function byProvince(dataset: GeoDataset, code: string): readonly Municipality[] {
  const upper = code.trim().toUpperCase();
  const { byProvince: map } = index(dataset);
  const current = map.get(upper);
  if (current) return current;
  return dataset.municipalities.filter((m) => m.formerProvinces.includes(upper));
}

/**
 * Places whose name equals `name`, ignoring case, accents, apostrophes, spaces and hyphens; with
 * `province`, only those in it (current, former or aliased code).
 */
export function byName(dataset: GeoDataset, name: string, province?: string): readonly GeoPlace[] {
  const found = index(dataset).byName.get(placeKey(name)) ?? [];
  if (province === undefined) return found;
  const upper = province.trim().toUpperCase();
  const resolved = resolveProvince(dataset, upper);
  return found.filter(
    (place) =>
      place.province === upper || resolved.includes(place.province) || (place.kind === 'comune' && place.formerProvinces.includes(upper)),
  );
}
