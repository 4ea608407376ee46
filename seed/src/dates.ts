/**
 * Calendar helpers in UTC. Calendar dates (birth, privacy acceptance, card expiry) are stored as
 * midnight UTC, the way the API turns an ISO `YYYY-MM-DD` into a timestamp.
 */
export const DAY_MS = 24 * 60 * 60 * 1000;

export const utcDate = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));

/** The calendar date of a moment (midnight UTC). */
export const dateOnly = (d: Date) => utcDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());

export const addDays = (d: Date, days: number) => new Date(d.getTime() + days * DAY_MS);

/** Same calendar day `years` later (29 February becomes 1 March). */
export const addYears = (d: Date, years: number) =>
  new Date(Date.UTC(d.getUTCFullYear() + years, d.getUTCMonth(), d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()));

/** 31 December of `year`: cards expire at the end of a year. */
export const endOfYear = (year: number) => utcDate(year, 12, 31);

export const maxDate = (...ds: Date[]) => new Date(Math.max(...ds.map((d) => d.getTime())));

/** Whole years from `birth` to `at`. */
export function ageAt(birth: Date, at: Date): number {
  let age = at.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    at.getUTCMonth() < birth.getUTCMonth() || (at.getUTCMonth() === birth.getUTCMonth() && at.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age--;
  return age;
}

/** `YYYY-MM-DD` of a calendar date. */
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
