import { check } from './check';
import type { Comune, GeoState } from './geoState';
import type { BelfioreEntry } from './readSources';

/**
 * Phase 3: the patched comuni against belfiore-connector: every comune is current there (unless created after its
 * data), every current comune there is here (unless retired after its data), and no Belfiore code is used twice.
 * Answers the comuni by Belfiore code.
 */
export function crossCheckBelfiore(state: GeoState, belfiore: ReadonlyMap<string, BelfioreEntry>): Map<string, Comune> {
  const { comuni, applied, originalByIstat } = state;
  const createdLater = new Set(applied.flatMap((p) => (p.check === 'istat-2026' && p.kind === 'merge' ? [p.istat] : [])));
  const byBelfiore = new Map<string, Comune>();
  for (const comune of comuni.values()) {
    check(!byBelfiore.has(comune.belfiore), `duplicate Belfiore code ${comune.belfiore}`);
    byBelfiore.set(comune.belfiore, comune);
    const entry = belfiore.get(comune.belfiore);
    if (createdLater.has(comune.istat)) continue; // after belfiore-connector's data
    check(entry?.current, `${comune.istat} ${comune.name} (${comune.belfiore}) is not current in belfiore-connector`);
  }
  const laterRetired = new Set(
    applied
      .filter((p) => p.check === 'istat-2026')
      .flatMap((p) => (p.kind === 'merge' ? p.predecessors : p.kind === 'incorporation' ? p.absorbed : [])),
  );
  for (const entry of belfiore.values()) {
    if (!entry.current || entry.code.startsWith('Z')) continue;
    const retiredLater = [...laterRetired].some((istat) => originalByIstat.get(istat)?.codiceCatastale === entry.code);
    check(byBelfiore.has(entry.code) || retiredLater, `belfiore-connector has current comune ${entry.code} ${entry.name}, missing here`);
  }
  return byBelfiore;
}
