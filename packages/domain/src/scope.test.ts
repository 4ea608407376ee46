import { describe, expect, it } from 'vitest';
import { inScope, scopeFilter } from './scope';

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
