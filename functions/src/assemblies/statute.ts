import { getAssemblyRulesContract, setAssemblyRulesContract } from '@tessera/domain/contracts/assemblies';
import { assemblyRulesPath } from '@tessera/domain/paths';
import { route } from '../http/route';
import { db } from '../shared/admin';
import { loadRules } from './store';

/** GET /v1/assemblies/rules: the statute's rules, the law's defaults for what was never set. */
export const getAssemblyRules = route(getAssemblyRulesContract, async ({ claims }) => loadRules(claims.org));

/** POST /v1/assemblies/rules: all the rules at once. */
export const setAssemblyRules = route(setAssemblyRulesContract, async ({ claims, body }) => {
  await db.doc(assemblyRulesPath(claims.org)).set(body);
  return body;
});
