import { describe, expect, it } from 'vitest';
import { AGE_BANDS, AGE_BANDS_ALT } from '../constants';
import { ageBand, ageOn } from './age';

describe('ageOn: completed years', () => {
  it.each([
    ['2000-03-05', '2024-03-04', 23],
    ['2000-03-05', '2024-03-05', 24],
    ['2000-03-05', '2024-12-31', 24],
    ['2000-02-29', '2023-02-28', 22],
    ['2000-02-29', '2023-03-01', 23], // born on 29 February: a year older on 1 March in common years
    ['2000-02-29', '2024-02-29', 24],
    ['2024-03-05', '2024-03-05', 0],
    ['1924-01-01', '2024-01-01', 100],
  ])('born %s, on %s → %i', (birth, today, age) => {
    expect(ageOn(birth, today)).toBe(age);
  });
  it('takes Dates as calendar days (UTC)', () => {
    expect(ageOn(new Date('2000-03-05T00:00:00Z'), new Date('2024-03-05T23:59:00Z'))).toBe(24);
    expect(ageOn('1990-05-12T00:00:00.000Z', '2024-05-11')).toBe(33);
  });
  it.each([
    ['2024-03-06', '2024-03-05'],
    ['garbage', '2024-03-05'],
    ['2000-02-30', '2024-03-05'],
    ['2000-01-01', ''],
  ])('born %j on %j → null', (birth, today) => {
    expect(ageOn(birth, today)).toBeNull();
  });
});

describe('ageBand', () => {
  it.each([
    [0, null],
    [13, null],
    [14, '14-25'],
    [25, '14-25'],
    [26, '26-40'],
    [40, '26-40'],
    [41, '41-65'],
    [65, '41-65'],
    [66, '66+'],
    [120, '66+'],
  ])('default bands: %i → %j', (age, band) => {
    expect(ageBand(age)).toBe(band);
    expect(ageBand(age, AGE_BANDS)).toBe(band);
  });
  it.each([
    [15, null],
    [16, '16-25'],
    [25, '16-25'],
    [26, '26-40'],
    [39, '26-40'],
    [40, '40-55'], // the alternate bands overlap at 40, 55 and 70: the later band takes the boundary
    [54, '40-55'],
    [55, '55-70'],
    [69, '55-70'],
    [70, '70+'],
    [99, '70+'],
  ])('second set: %i → %j', (age, band) => {
    expect(ageBand(age, AGE_BANDS_ALT)).toBe(band);
  });
  it.each([[-1], [30.5], [Number.NaN], [null]])('%j has no band', (age) => {
    expect(ageBand(age)).toBeNull();
  });
  it('a band in a gap is null; a malformed band list throws', () => {
    expect(ageBand(30, ['14-25', '41+'])).toBeNull();
    expect(() => ageBand(30, ['14 to 25'])).toThrow();
  });
});
