/**
 * Benchmark of the city autocomplete: a realistic mix of ~1,000 queries (whole names, prefixes as
 * typed, inner fragments, names typed without accents or apostrophes, full and partial CAPs,
 * foreign states) over the whole dataset, after a warm-up. No assertions: it reports.
 */
import { geoDataset } from '@tessera/domain/geo/dataset';
import { createCitySearch } from '@tessera/domain/geo/search';

export interface CitySearchBench {
  queries: number;
  /** mean time per query, milliseconds */
  msPerQuery: number;
  /** 95th percentile, milliseconds */
  p95: number;
}

/** performance.now() without depending on DOM or Node typings (the domain package has neither). */
const clock = (globalThis as unknown as { performance: { now(): number } }).performance;

const stripAccents = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** Deterministic query mix drawn from the data. */
export function benchQueries(count = 1000): string[] {
  const { municipalities, foreignStates } = geoDataset;
  const queries: string[] = [];
  const step = Math.max(1, Math.floor(municipalities.length / count));
  for (let i = 0; queries.length < count; i = (i + step * 7 + 3) % municipalities.length) {
    const m = municipalities[i]!;
    const k = queries.length;
    switch (k % 10) {
      case 0:
      case 1:
        queries.push(m.name); // the whole name
        break;
      case 2:
        queries.push(m.name.slice(0, 2)); // first keystrokes after the pause
        break;
      case 3:
        queries.push(m.name.slice(0, 4).toLowerCase());
        break;
      case 4:
        queries.push(stripAccents(m.name).replace(/'/g, ' ').toLowerCase()); // typed on a plain keyboard
        break;
      case 5:
        queries.push(m.name.slice(Math.floor(m.name.length / 3), Math.floor(m.name.length / 3) + 4)); // inner fragment
        break;
      case 6:
        queries.push(m.caps[0]!); // a full CAP
        break;
      case 7:
        queries.push(m.caps[0]!.slice(0, 3)); // a CAP prefix
        break;
      case 8:
        queries.push(foreignStates[k % foreignStates.length]!.name.slice(0, 5));
        break;
      default:
        queries.push(`${m.name.slice(0, 6)}xyz`); // a miss: scans everything
    }
  }
  return queries;
}

export function benchCitySearch(): CitySearchBench {
  const search = createCitySearch(geoDataset);
  const queries = benchQueries();
  for (let round = 0; round < 3; round++) for (const q of queries) search.search(q); // warm-up
  const times: number[] = [];
  for (const q of queries) {
    const start = clock.now();
    search.search(q);
    times.push(clock.now() - start);
  }
  times.sort((a, b) => a - b);
  const total = times.reduce((sum, t) => sum + t, 0);
  return { queries: queries.length, msPerQuery: total / queries.length, p95: times[Math.floor(times.length * 0.95)]! };
}
