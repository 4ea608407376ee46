import type { RawForeignStatesFile, RawMunicipalitiesFile } from '@tessera/domain/geo/format';

/** Serializes rows one per line so that a change to one comune is a one-line diff. */
export function rowsJson(rows: readonly unknown[]): string {
  return rows.length === 0 ? '[]' : `[\n${rows.map((row) => JSON.stringify(row)).join(',\n')}\n]`;
}

function objectJson(fields: Record<string, string>): string {
  return `{\n${Object.entries(fields)
    .map(([key, value]) => `${JSON.stringify(key)}: ${value}`)
    .join(',\n')}\n}\n`;
}

/** Phase 6: the two JSON files as written, one row per line. */
export function fileTexts(
  municipalities: RawMunicipalitiesFile,
  foreignStates: RawForeignStatesFile,
): { municipalitiesText: string; foreignText: string } {
  const municipalitiesText = objectJson({
    format: JSON.stringify(municipalities.format),
    referenceDate: JSON.stringify(municipalities.referenceDate),
    regions: rowsJson(municipalities.regions),
    provinces: rowsJson(municipalities.provinces),
    provinceAliases: JSON.stringify(municipalities.provinceAliases),
    formerIstat: rowsJson(municipalities.formerIstat),
    formerMunicipalities: rowsJson(municipalities.formerMunicipalities),
    municipalities: rowsJson(municipalities.municipalities),
  });
  const foreignText = objectJson({
    format: JSON.stringify(foreignStates.format),
    referenceDate: JSON.stringify(foreignStates.referenceDate),
    states: rowsJson(foreignStates.states),
  });
  return { municipalitiesText, foreignText };
}
