import { REGISTER_ENTRY_FIELDS, REGISTER_NUMBER_FIELDS } from './entry';

/**
 * The register as a table (the XLSX export): one column per stored field, headed by the field's name, one row per
 * entry. Reading the rows back gives the stored entries exactly, so the chain is verified on the file itself.
 */

/** A row's cells as the export writes them: text, whole numbers, empty for null. */
export function entryRow(entry: object): (string | number | null)[] {
  return REGISTER_ENTRY_FIELDS.map((f) => {
    const v = (entry as Record<string, unknown>)[f];
    return typeof v === 'string' || typeof v === 'number' ? v : null;
  });
}

/**
 * An entry back from a row read from the file (headers → cells). Empty cells are null; the number columns are
 * numbers when the cell holds a whole number (as written), else the cell's text, which then fails the hash.
 */
export function entryFromRow(row: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of REGISTER_ENTRY_FIELDS) {
    const v = row[f];
    if (v === undefined || v === null || v === '') out[f] = null;
    else if (REGISTER_NUMBER_FIELDS.has(f)) {
      const n = typeof v === 'number' ? v : Number(String(v).trim());
      out[f] = Number.isInteger(n) ? n : String(v);
    } else out[f] = typeof v === 'string' ? v : String(v);
  }
  return out;
}
