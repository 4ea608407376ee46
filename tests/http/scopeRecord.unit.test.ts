import { describe, expect, it } from 'vitest';
import { DocumentSnapshot } from 'firebase-admin/firestore';
import type { Claims } from '@tessera/domain/claims';
import { recordAccess } from '../../functions/src/http/scope';
import { ApiError } from '../../functions/src/http/apiError';

const claims = (role: Claims['role'], groups: string[] = []): Claims => ({ pid: 'p', org: 'o', role, groups, member: 'm1' });

/** A stand-in snapshot: the scope reads a snapshot's fields through get(). */
function snapshot(fields: Record<string, unknown>): DocumentSnapshot {
  return Object.create(DocumentSnapshot.prototype, { get: { value: (field: string) => fields[field] } }) as DocumentSnapshot;
}

function refusal(check: () => void): string | null {
  try {
    check();
    return null;
  } catch (e) {
    return e instanceof ApiError ? e.code : 'not an ApiError';
  }
}

describe('recordAccess: the record check handlers make instead of reading the group themselves', () => {
  it('scope groups: a group admin passes for records of its groups, and NO_USER_ALLOWED for any other', () => {
    const scope = recordAccess('groups', claims('group', ['g1']));
    for (const record of [{ group: 'g1' }, snapshot({ group: 'g1' })]) {
      expect(scope.includes(record)).toBe(true);
      expect(refusal(() => scope.assertRecord(record))).toBeNull();
    }
    for (const record of [{ group: 'g2' }, { group: null }, {}, snapshot({ group: 'g2' }), snapshot({})]) {
      expect(scope.includes(record)).toBe(false);
      expect(refusal(() => scope.assertRecord(record))).toBe('NO_USER_ALLOWED');
    }
  });

  it('scope groups: organization-wide roles pass for every record', () => {
    for (const role of ['platform', 'organization', 'management', 'staff'] as const) {
      const scope = recordAccess('groups', claims(role));
      for (const record of [{ group: 'g2' }, {}, snapshot({})]) expect(refusal(() => scope.assertRecord(record))).toBeNull();
    }
  });

  it('scope organization: no group check, even for a group admin', () => {
    const scope = recordAccess('organization', claims('group', ['g1']));
    expect(refusal(() => scope.assertRecord({ group: 'elsewhere' }))).toBeNull();
    expect(scope.includes(snapshot({}))).toBe(true);
  });

  it('works unbound, as a filter or a check handed to a helper', () => {
    const { includes, assertRecord } = recordAccess('groups', claims('group', ['g1']));
    expect([{ group: 'g1' }, { group: 'g2' }].filter(includes)).toEqual([{ group: 'g1' }]);
    expect(refusal(() => assertRecord({ group: 'g2' }))).toBe('NO_USER_ALLOWED');
  });
});
