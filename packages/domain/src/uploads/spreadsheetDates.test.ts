import { describe, expect, it } from 'vitest';
import { dateToExcelSerial, excelSerialToIsoDate, spreadsheetDay } from './spreadsheetDates';

describe("excelSerialToIsoDate: Excel's 1900 date system", () => {
  it.each([
    [1, '1900-01-01'],
    [15, '1900-01-15'],
    [59, '1900-02-28'],
    [61, '1900-03-01'],
    [29221, '1980-01-01'],
    [32874, '1990-01-01'],
    [32874.75, '1990-01-01'], // a time of day is dropped
    [45292, '2024-01-01'],
    [2958465, '9999-12-31'],
  ])('%d → %s', (serial, iso) => expect(excelSerialToIsoDate(serial)).toBe(iso));
  it.each([0, -1, 60, 2958466, Number.NaN, Number.POSITIVE_INFINITY])('%d is no day', (serial) =>
    expect(excelSerialToIsoDate(serial)).toBeNull(),
  );
});

describe('spreadsheetDay: a date cell as exceljs reads it (days from 1899-12-30 throughout)', () => {
  const exceljsDate = (serial: number) => new Date(Math.round((serial - 25569) * 86_400_000)); // exceljs's own conversion
  it.each([
    [15, '1900-01-15'],
    [59, '1900-02-28'],
    [61, '1900-03-01'],
    [32874, '1990-01-01'],
    [32874.5, '1990-01-01'],
  ])('serial %d → %s', (serial, iso) => expect(spreadsheetDay(exceljsDate(serial))).toBe(iso));
  it('an invalid Date is no day', () => expect(spreadsheetDay(new Date(Number.NaN))).toBeNull());
});

describe('dateToExcelSerial: the serial Excel shows as the day', () => {
  const serial = (iso: string) => dateToExcelSerial(new Date(`${iso}T00:00:00Z`));
  it('counts from 1899-12-31 before 1900-03-01 and from 1899-12-30 after, skipping the day that never was', () => {
    expect(serial('1900-01-01')).toBe(1);
    expect(serial('1900-02-28')).toBe(59);
    expect(serial('1900-03-01')).toBe(61);
    expect(serial('1990-01-01')).toBe(32874);
  });
  it('is the inverse of excelSerialToIsoDate; days Excel cannot hold are null', () => {
    for (const iso of ['1900-01-01', '1900-01-15', '1900-02-28', '1900-03-01', '1980-01-01', '9999-12-31'])
      expect(excelSerialToIsoDate(serial(iso)!)).toBe(iso);
    expect(serial('1899-12-31')).toBeNull();
    expect(dateToExcelSerial(new Date(Number.NaN))).toBeNull();
  });
});
