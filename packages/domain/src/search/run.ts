import { fieldValue, foldText, matches, type SearchContext, type SearchRecord } from './evaluate';
import type { SearchField, SearchMode } from './fields';
import type { SearchQuery } from './query';

/** The columns a search shows when it names none. */
export const DEFAULT_SEARCH_COLUMNS: Record<SearchMode, readonly string[]> = {
  members: ['surname', 'name', 'cardNumber', 'group', 'accountStatus', 'cardValidUntil'],
  cards: ['cardNumber', 'holder', 'cardStatus', 'cardValidUntil', 'group'],
  payments: ['payDate', 'holder', 'amount', 'mode', 'status'],
};
/** The sort when the query names none. */
const DEFAULT_SORT: Record<SearchMode, string> = { members: 'surname', cards: 'cardNumber', payments: 'payDate' };

export const SEARCH_PAGE_SIZE = { default: 25, max: 100 } as const;

/** One cell of a result: what a record holds, as JSON (arrays: multi-select values, fee years). */
export type SearchCell = string | number | boolean | null | (string | number)[];

const cellOf = (v: unknown): SearchCell => {
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  if (Array.isArray(v)) return v.filter((x): x is string | number => typeof x === 'string' || typeof x === 'number');
  return null;
};

export interface SearchPage {
  /** all the matches (the count shown first) */
  count: number;
  columns: string[];
  rows: { id: string; values: Record<string, SearchCell> }[];
}

/** Sort order of two values: numbers and days in order, text accent- and case-blind; missing values last either way. */
function compareValues(a: unknown, b: unknown): number {
  const missingA = a === undefined || a === null || a === '';
  const missingB = b === undefined || b === null || b === '';
  if (missingA || missingB) return missingA === missingB ? 0 : missingA ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const [x, y] = [foldText(String(a)), foldText(String(b))];
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The records a query matches, sorted (ties by surname, then id, so pages are stable): the reference evaluator decides
 * each match. The server runs it over the projection's records in scope.
 */
export function sortedMatches(records: readonly SearchRecord[], query: SearchQuery, ctx: SearchContext): SearchRecord[] {
  const found = records.filter((r) => matches(query.where, r, ctx));
  const field = query.sort?.field ?? DEFAULT_SORT[query.mode];
  const sign = query.sort?.dir === 'desc' ? -1 : 1;
  const keyed = found.map((r) => ({ r, key: fieldValue(r, field, ctx) }));
  keyed.sort((a, b) => {
    const missing = a.key === undefined || a.key === null || b.key === undefined || b.key === null;
    const byKey = compareValues(a.key, b.key) * (missing ? 1 : sign);
    return byKey || compareValues(a.r.surname, b.r.surname) || String(a.r.id).localeCompare(String(b.r.id));
  });
  return keyed.map(({ r }) => r);
}

/** The columns a query shows: its own, or its mode's defaults. */
export const searchColumns = (query: SearchQuery): string[] =>
  query.columns?.length ? [...query.columns] : [...DEFAULT_SEARCH_COLUMNS[query.mode]];

/** A mode's default columns among the fields the caller may search (the preferences may hide some of them). */
export const defaultColumns = (mode: SearchMode, fields: readonly SearchField[]): string[] =>
  DEFAULT_SEARCH_COLUMNS[mode].filter((c) => fields.some((f) => f.id === c));

/** The query with its columns named: its own, or the defaults the caller may see. */
export const withColumns = (query: SearchQuery, fields: readonly SearchField[]): SearchQuery =>
  query.columns?.length ? query : { ...query, columns: defaultColumns(query.mode, fields) };

/** One record's cells for the columns. */
export const rowValues = (record: SearchRecord, columns: readonly string[], ctx: SearchContext): Record<string, SearchCell> =>
  Object.fromEntries(columns.map((c) => [c, cellOf(fieldValue(record, c, ctx))]));

/** A query over records: the count of matches and one page of the chosen columns. */
export function runSearch(
  records: readonly SearchRecord[],
  query: SearchQuery,
  ctx: SearchContext,
  page: { offset: number; size: number },
): SearchPage {
  const found = sortedMatches(records, query, ctx);
  const columns = searchColumns(query);
  const rows = found.slice(page.offset, page.offset + page.size).map((r) => ({ id: String(r.id), values: rowValues(r, columns, ctx) }));
  return { count: found.length, columns, rows };
}
