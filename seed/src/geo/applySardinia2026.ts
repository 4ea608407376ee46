import { check } from './check';
import type { Comune, ProvinceInfo } from './geoState';
import { nameKey } from './names';
import { SARDINIA_2026_APPENDED, SARDINIA_2026_RECODES, SARDINIA_2026_UNASSIGNED, SARDINIAN_PROVINCES_2026 } from './sardinia2026';

/** The 2026 Sardinian reform (patch kind 'sardinia-2026'): every Sardinian comune recoded into the eight new provinces. */
export function applySardinia2026(
  comuni: Map<string, Comune>,
  provinces: Map<string, ProvinceInfo>,
  formerIstat: Map<string, string>,
): void {
  const sardinia = [...comuni.values()].filter((c) => provinces.get(c.province)?.regionCode === '20');
  check(
    sardinia.length === SARDINIA_2026_RECODES.length,
    `sardinia: ${sardinia.length} comuni before the reform, table has ${SARDINIA_2026_RECODES.length}`,
  );
  const provinceByIstat = new Map(SARDINIAN_PROVINCES_2026.map((p) => [p.istat, p]));

  // the official numbering: progressive inside each province, except the documented irregularities
  const next = new Map<string, number>();
  for (const row of SARDINIA_2026_RECODES) {
    const prefix = row.istat.slice(0, 3);
    let n = next.get(prefix) ?? 1;
    while (SARDINIA_2026_UNASSIGNED.includes(`${prefix}${String(n).padStart(3, '0')}` as (typeof SARDINIA_2026_UNASSIGNED)[number])) n++;
    check(row.istat === `${prefix}${String(n).padStart(3, '0')}`, `sardinia: unexpected code ${row.istat} (${row.name})`);
    next.set(prefix, n + 1);
    const appended = (SARDINIA_2026_APPENDED as readonly string[]).includes(row.istat);
    check(
      !appended || row === SARDINIA_2026_RECODES.filter((r) => r.istat.startsWith(prefix)).at(-1),
      `sardinia: ${row.istat} is not last`,
    );
  }

  const recoded: Comune[] = [];
  for (const row of SARDINIA_2026_RECODES) {
    const comune = comuni.get(row.previousIstat);
    check(comune, `sardinia: previous code ${row.previousIstat} (${row.name}) not found`);
    check(nameKey(comune.name) === nameKey(row.name), `sardinia: ${row.previousIstat} is "${comune.name}", table says "${row.name}"`);
    const province = provinceByIstat.get(row.istat.slice(0, 3));
    check(province, `sardinia: no province for ${row.istat}`);
    comuni.delete(row.previousIstat);
    formerIstat.set(row.previousIstat, row.istat);
    if (comune.province !== province.code) comune.formerProvinces.add(comune.province);
    comune.istat = row.istat;
    comune.province = province.code;
    recoded.push(comune);
  }
  for (const comune of recoded) {
    check(!comuni.has(comune.istat), `sardinia: ${comune.istat} assigned twice`);
    comuni.set(comune.istat, comune);
  }
  for (const code of ['SS', 'NU', 'OR', 'CA', 'SU']) provinces.delete(code);
  for (const p of SARDINIAN_PROVINCES_2026) provinces.set(p.code, { code: p.code, name: p.name, regionCode: '20', istat: p.istat });
}
