import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDate, formatTimeOfDay, isDateFormat, isIsoDate, isValidCalendarDate, parseDate, toIsoDate } from './dates';

describe('isIsoDate / isValidCalendarDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['2023-02-28', true],
    ['1999-12-31', true],
    ['2023-02-29', false],
    ['1900-02-29', false],
    ['2020-02-31', false],
    ['2020-04-31', false],
    ['2020-13-01', false],
    ['2020-00-10', false],
    ['2020-01-00', false],
    ['0000-01-01', false],
    ['2020-1-1', false],
    ['2020-01-01T00:00:00Z', false],
    [' 2020-01-01', false],
    [20200101, false],
  ])('%j → %s', (v, ok) => {
    expect(isIsoDate(v)).toBe(ok);
  });
  it('checks days per month', () => {
    expect(isValidCalendarDate(2024, 2, 29)).toBe(true);
    expect(isValidCalendarDate(2024, 4, 31)).toBe(false);
    expect(isValidCalendarDate(2024, 1.5, 1)).toBe(false);
  });
  it('knows the two date formats', () => {
    expect(isDateFormat('dd/MM/yyyy')).toBe(true);
    expect(isDateFormat('MM/dd/yyyy')).toBe(true);
    expect(isDateFormat('yyyy-MM-dd')).toBe(false);
  });
});

describe('formatDate', () => {
  it.each([
    ['2024-03-05', undefined, '05/03/2024'],
    ['2024-03-05', 'dd/MM/yyyy', '05/03/2024'],
    ['2024-03-05', 'MM/dd/yyyy', '03/05/2024'],
    ['2024-12-31', 'MM/dd/yyyy', '12/31/2024'],
    ['0999-01-02', 'dd/MM/yyyy', '02/01/0999'],
    [new Date('2024-03-05T00:00:00Z'), 'dd/MM/yyyy', '05/03/2024'],
    [new Date('2024-03-05T23:30:00Z'), 'dd/MM/yyyy', '05/03/2024'],
    ['1990-05-12T00:00:00.000Z', 'dd/MM/yyyy', '12/05/1990'],
  ] as const)('%j in %s → %j (calendar day in UTC)', (value, format, text) => {
    expect(formatDate(value, format)).toBe(text);
  });
  it('reads an instant in the zone asked for', () => {
    expect(formatDate(new Date('2024-03-05T23:30:00Z'), 'dd/MM/yyyy', { timeZone: 'Europe/Rome' })).toBe('06/03/2024');
    expect(formatDate('2024-07-01T22:30:00Z', 'MM/dd/yyyy', { timeZone: 'Europe/Rome' })).toBe('07/02/2024');
    // a date-only string is a calendar day: no zone moves it
    expect(formatDate('2024-03-05', 'dd/MM/yyyy', { timeZone: 'America/Los_Angeles' })).toBe('05/03/2024');
  });
  it.each([[''], [null], [undefined], ['garbage'], ['2024-02-30'], ['05/03/2024'], [new Date(Number.NaN)]])('gives "" for %j', (value) => {
    expect(formatDate(value)).toBe('');
  });
  it('toIsoDate: the ISO day of a Date, an ISO date or an ISO date-time', () => {
    expect(toIsoDate(new Date('2024-03-05T12:00:00Z'))).toBe('2024-03-05');
    expect(toIsoDate('2024-03-05')).toBe('2024-03-05');
    expect(toIsoDate('2024-03-05T23:30:00Z', { timeZone: 'Europe/Rome' })).toBe('2024-03-06');
    expect(toIsoDate('nope')).toBeNull();
  });
});

describe('parseDate (strict)', () => {
  it.each([
    ['05/03/2024', 'dd/MM/yyyy', '2024-03-05'],
    ['5/3/2024', 'dd/MM/yyyy', '2024-03-05'],
    [' 29/02/2024 ', 'dd/MM/yyyy', '2024-02-29'],
    ['31/12/1999', 'dd/MM/yyyy', '1999-12-31'],
    ['03/05/2024', 'MM/dd/yyyy', '2024-03-05'],
    ['12/31/2020', 'MM/dd/yyyy', '2020-12-31'],
    ['02/29/2024', 'MM/dd/yyyy', '2024-02-29'],
  ] as const)('%j in %s → %s', (input, format, iso) => {
    expect(parseDate(input, format)).toBe(iso);
  });
  it('reads dd/MM/yyyy by default', () => {
    expect(parseDate('01/02/2020')).toBe('2020-02-01');
  });
  it.each([
    ['31/02/2020', 'dd/MM/yyyy'],
    ['29/02/2023', 'dd/MM/yyyy'],
    ['31/04/2020', 'dd/MM/yyyy'],
    ['00/01/2020', 'dd/MM/yyyy'],
    ['01/13/2020', 'dd/MM/yyyy'],
    ['13/01/2020', 'MM/dd/yyyy'],
    ['02/31/2020', 'MM/dd/yyyy'],
    ['05/03/24', 'dd/MM/yyyy'],
    ['05/03/024', 'dd/MM/yyyy'],
    ['05/03/20244', 'dd/MM/yyyy'],
    ['05/03/0999', 'dd/MM/yyyy'],
    ['05-03-2024', 'dd/MM/yyyy'],
    ['05.03.2024', 'dd/MM/yyyy'],
    ['2024-03-05', 'dd/MM/yyyy'],
    ['005/03/2024', 'dd/MM/yyyy'],
    ['5/3/2024x', 'dd/MM/yyyy'],
    ['abc', 'dd/MM/yyyy'],
    ['', 'dd/MM/yyyy'],
  ] as const)('refuses %j in %s', (input, format) => {
    expect(parseDate(input, format)).toBeNull();
  });
  it('reads back what it formats, in both formats', () => {
    const day = fc.date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(day, fc.constantFrom('dd/MM/yyyy' as const, 'MM/dd/yyyy' as const), (d, format) => {
        const iso = toIsoDate(d)!;
        expect(parseDate(formatDate(iso, format), format)).toBe(iso);
      }),
    );
  });
});

describe('formatTimeOfDay', () => {
  it('reads an instant on the Italian clock, 24-hour, summer and winter time alike', () => {
    expect(formatTimeOfDay('2026-12-03T09:05:00.000Z')).toBe('10:05');
    expect(formatTimeOfDay(new Date('2026-07-01T16:30:00Z'))).toBe('18:30');
    expect(formatTimeOfDay('2026-07-01T23:30:00Z', { timeZone: 'UTC' })).toBe('23:30');
  });

  it('gives nothing for a day without a time or for what is not a date', () => {
    expect(formatTimeOfDay('2026-12-03')).toBe('');
    expect(formatTimeOfDay('domani')).toBe('');
    expect(formatTimeOfDay(null)).toBe('');
    expect(formatTimeOfDay(new Date(Number.NaN))).toBe('');
  });
});
