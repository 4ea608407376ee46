import { check } from './check';
import type { GeoState } from './geoState';

/**
 * Phase 4: provinces no comune belongs to any more are dropped; each dropped code becomes an alias of the provinces
 * its comuni went to (e.g. SU → CA, CI, …). Answers the aliases by dropped code.
 */
export function resolveProvinceAliases(state: GeoState): Map<string, Set<string>> {
  const { comuni, provinces, originalProvince, formerIstat } = state;
  const usedProvinces = new Set([...comuni.values()].map((c) => c.province));
  for (const code of [...provinces.keys()]) if (!usedProvinces.has(code)) provinces.delete(code);
  const aliases = new Map<string, Set<string>>();
  for (const [istat, code] of originalProvince) {
    if (provinces.has(code)) continue;
    let current = istat;
    for (let hops = 0; formerIstat.has(current) && hops < 10; hops++) current = formerIstat.get(current)!;
    const comune = comuni.get(current);
    check(comune, `former province ${code}: ${istat} does not resolve`);
    if (!aliases.has(code)) aliases.set(code, new Set());
    aliases.get(code)!.add(comune.province);
  }
  return aliases;
}
