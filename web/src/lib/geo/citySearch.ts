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
  // A failed download is not kept: the next use asks again. Chromium answers a module import that failed with the same
  // failure until the page is reloaded, so callers say so (CityAutocomplete) rather than rely on the retry.
  loading.catch(() => (loading = null));
  return loading;
}
