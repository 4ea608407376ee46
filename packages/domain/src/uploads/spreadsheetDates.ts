/**
 * Excel's 1900 date system: serial 1 is 1900-01-01, and serial 60 is 1900-02-29, a day that never was (Lotus 1-2-3's
 * leap-year bug, kept for compatibility). From serial 61 (1900-03-01) on, a serial counts days from 1899-12-30;
 * below 60 it counts from 1899-12-31. exceljs turns date-formatted cells into Dates counting from 1899-12-30
 * throughout, so its dates before 1900-03-01 come out a day early: spreadsheetDay undoes that too.
 */
const DAY_MS = 86_400_000;
const FROM_1899_12_30 = Date.UTC(1899, 11, 30);
const FROM_1899_12_31 = Date.UTC(1899, 11, 31);
const FAKE_LEAP_DAY = 60;
/** Excel's last day, 9999-12-31. */
const MAX_SERIAL = 2_958_465;

/** The ISO day of an Excel serial (a time of day is dropped); null for serials that are no day (below 1, 60, beyond 9999). */
export function excelSerialToIsoDate(serial: number): string | null {
  if (!Number.isFinite(serial)) return null;
  const day = Math.floor(serial);
  if (day < 1 || day === FAKE_LEAP_DAY || day > MAX_SERIAL) return null;
  const base = day < FAKE_LEAP_DAY ? FROM_1899_12_31 : FROM_1899_12_30;
  return new Date(base + day * DAY_MS).toISOString().slice(0, 10);
}

/** The ISO day of a date cell as exceljs reads it (days since 1899-12-30 throughout), in Excel's own calendar. */
export function spreadsheetDay(date: Date): string | null {
  const ms = date.getTime();
  if (Number.isNaN(ms)) return null;
  return excelSerialToIsoDate(Math.floor((Math.round(ms) - FROM_1899_12_30) / DAY_MS));
}

/**
 * The Excel serial of a calendar day (a Date at midnight UTC), the inverse of excelSerialToIsoDate: days before
 * 1900-03-01 count from 1899-12-31, as Excel shows them (exceljs would write them from 1899-12-30, a day late). Null
 * for a day Excel cannot hold (before 1900-01-01, after 9999-12-31).
 */
export function dateToExcelSerial(date: Date): number | null {
  const ms = date.getTime();
  if (Number.isNaN(ms)) return null;
  const fromLater = Math.floor((ms - FROM_1899_12_30) / DAY_MS);
  const serial = fromLater > FAKE_LEAP_DAY ? fromLater : Math.floor((ms - FROM_1899_12_31) / DAY_MS);
  return serial >= 1 && serial <= MAX_SERIAL ? serial : null;
}
