import { AGE_BANDS } from '../constants';
import { toIsoDate, type DateOptions } from './dates';

/**
 * Age in completed years on a given day (both calendar dates; `Date`s are read in UTC unless a zone is given,
 * see dates.ts). Someone born on 29 February becomes a year older on 1 March in common years.
 * Null when a date is invalid or the birth is after `today`.
 */
export function ageOn(birthDate: Date | string, today: Date | string, opts: DateOptions = {}): number | null {
  const birth = toIsoDate(birthDate, opts);
  const now = toIsoDate(today, opts);
  if (!birth || !now || birth > now) return null;
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [ny, nm, nd] = now.split('-').map(Number) as [number, number, number];
  const hadBirthday = nm > bm || (nm === bm && nd >= bd);
  return ny - by - (hadBirthday ? 0 : 1);
}

interface Band {
  label: string;
  min: number;
  max: number;
}

function parseBands(bands: readonly string[]): Band[] {
  const parsed = bands.map((label) => {
    const m = /^(\d+)(?:-(\d+)|(\+))$/.exec(label);
    if (!m) throw new Error(`age band "${label}": expected "min-max" or "min+"`);
    return { label, min: Number(m[1]), max: m[3] ? Number.POSITIVE_INFINITY : Number(m[2]) };
  });
  // The alternate set overlaps at its edges (26-40 and 40-55, 40-55 and 55-70): a band's own minimum wins,
  // so a boundary age goes to the later band (40 → 40-55, 70 → 70+) and "70+" means what it says.
  return parsed.map((b, i) => {
    const next = parsed[i + 1];
    return next ? { ...b, max: Math.min(b.max, next.min - 1) } : b;
  });
}

/**
 * The label of the band an age falls in (bands ascending), or null when the age is below the first
 * band, in a gap, negative or not an integer. `ageBand(30)` → '26-40'; `ageBand(40, AGE_BANDS_ALT)` → '40-55'.
 */
export function ageBand(age: number | null, bands: readonly string[] = AGE_BANDS): string | null {
  if (age === null || !Number.isInteger(age) || age < 0) return null;
  return parseBands(bands).find((b) => age >= b.min && age <= b.max)?.label ?? null;
}
