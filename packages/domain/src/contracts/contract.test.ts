import { describe, expect, it } from 'vitest';
import { allowed } from './contract';
import { CONTRACTS } from './all';
import { can } from '../permissions';
import { ROLES } from '../roles';

describe('allowed: what the web shows is what the API lets through', () => {
  it('lets anyone call a public endpoint, and any signed-in profile an account endpoint', () => {
    expect(allowed(null, { access: 'public' })).toBe(true);
    expect(allowed(null, { access: 'account' })).toBe(false);
    expect(allowed({ role: 'member' }, { access: 'account' })).toBe(true);
  });

  it('follows the permission matrix for every permission contract and role', () => {
    for (const c of CONTRACTS) {
      if (c.access === 'public' || c.access === 'account') continue;
      for (const role of ROLES) expect(allowed({ role }, c), `${role} ${c.method} ${c.path}`).toBe(can(role, c.access));
      expect(allowed(null, c)).toBe(false);
    }
  });
});
