import { scopeFilter } from '@tessera/domain/scope';
import type { Filter } from './live';

/**
 * The caller's record scope as the filters of a live query (domain scopeFilter, the one rule the API and the rules'
 * tests share): none for organization-wide roles, one `in` filter on the group for a group admin, and null when
 * nothing is in scope (a group admin without groups): the query must not run at all.
 */
export function scopeFilters(profile: { role: Parameters<typeof scopeFilter>[0]['role']; groups: string[] }): Filter[] | null {
  const scope = scopeFilter(profile);
  if (scope.kind === 'none') return null;
  return scope.kind === 'groups' ? [{ field: scope.field, op: 'in', value: scope.values }] : [];
}
