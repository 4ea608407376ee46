import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCents, parseCents } from './money';
import { centsToEuro, euroToCents, formatEuro } from '../money';

describe('formatCents', () => {
  it.each([
    [0, '€ 0,00', '€0.00'],
    [1, '€ 0,01', '€0.01'],
    [99, '€ 0,99', '€0.99'],
    [100, '€ 1,00', '€1.00'],
    [123_456, '€ 1.234,56', '€1,234.56'],
    [100_000, '€ 1.000,00', '€1,000.00'],
    [99_999_999, '€ 999.999,99', '€999,999.99'],
    [100_000_000, '€ 1.000.000,00', '€1,000,000.00'],
    [-5, '-€ 0,05', '-€0.05'],
    [-123_456, '-€ 1.234,56', '-€1,234.56'],
    [-0, '€ 0,00', '€0.00'],
  ])('%i → %j (it), %j (en)', (cents, it_, en) => {
    expect(formatCents(cents, 'it')).toBe(it_);
    expect(formatCents(cents, 'en')).toBe(en);
  });
  it('uses a normal space in Italian, never a non-breaking one, and Italian by default', () => {
    expect(formatCents(123_456)).toBe('€ 1.234,56');
    expect(formatCents(123_456)).not.toMatch(/[\u00a0\u202f]/);
  });
  it.each([[1.5], [Number.NaN], [Number.POSITIVE_INFINITY], [2 ** 53]])('refuses %j', (cents) => {
    expect(() => formatCents(cents)).toThrow(RangeError);
  });
});

describe('money.ts keeps working', () => {
  it.each([
    [123_456, '€ 1.234,56'],
    [0, '€ 0,00'],
    [-250, '-€ 2,50'],
  ])('formatEuro(%i) → %j', (cents, text) => {
    expect(formatEuro(cents)).toBe(text);
  });
  it('converts between euro and cents', () => {
    expect(centsToEuro(1234)).toBe(12.34);
    expect(euroToCents(12.34)).toBe(1234);
    expect(euroToCents(0.1 + 0.2)).toBe(30);
  });
});

describe('parseCents', () => {
  it.each([
    ['1.234,56', 123_456],
    ['1234,56', 123_456],
    ['1234,5', 123_450],
    ['12', 1200],
    ['0', 0],
    ['0,99', 99],
    ['€ 12', 1200],
    ['€12', 1200],
    ['12 €', 1200],
    ['€\u00a01.234,56', 123_456],
    ['  1.000.000  ', 100_000_000],
    ['-€ 5,00', -500],
    ['€ -5', -500],
    ['-12,5', -1250],
    ['-0', 0],
  ])('it: %j → %i', (input, cents) => {
    expect(parseCents(input, 'it')).toBe(cents);
  });
  it.each([
    ['1,234.56', 123_456],
    ['1234.5', 123_450],
    ['€12', 1200],
    ['€ 1,000,000', 100_000_000],
    ['-€1,234.56', -123_456],
    ['0.5', 50],
  ])('en: %j → %i', (input, cents) => {
    expect(parseCents(input, 'en')).toBe(cents);
  });
  it.each([
    ['', 'it'],
    ['   ', 'it'],
    ['abc', 'it'],
    ['€', 'it'],
    ['12.50', 'it'], // ambiguous in Italian: neither 12,50 nor 1.250
    ['1,234', 'it'], // 3 decimals
    ['1.23,00', 'it'],
    ['12,', 'it'],
    [',5', 'it'],
    ['€€12', 'it'],
    ['€ 12 €', 'it'],
    ['--5', 'it'],
    ['1 234,56', 'it'],
    ['12e3', 'it'],
    ['12 euro', 'it'],
    ['1.234,56', 'en'],
    ['12,50', 'en'],
    ['1,23.00', 'en'],
    ['9'.repeat(20), 'en'],
  ] as const)('refuses %j (%s)', (input, lang) => {
    expect(parseCents(input, lang)).toBeNull();
  });
  it('reads back what it formats, in both languages', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), fc.constantFrom('it' as const, 'en' as const), (cents, lang) => {
        expect(parseCents(formatCents(cents, lang), lang)).toBe(cents);
      }),
    );
  });
});
