import type { Claims } from './claims';

type ScopeClaims = Pick<Claims, 'role' | 'groups'>;

/**
 * Record scope: a `group` admin works only on records of its groups;
 * the other back-office roles on the whole organization. The rules enforce the same on reads.
 */
export function inScope(claims: ScopeClaims, recordGroup: string | null | undefined): boolean {
  if (claims.role !== 'group') return true;
  return recordGroup != null && claims.groups.includes(recordGroup);
}

/**
 * The record scope as a query filter, the one form every list query takes (API handlers, the web's Firestore
 * queries, the rules' tests): `all` for organization-wide roles, `groups` for a group admin (at most
 * MAX_GROUPS_PER_ADMIN values: one `in` clause), `none` for a group admin without groups, whose queries must
 * not run at all (an `in` clause cannot be empty, and no placeholder value should stand in for "nothing").
 */
export type ScopeFilter = { kind: 'all' } | { kind: 'none' } | { kind: 'groups'; field: 'group'; values: string[] };

/** inScope for a filter kept with a job (a background download runs with the scope its request had). */
export function filterAllows(filter: ScopeFilter, recordGroup: string | null | undefined): boolean {
  if (filter.kind === 'all') return true;
  return filter.kind === 'groups' && recordGroup != null && filter.values.includes(recordGroup);
}

/** What the scope reads of a record: the group it belongs to (members, cards, payments, requests, registrations). */
export interface ScopedRecord {
  group?: unknown;
}

/**
 * filterAllows for a whole record, read by its group: the one record check of the API's handlers (a record loaded,
 * or the fields about to be written). A record without a group is in no group admin's scope.
 */
export function recordAllowed(filter: ScopeFilter, record: ScopedRecord): boolean {
  return filterAllows(filter, typeof record.group === 'string' ? record.group : null);
}

export function scopeFilter(claims: ScopeClaims): ScopeFilter {
  if (claims.role !== 'group') return { kind: 'all' };
  if (!claims.groups.length) return { kind: 'none' };
  return { kind: 'groups', field: 'group', values: [...claims.groups] };
}
