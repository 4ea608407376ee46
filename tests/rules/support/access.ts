import { can, type Permission } from '@tessera/domain/permissions';
import { inScope } from '@tessera/domain/scope';
import type { Principal } from './principals';

/**
 * The expected read outcomes, in the words of the domain: the permission matrix and the record scope.
 * The tests compare the rules against these, so a role added to or removed from the matrix,
 * or a change of scope, fails a test until the rules follow.
 */

/** Has a profile in this organization; a platform admin has one in every organization. */
export function inOrg(p: Principal, org: string): boolean {
  return p.claims !== null && (p.claims.org === org || p.claims.role === 'platform');
}

/** Holds the permission in this organization. */
export function holds(p: Principal, org: string, permission: Permission): boolean {
  return inOrg(p, org) && can(p.claims!.role, permission);
}

/**
 * Holds the permission and every record the read may return is in the caller's scope.
 * `groups` are the group values the read can return: a single document's group, a query's `in` list,
 * or [null] for a read that does not constrain the group (it may return records of any group, or none).
 */
export function holdsInScope(p: Principal, org: string, permission: Permission, groups: readonly (string | null)[]): boolean {
  return holds(p, org, permission) && groups.every((g) => inScope(p.claims!, g));
}

/** The caller's own member record (or a record of it): same organization and member id. */
export function isSelf(p: Principal, org: string, memberId: string | null): boolean {
  return p.claims !== null && p.claims.org === org && memberId !== null && p.claims.member === memberId;
}

export const isPlatform = (p: Principal) => p.claims?.role === 'platform';
export const nobody = () => false;
