import { z } from 'zod';
import { AGE_BANDS, AGE_BANDS_ALT, AGGREGATION_PLANS, EXPORT_FORMATS, type Plan } from '../constants';
import { ageBand } from '../locale/age';
import { fieldValue, type SearchContext, type SearchRecord } from './evaluate';
import type { SearchField, SearchMode } from './fields';
import { searchQuery } from './query';
import { SEARCH_HEADERS, SEARCH_OPTION_NAMES } from './download';

/**
 * Aggregations of a search's matches (ENTERPRISE and WORLDSTAR only): the matches counted by one
 * dimension. Age bands come in two sets (locale/age.ts), chosen by the admin; fee years count a member once per year paid.
 */
export const AGGREGATION_DIMENSIONS: Record<SearchMode, readonly string[]> = {
  members: ['ageBand', 'gender', 'group', 'section', 'category', 'residenceProvince', 'cardStatus', 'accountStatus', 'feeYears'],
  cards: ['cardStatus', 'group'],
  // payments: counted and summed (amount) by method, year, month of the pay date, state, group
  payments: ['mode', 'payYear', 'payMonth', 'status', 'group'],
};

/** Dimensions computed from a field (the age band from the age, the month from the pay date) rather than one. */
const DERIVED_DIMENSIONS: Record<string, string> = { ageBand: 'age', payMonth: 'payDate' };

/** The dimensions of a mode among the fields the caller may search (the preferences may hide the group or the section). */
export const aggregationDimensions = (mode: SearchMode, fields: readonly SearchField[]): string[] =>
  AGGREGATION_DIMENSIONS[mode].filter((d) => fields.some((f) => f.id === (DERIVED_DIMENSIONS[d] ?? d)));

export const AGE_BAND_SETS = { standard: AGE_BANDS, alternate: AGE_BANDS_ALT } as const;
export type AgeBandSet = keyof typeof AGE_BAND_SETS;

export const aggregationsEnabled = (plan: Plan) => AGGREGATION_PLANS.includes(plan);

export const aggregateRequest = z
  .strictObject({
    query: searchQuery,
    by: z.string().min(1, 'validation.required').max(60, 'validation.tooLong'),
    bands: z.enum(Object.keys(AGE_BAND_SETS) as [AgeBandSet, ...AgeBandSet[]], { error: 'validation.notAllowed' }).default('standard'),
    /** the table as a file as well (the export formats) */
    format: z.enum(EXPORT_FORMATS, { error: 'validation.notAllowed' }).optional(),
  })
  .superRefine((r, ctx) => {
    if (!AGGREGATION_DIMENSIONS[r.query.mode].includes(r.by))
      ctx.addIssue({ code: 'custom', path: ['by'], message: 'validation.notAllowed' });
  });
export type AggregateRequest = z.infer<typeof aggregateRequest>;

/**
 * One bar: a value of the dimension (null: the matches that hold none, "not given"), how many matches hold it, and for
 * payments the sum of their amounts in cents (null for members and cards).
 */
export interface Bucket {
  key: string | null;
  count: number;
  sum: number | null;
}

/** Dimensions in time order rather than by count. */
const CHRONOLOGICAL = new Set(['feeYears', 'payYear', 'payMonth']);

/** The values a record counts under: its age band, each fee year, or its one value (none: the null bucket). */
function keysOf(record: SearchRecord, by: string, bands: AgeBandSet, ctx: SearchContext): (string | null)[] {
  if (by === 'ageBand') return [ageBand(fieldValue(record, 'age', ctx) as number | null, AGE_BAND_SETS[bands])];
  if (by === 'payMonth') return [typeof record.payDate === 'string' && record.payDate ? record.payDate.slice(0, 7) : null];
  const value = fieldValue(record, by, ctx);
  if (Array.isArray(value)) return value.length ? value.map(String) : [null];
  return [value === undefined || value === null || value === '' ? null : String(value)];
}

/**
 * The matches counted by the dimension. Order: age bands and years in their own order, other values by count (ties by
 * value); the "not given" bucket last. Every band of the set is listed, empty ones included, so charts compare alike.
 */
export function aggregate(matches: readonly SearchRecord[], by: string, bands: AgeBandSet, ctx: SearchContext, summed = false): Bucket[] {
  const counts = new Map<string | null, Bucket>();
  const bucket = (key: string | null) => counts.get(key) ?? counts.set(key, { key, count: 0, sum: summed ? 0 : null }).get(key)!;
  if (by === 'ageBand') for (const band of AGE_BAND_SETS[bands]) bucket(band);
  for (const r of matches)
    for (const key of keysOf(r, by, bands, ctx)) {
      const b = bucket(key);
      b.count += 1;
      if (b.sum !== null && typeof r.amount === 'number') b.sum += r.amount;
    }
  const buckets = [...counts.values()];
  const valued = buckets.filter((b) => b.key !== null);
  const none = buckets.filter((b) => b.key === null);
  if (CHRONOLOGICAL.has(by)) valued.sort((a, b) => String(a.key).localeCompare(String(b.key)));
  else if (by !== 'ageBand') valued.sort((a, b) => b.count - a.count || String(a.key).localeCompare(String(b.key)));
  return [...valued, ...none];
}

/** The headers of an aggregation's table in a file (Italian, like every export). */
export const aggregationHeaders = (by: string): string[] => [
  by === 'ageBand' ? "Fascia d'età" : by === 'payMonth' ? 'Mese' : (SEARCH_HEADERS[by] ?? by),
  'Numero',
  'Importo',
];

/** A bucket's name in a file: list values and fixed options by their Italian names, "Non indicato" for no value. */
export function bucketName(by: string, key: string | null, listNames: ReadonlyMap<string, string>): string {
  if (key === null) return 'Non indicato';
  return listNames.get(key) ?? SEARCH_OPTION_NAMES[by]?.[key] ?? key;
}
