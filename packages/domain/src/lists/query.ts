import { DEFAULT_PAGE_SIZE } from '../constants';
import { counterPath, groupMemberCounter, ORG_MEMBER_COUNTER, orgCol } from '../paths';
import type { ScopeFilter } from '../scope';
import { searchToken } from './searchTokens';
import type { ListSpec, SortDir } from './specs';

/** One where-clause: equality filters, the group admin's scope (`in`), the search token (`array-contains`). */
export interface WhereClause {
  field: string;
  op: '==' | 'in' | 'array-contains' | '>=' | '<=';
  value: string | number | boolean | string[];
}

/** A row's place in the order: its sort value and document id (the id breaks ties). */
export interface ListCursor {
  value: string;
  id: string;
}

/**
 * Which page: the first (none), the one after a row (next), the one before a row (previous), or the last
 * `rows` rows (the last page, its size known from the total). Anchoring on rows rather than on offsets keeps
 * a page stable while others add or remove members before it.
 */
export type PageAnchor = { after: ListCursor } | { before: ListCursor } | { last: number };

export interface ListRequest<F extends string, S extends string> {
  scope: ScopeFilter;
  filters: Partial<Record<F, string | null | undefined>>;
  search?: string;
  sort?: { key: S; dir: SortDir };
  /** limits the spec's range column (calendar days, both included); either end may be open */
  range?: { from?: string | null; to?: string | null } | null;
  page?: PageAnchor | null;
  pageSize: number;
  /** a list of a subcollection (spec.subcollection): the id of the document whose rows it lists */
  parent?: string | null;
}

/**
 * A Firestore query, described: the web runs it (usePagedQuery), the rules' tests run the same. Ordered by the
 * sort field, then by document id in the same direction (one composite index per filter × sort serves both:
 * indexes.ts). `limit` is the page size plus one: the extra row only tells whether a page exists beyond
 * (after it, or before it when `fromEnd`, Firestore's limitToLast).
 */
export interface QueryDescription {
  collection: string;
  where: WhereClause[];
  orderBy: { field: string; dir: SortDir }[];
  startAfter: [string, string] | null;
  endBefore: [string, string] | null;
  limit: number;
  fromEnd: boolean;
}

/** The document id as an orderBy field (`__name__` in Firestore). */
export const DOCUMENT_ID = '__name__';

/**
 * The scope and the chosen group filter as one clause, or 'none' when the two cannot meet (a group admin's
 * filter on a group outside its scope, or a group admin without groups): such a query must not run.
 */
function groupClause(
  scope: ScopeFilter,
  field: string | null,
  chosen: string | null | undefined,
): (WhereClause & { value: string | string[] }) | null | 'none' {
  if (scope.kind === 'none') return 'none';
  // a list without a scope field is read by organization-wide roles only (its rules say so)
  if (field === null) return null;
  if (chosen) {
    if (scope.kind === 'groups' && !scope.values.includes(chosen)) return 'none';
    return { field, op: '==', value: chosen };
  }
  return scope.kind === 'groups' ? { field, op: 'in', value: scope.values } : null;
}

/** The value the user chose for the list's scope field (a group filter), if the list has one. */
const scopeChoice = (spec: ListSpec<string, string>, filters: object): string | undefined =>
  spec.scopeField ? (filters as Record<string, string | undefined>)[spec.scopeField] : undefined;

/** A chosen filter value as the stored field holds it (filterTypes); null when it cannot be one (no row could match). */
function storedValue(type: 'number' | 'boolean' | undefined, value: string): string | number | boolean | null {
  if (type === 'number') return /^-?\d+$/.test(value) ? Number(value) : null;
  if (type === 'boolean') return value === 'true' ? true : value === 'false' ? false : null;
  return value;
}

/** The filters without the scope: set values only, unknown keys and values of the wrong type dropped. */
function activeFilters<F extends string>(spec: ListSpec<F, string>, filters: Partial<Record<F, string | null | undefined>>) {
  return spec.filters
    .filter((f) => f !== spec.scopeField && filters[f])
    .map((f) => [f, storedValue(spec.filterTypes?.[f], filters[f] as string)] as const)
    .filter((pair): pair is readonly [F, string | number | boolean] => pair[1] !== null);
}

/** The chosen range, when the list has one and either end is set. */
function activeRange(spec: ListSpec<string, string>, range: ListRequest<string, string>['range']) {
  if (!spec.range || !range || (!range.from && !range.to)) return null;
  return { field: spec.sorts[spec.range]!, from: range.from || null, to: range.to || null };
}

/**
 * The order a request gets: the chosen sort when the list has it, else the default; with a range chosen, the range's
 * column (in the chosen direction when it is the chosen column, else newest first).
 */
export function listSort<S extends string>(
  spec: ListSpec<string, S>,
  req: Pick<ListRequest<string, S>, 'sort' | 'range'>,
): { key: S; dir: SortDir } {
  const chosen = req.sort && req.sort.key in spec.sorts ? req.sort : spec.defaultSort;
  if (!spec.range || !activeRange(spec, req.range)) return chosen;
  return chosen.key === spec.range ? chosen : { key: spec.range, dir: 'desc' };
}

function pageBounds(page: PageAnchor | null | undefined, pageSize: number) {
  const none = { startAfter: null, endBefore: null };
  if (page && 'after' in page)
    return { ...none, startAfter: [page.after.value, page.after.id] as [string, string], limit: pageSize + 1, fromEnd: false };
  if (page && 'before' in page)
    return { ...none, endBefore: [page.before.value, page.before.id] as [string, string], limit: pageSize + 1, fromEnd: true };
  if (page && 'last' in page) return { ...none, limit: Math.min(Math.max(1, page.last), pageSize), fromEnd: true };
  return { ...none, limit: pageSize + 1, fromEnd: false };
}

/**
 * Where a list's rows live: the organization's collection, or one document's subcollection under it; null for a list of
 * a subcollection without its parent (nothing to list yet).
 */
export function listCollection(orgId: string, spec: ListSpec<string, string>, parent?: string | null): string | null {
  if (!spec.subcollection) return orgCol(orgId, spec.collection);
  return parent ? `${orgCol(orgId, spec.collection)}/${parent}/${spec.subcollection}` : null;
}

/** The query for one page of a list, or null when the scope (or a subcollection's missing parent) leaves nothing to list. */
export function listQuery<F extends string, S extends string>(
  orgId: string,
  spec: ListSpec<F, S>,
  req: ListRequest<F, S>,
): QueryDescription | null {
  const group = groupClause(req.scope, spec.scopeField, scopeChoice(spec, req.filters));
  const collection = listCollection(orgId, spec, req.parent);
  if (group === 'none' || collection === null) return null;
  const where: WhereClause[] = [];
  if (group) where.push(group);
  for (const [field, value] of activeFilters(spec, req.filters)) where.push({ field, op: '==', value });
  const token = req.search ? searchToken(req.search) : null;
  if (token && spec.searchField) where.push({ field: spec.searchField, op: 'array-contains', value: token });
  const range = activeRange(spec, req.range);
  if (range?.from) where.push({ field: range.field, op: '>=', value: range.from });
  if (range?.to) where.push({ field: range.field, op: '<=', value: range.to });
  const sort = listSort(spec, req);
  return {
    collection,
    where,
    orderBy: [
      { field: spec.sorts[sort.key], dir: sort.dir },
      { field: DOCUMENT_ID, dir: sort.dir },
    ],
    ...pageBounds(req.page, req.pageSize),
  };
}

/**
 * The first page an administrator opens (the whole organization, no filter or search, the default page size): the
 * one `npm run bench` also times alone, from Node and in the page, beside the list's first rows.
 */
export const firstPageQuery = <F extends string, S extends string>(orgId: string, spec: ListSpec<F, S>): QueryDescription | null =>
  listQuery(orgId, spec, { scope: { kind: 'all' }, filters: {}, pageSize: DEFAULT_PAGE_SIZE });

/**
 * Where the total of a list comes from: counter documents (each a path plus the fields summed from it) when
 * one counter field answers the exact filter, else a count() aggregation of the same query without paging.
 */
export type TotalSource =
  { kind: 'counters'; docs: { path: string; fields: string[]; sumFields?: string[] }[] } | { kind: 'count' } | { kind: 'none' };

export function listTotalSource<F extends string, S extends string>(
  orgId: string,
  spec: ListSpec<F, S>,
  req: Pick<ListRequest<F, S>, 'scope' | 'filters' | 'search' | 'range' | 'parent'>,
): TotalSource {
  const group = groupClause(req.scope, spec.scopeField, scopeChoice(spec, req.filters));
  if (group === 'none' || listCollection(orgId, spec, req.parent) === null) return { kind: 'none' };
  const active = activeFilters(spec, req.filters);
  if (!spec.counters || (req.search && searchToken(req.search)) || active.length > 1 || activeRange(spec, req.range))
    return { kind: 'count' };
  let fields: readonly string[] = spec.counters.total;
  if (active.length === 1) {
    const [key, value] = active[0]!;
    const field = spec.counters.byFilter[key]?.(String(value));
    if (!field) return { kind: 'count' };
    fields = [field];
  }
  const groups = group === null ? null : Array.isArray(group.value) ? group.value : [group.value];
  const documents = spec.counters.documents ?? { org: ORG_MEMBER_COUNTER, group: groupMemberCounter };
  const counterIds = groups === null ? [documents.org] : groups.map(documents.group);
  const sumOf = spec.counters.sumOf;
  const sums = spec.sumField && sumOf ? { sumFields: fields.map((f) => sumOf(f)) } : {};
  return { kind: 'counters', docs: counterIds.map((id) => ({ path: counterPath(orgId, id), fields: [...fields], ...sums })) };
}

/** The sort value a row continues from, read from the stored document (the same path the query orders by). */
export function cursorOf<S extends string>(
  spec: ListSpec<string, S>,
  sortKey: S,
  doc: { id: string; data: Record<string, unknown> },
): ListCursor {
  const value = fieldAt(doc.data, spec.sorts[sortKey] ?? spec.sorts[spec.defaultSort.key]);
  return { value: typeof value === 'string' ? value : '', id: doc.id };
}

/** A stored document's field by its dotted path (`sortKeys.surname`, `byCardStatus.ACTIVE`), as queries name it. */
export function fieldAt(data: Record<string, unknown> | undefined, path: string): unknown {
  let value: unknown = data;
  for (const part of path.split('.')) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  return value;
}
