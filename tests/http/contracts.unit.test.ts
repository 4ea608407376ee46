import { describe, expect, it } from 'vitest';
import { CONTRACTS } from '@tessera/domain/contracts/all';
import { ROUTES } from '../../functions/src/api';
import { rolesWith } from '@tessera/domain/permissions';

const key = (c: { method: string; path: string }) => `${c.method} ${c.path}`;

/**
 * Endpoints still declared by the old route helpers (functions/src/http/route.ts publicRoute/accountRoute/profileRoute),
 * waiting for their contract. The list only shrinks: an endpoint converted must leave it (the last test checks).
 */
const WITHOUT_CONTRACT: readonly string[] = [];

describe('the route table and the contracts', () => {
  it('serves every contract exactly once, with the contract object itself', () => {
    for (const contract of CONTRACTS) {
      const serving = ROUTES.filter((r) => key(r.contract) === key(contract));
      expect(serving, key(contract)).toHaveLength(1);
      expect(serving[0]!.contract, key(contract)).toBe(contract);
    }
  });

  it('has no route without a contract of the domain', () => {
    const declared = new Set(CONTRACTS);
    const missing = ROUTES.filter((r) => !declared.has(r.contract)).map((r) => key(r.contract));
    expect(missing.sort()).toEqual([...WITHOUT_CONTRACT].sort());
  });

  it('has no two contracts for the same method and path', () => {
    const keys = CONTRACTS.map(key);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('declares a scope that fits the access: public and account endpoints touch no organization records', () => {
    for (const c of CONTRACTS) {
      const open = c.access === 'public' || c.access === 'account';
      expect(open ? c.scope === 'none' : c.scope !== 'none', `${key(c)}: access ${c.access}, scope ${c.scope}`).toBe(true);
      expect(c.summary.length, `${key(c)} has a summary`).toBeGreaterThan(0);
    }
  });

  it('reaches every organization (scope installation) only with a permission no role but the platform holds', () => {
    for (const c of CONTRACTS.filter((x) => x.scope === 'installation')) {
      const roles = c.access === 'public' || c.access === 'account' ? null : rolesWith(c.access);
      expect(roles, `${key(c)}: access ${c.access}`).toEqual(['platform']);
    }
  });
});
