/**
 * City autocomplete: comuni and foreign states by name or postal code.
 *
 * - Only a trimmed query of at least CITY_SEARCH_MIN_CHARS characters searches; shorter ones give [].
 * - Names match as substrings, ignoring case, accents, apostrophes, spaces and hyphens
 *   ("forli" → FORLÌ, "sant angelo" and "santangelo" → SANT'ANGELO …). A query typed as a single
 *   word matches inside one word of the name (apostrophes and hyphens join words), so "roma" does
 *   not find "Cerro Maggiore" through "cer-ROMA-ggiore"; a query with spaces or punctuation matches
 *   across words.
 * - A query of digits matches postal codes by prefix ("00185" → ROMA, "001" → ROMA); the option's
 *   cap is then the matched CAP (or the placeholder of several matched CAPs of the same comune);
 *   after a name search it is the display CAP ("001xx").
 * - A trailing "(XX)" narrows to province XX, also through former codes and aliases
 *   ("Carbonia (SU)"); when nothing matches with it, or XX is no province code, the name alone is
 *   searched.
 * - Results are distinct and ranked: the name equal to the query, then names starting with it, then names with a
 *   word starting with it, then the rest; each group sorted by name (Italian collation). So "roma" gives ROMA
 *   before CAMPAGNANO DI ROMA, and "napo" NAPOLI before CASOLA DI NAPOLI.
 *
 * All keys are computed once in createCitySearch: a query is a scan over ~8,100 short precomputed
 * strings, or a binary search in the sorted CAP list.
 */
import { CITY_SEARCH_MIN_CHARS, DEFAULT_COUNTRY, FOREIGN_COUNTRY, FOREIGN_PROVINCE, POSTAL_CODE_LENGTH } from '@tessera/domain/constants';
import { displayCap } from '@tessera/domain/geo/cap';
import { foldPlaceName, hasSeparator, placeCollator, placeKey, placeLabel, placeWordsKeyOfFolded } from '@tessera/domain/geo/normalize';
import { FOREIGN_REGION_NAME, type CitySearchResult, type GeoDataset, type GeoPlace } from '@tessera/domain/geo/types';

export const DEFAULT_CITY_SEARCH_LIMIT = 20;

export interface CitySearch {
  search(query: string, limit?: number): CitySearchResult[];
}

/** The option a place gives, with `cap` when a particular postal code was matched. */
export function toCitySearchResult(place: GeoPlace, cap?: string): CitySearchResult {
  if (place.kind === 'foreign') {
    return {
      nome: placeLabel(place.name),
      cap: '',
      prov: FOREIGN_PROVINCE,
      stato: FOREIGN_COUNTRY,
      istat: null,
      belfiore: place.belfiore,
      provinceName: FOREIGN_REGION_NAME,
      region: FOREIGN_REGION_NAME,
    };
  }
  return {
    nome: placeLabel(place.name),
    cap: cap ?? place.cap,
    prov: place.province,
    stato: DEFAULT_COUNTRY,
    istat: place.istat,
    belfiore: place.belfiore,
    provinceName: place.provinceName,
    region: place.region,
  };
}

/** "Iglesias (CI)", "iglesias(ci)": a name followed by a province code in parentheses. */
const PROVINCE_SUFFIX = /^(.*?)\s*\(\s*([A-Za-z]{2})\s*\)$/;
const DIGITS = /^\d+$/;
const HAS_DIGIT = /\d/;

interface Entry {
  readonly place: GeoPlace;
  readonly province: string;
  readonly formerProvinces: readonly string[];
  /** the option with the display CAP, built once */
  readonly result: CitySearchResult;
}

function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function createCitySearch(dataset: GeoDataset): CitySearch {
  const places: GeoPlace[] = [...dataset.municipalities, ...dataset.foreignStates];
  const folded = places.map((place) => foldPlaceName(place.name));

  // name order (Italian collation; ties by province, then code). Sorting by the folded names is
  // much cheaper and gives the same order for these names; one pass checks it with the collator,
  // which sorts everything itself if the check ever fails.
  const tie = (a: number, b: number): number => {
    const pa = places[a]!;
    const pb = places[b]!;
    return pa.province < pb.province ? -1 : pa.province > pb.province ? 1 : pa.belfiore < pb.belfiore ? -1 : 1;
  };
  const order = places.map((_, i) => i);
  order.sort((a, b) => (folded[a]! < folded[b]! ? -1 : folded[a]! > folded[b]! ? 1 : tie(a, b)));
  const collated = (a: number, b: number): number => placeCollator.compare(places[a]!.name, places[b]!.name) || tie(a, b);
  for (let k = 1; k < order.length; k++) {
    if (collated(order[k - 1]!, order[k]!) > 0) {
      order.sort(collated);
      break;
    }
  }

  const entries: Entry[] = order.map((i) => {
    const place = places[i]!;
    return {
      place,
      province: place.province,
      formerProvinces: place.kind === 'comune' ? place.formerProvinces : [],
      result: Object.freeze(toCitySearchResult(place)),
    };
  });

  // name keys, in name order: squashed (letters and digits only) and by words
  const keys = order.map((i) => folded[i]!.replace(/[^a-z0-9]/g, ''));
  const wordKeys = order.map((i) => placeWordsKeyOfFolded(folded[i]!));
  // CAP index: every (CAP, entry) pair sorted by CAP, then by entry (i.e. by name)
  const entriesByCap = new Map<string, number[]>();
  entries.forEach((entry, i) => {
    if (entry.place.kind !== 'comune') return;
    for (const cap of entry.place.caps) {
      const list = entriesByCap.get(cap);
      if (list) list.push(i);
      else entriesByCap.set(cap, [i]);
    }
  });
  const caps: string[] = [];
  const capEntryList: number[] = [];
  for (const cap of [...entriesByCap.keys()].sort()) {
    for (const i of entriesByCap.get(cap)!) {
      caps.push(cap);
      capEntryList.push(i);
    }
  }
  const capEntries = Int32Array.from(capEntryList);

  const provinceCodes = new Set<string>([...dataset.provinces.map((p) => p.code), FOREIGN_PROVINCE]);
  for (const entry of entries) for (const code of entry.formerProvinces) provinceCodes.add(code);
  const aliases = dataset.provinceAliases;

  const inProvince = (entry: Entry, code: string): boolean =>
    entry.province === code || entry.formerProvinces.includes(code) || (aliases[code]?.includes(entry.province) ?? false);

  /**
   * How well entry i's name answers the key: 0 the whole name, 1 the name starts with it, 2 a word of the name starts
   * with it, 3 it is inside a word; -1 no match. People type the start of the place they mean ("napo" → NAPOLI before
   * CASOLA DI NAPOLI), so the better tiers come first; within a tier, name order.
   */
  function rank(i: number, key: string, acrossWords: boolean): number {
    const name = keys[i]!;
    if (name === key) return 0;
    if (name.startsWith(key)) return 1;
    const words = wordKeys[i]!;
    if (acrossWords) {
      if (!name.includes(key)) return -1;
      const starts = [...words.matchAll(/ /g)].map((m) => m.index + 1);
      return starts.some((at) => words.slice(at).replace(/ /g, '').startsWith(key)) ? 2 : 3;
    }
    if (!words.includes(key)) return -1;
    return words.includes(` ${key}`) ? 2 : 3;
  }

  function searchName(key: string, acrossWords: boolean, limit: number, province: string | undefined): CitySearchResult[] {
    const tiers: number[][] = [[], [], [], []];
    for (let i = 0; i < keys.length; i++) {
      const tier = rank(i, key, acrossWords);
      if (tier >= 0 && (province === undefined || inProvince(entries[i]!, province))) tiers[tier]!.push(i);
    }
    return tiers
      .flat()
      .slice(0, limit)
      .map((i) => entries[i]!.result);
  }

  function searchCap(prefix: string, limit: number): CitySearchResult[] {
    if (prefix.length > POSTAL_CODE_LENGTH) return [];
    const matched = new Map<number, string[]>();
    for (let j = lowerBound(caps, prefix); j < caps.length && caps[j]!.startsWith(prefix); j++) {
      const i = capEntries[j]!;
      const list = matched.get(i);
      if (list) list.push(caps[j]!);
      else matched.set(i, [caps[j]!]);
    }
    return [...matched.keys()]
      .sort((a, b) => a - b)
      .slice(0, limit)
      .map((i) => toCitySearchResult(entries[i]!.place, displayCap(matched.get(i)!)));
  }

  function search(query: string, limit: number = DEFAULT_CITY_SEARCH_LIMIT): CitySearchResult[] {
    const trimmed = query.trim();
    if (trimmed.length < CITY_SEARCH_MIN_CHARS || limit <= 0) return [];
    let text = trimmed;
    let province: string | undefined;
    const suffix = PROVINCE_SUFFIX.exec(trimmed);
    if (suffix) {
      text = suffix[1]!;
      const code = suffix[2]!.toUpperCase();
      if (provinceCodes.has(code)) province = code; // an unknown code is dropped
    }
    const key = placeKey(text);
    if (key.length < CITY_SEARCH_MIN_CHARS) return [];
    if (DIGITS.test(key)) return searchCap(key, limit);
    if (HAS_DIGIT.test(key)) return []; // no place name has digits
    const acrossWords = hasSeparator(text);
    if (province !== undefined) {
      const narrowed = searchName(key, acrossWords, limit, province);
      if (narrowed.length > 0) return narrowed;
    }
    return searchName(key, acrossWords, limit, undefined);
  }

  return { search };
}
