import { describe, expect, it } from 'vitest';
import type { CollectionReference, Query } from 'firebase-admin/firestore';
import type { Claims } from '@tessera/domain/claims';
import { recordAccess } from '../../functions/src/http/scope';

const claims = (role: Claims['role'], groups: string[] = []): Claims => ({ pid: 'p', org: 'o', role, groups, member: 'm1' });

/** A stand-in collection that records the filters applied to it. */
function fakeCollection() {
  const wheres: unknown[][] = [];
  const q = {
    where: (...args: unknown[]) => {
      wheres.push(args);
      return q;
    },
  };
  return { collection: q as unknown as CollectionReference, wheres };
}

describe('recordAccess: the scope dispatch gives handlers', () => {
  it('scope groups: a group admin queries and reaches only its groups', () => {
    const scope = recordAccess('groups', claims('group', ['g1', 'g2']));
    const { collection, wheres } = fakeCollection();
    expect(scope.query(collection)).not.toBeNull();
    expect(wheres).toEqual([['group', 'in', ['g1', 'g2']]]);
    expect(scope.allows('g1')).toBe(true);
    expect(scope.allows('g3')).toBe(false);
    expect(scope.allows(null)).toBe(false);
  });

  it('scope groups: a group admin without groups runs no query at all', () => {
    const scope = recordAccess('groups', claims('group'));
    const { collection, wheres } = fakeCollection();
    expect(scope.query(collection)).toBeNull();
    expect(wheres).toEqual([]);
    expect(scope.allows('g1')).toBe(false);
  });

  it('scope groups: organization-wide roles see the whole organization unfiltered', () => {
    for (const role of ['platform', 'organization', 'management', 'staff'] as const) {
      const scope = recordAccess('groups', claims(role));
      const { collection, wheres } = fakeCollection();
      expect(scope.query(collection) as Query).toBe(collection);
      expect(wheres).toEqual([]);
      expect(scope.allows(null)).toBe(true);
    }
  });

  it('scope organization and own: no group filter, even for a group admin', () => {
    for (const kind of ['organization', 'own'] as const) {
      const scope = recordAccess(kind, claims('group', ['g1']));
      const { collection, wheres } = fakeCollection();
      expect(scope.query(collection) as Query).toBe(collection);
      expect(wheres).toEqual([]);
      expect(scope.allows('elsewhere')).toBe(true);
    }
  });
});
