import type { CitySearch } from '@tessera/domain/geo/search';

let loading: Promise<CitySearch> | null = null;

/**
 * The city search over every comune and foreign state. The dataset (~0.5 MB) is loaded on first use
 * with a dynamic import, so it never weighs on the login page; later calls reuse the same index.
 */
export function loadCitySearch(): Promise<CitySearch> {
  loading ??= Promise.all([import('@tessera/domain/geo/dataset'), import('@tessera/domain/geo/search')]).then(([data, search]) =>
    search.createCitySearch(data.geoDataset),
  );
  // a failed download (offline for a moment) is tried again on the next use instead of failing for good
  loading.catch(() => (loading = null));
  return loading;
}
