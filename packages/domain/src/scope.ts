import type { Claims } from './claims';

/**
 * Record scope: a `group` admin works only on records of its groups (spec §3 "local admin");
 * the other back-office roles on the whole organization. The rules enforce the same on reads.
 */
export function inScope(claims: Pick<Claims, 'role' | 'groups'>, recordGroup: string | null | undefined): boolean {
  if (claims.role !== 'group') return true;
  return recordGroup != null && claims.groups.includes(recordGroup);
}
