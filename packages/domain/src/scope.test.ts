import { describe, expect, it } from 'vitest';
import { inScope, recordAllowed, scopeFilter } from './scope';

describe('record scope', () => {
  it('gives organization-wide roles every record and no filter', () => {
    expect(scopeFilter({ role: 'organization', groups: [] })).toEqual({ kind: 'all' });
    expect(inScope({ role: 'organization', groups: [] }, null)).toBe(true);
  });
  it('limits a group admin to its groups, and one without groups to nothing', () => {
    expect(scopeFilter({ role: 'group', groups: ['g1', 'g2'] })).toEqual({ kind: 'groups', field: 'group', values: ['g1', 'g2'] });
    expect(scopeFilter({ role: 'group', groups: [] })).toEqual({ kind: 'none' });
    expect(inScope({ role: 'group', groups: ['g1'] }, 'g1')).toBe(true);
    expect(inScope({ role: 'group', groups: ['g1'] }, 'g2')).toBe(false);
    expect(inScope({ role: 'group', groups: ['g1'] }, null)).toBe(false);
  });
});

describe('recordAllowed: the record check of every handler', () => {
  const group = scopeFilter({ role: 'group', groups: ['g1'] });
  it('lets a group admin through to records of its groups only, a record without a group to none', () => {
    expect(recordAllowed(group, { group: 'g1' })).toBe(true);
    expect(recordAllowed(group, { group: 'g2' })).toBe(false);
    expect(recordAllowed(group, { group: null })).toBe(false);
    expect(recordAllowed(group, {})).toBe(false);
    expect(recordAllowed(group, { group: 1 })).toBe(false);
    expect(recordAllowed(scopeFilter({ role: 'group', groups: [] }), { group: 'g1' })).toBe(false);
  });
  it('lets organization-wide roles through to every record, with or without a group', () => {
    const all = scopeFilter({ role: 'management', groups: [] });
    expect(recordAllowed(all, { group: 'g2' })).toBe(true);
    expect(recordAllowed(all, {})).toBe(true);
  });
  it('answers as inScope for the same claims', () => {
    for (const claims of [
      { role: 'group', groups: ['g1', 'g2'] },
      { role: 'group', groups: [] },
      { role: 'staff', groups: [] },
    ] as const)
      for (const g of ['g1', 'g3', null, undefined])
        expect(recordAllowed(scopeFilter({ ...claims, groups: [...claims.groups] }), { group: g })).toBe(
          inScope({ ...claims, groups: [...claims.groups] }, g),
        );
  });
});
