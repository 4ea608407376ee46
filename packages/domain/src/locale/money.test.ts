import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { amountColumnWriting, formatCents, parseCents } from './money';
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
    ['12.50', 'it'], // English writing: in Italian the dot only groups thousands
    ['25.50', 'it'],
    ['1,234', 'it'], // 3 decimals
    ['0,123', 'it'],
    ['30,123', 'it'],
    ['12,345', 'it'],
    ['1.500', 'it'], // a thousands group to an Italian, three decimals to an English writer: ambiguous
    ['1.234', 'it'],
    ['€ 1.500', 'it'],
    ['-1.500', 'it'],
    ['1,500', 'en'],
    ['1.500', 'en'],
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

/** How people write an amount in `lang`: grouped or not, two decimals or fewer when they are zeros, €, a minus. */
const SEPARATORS = { it: { group: '.', decimal: ',' }, en: { group: ',', decimal: '.' } } as const;
/** Where the € goes: `#` stands for the number. */
const SYMBOL_PLACES = ['#', '€ #', '€#', '€\u00a0#', '# €', '#€'] as const;
const writing = fc.record({
  lang: fc.constantFrom('it' as const, 'en' as const),
  grouped: fc.boolean(),
  decimals: fc.constantFrom('two' as const, 'fewest' as const),
  symbol: fc.constantFrom(...SYMBOL_PLACES),
  negative: fc.boolean(),
  padding: fc.constantFrom('', ' ', '  '),
});
type Writing = typeof writing extends fc.Arbitrary<infer T> ? T : never;

function write(cents: number, w: Writing): string {
  const { group, decimal } = SEPARATORS[w.lang];
  const abs = Math.abs(cents);
  const units = String(Math.floor(abs / 100));
  const twoDecimals = String(abs % 100).padStart(2, '0');
  let decimals = w.decimals === 'two' ? twoDecimals : twoDecimals.replace(/0+$/, '');
  const groupedUnits = w.grouped ? units.replace(/\B(?=(\d{3})+(?!\d))/g, group) : units;
  // one thousands group with nothing after it is ambiguous (refused, below): people who group it write the decimals
  if (/^\d{1,3}[.,]\d{3}$/.test(groupedUnits) && decimals === '') decimals = twoDecimals;
  const number = `${groupedUnits}${decimals ? decimal + decimals : ''}`;
  return `${w.padding}${cents < 0 ? '-' : ''}${w.symbol.replace('#', number)}${w.padding}`;
}

describe('parseCents: amounts as people write them', () => {
  it('reads every unambiguous writing back to its exact cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), writing, (abs, w) => {
        const cents = w.negative && abs !== 0 ? -abs : abs;
        expect(parseCents(write(cents, w), w.lang)).toBe(cents);
      }),
      { numRuns: 2000 },
    );
  });

  const digits = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

  it('refuses a single separator followed by exactly three digits, in either language and with either separator', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999 }),
        digits(3, 3),
        fc.constantFrom('.', ','),
        fc.constantFrom('it' as const, 'en' as const),
        fc.constantFrom('', '€ ', '-', '-€ '),
        (units, three, separator, lang, prefix) => {
          expect(parseCents(`${prefix}${units}${separator}${three}`, lang)).toBeNull();
        },
      ),
    );
  });

  it.each([
    ['more than two decimals', 'decimal', 3, 8],
    ["the other writing's decimal separator, so one separator never means two things", 'group', 1, 2],
  ] as const)('refuses %s', (_, separator, fewest, most) => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        digits(fewest, most),
        fc.constantFrom('it' as const, 'en' as const),
        (units, decimals, lang) => {
          expect(parseCents(`${units}${SEPARATORS[lang][separator]}${decimals}`, lang)).toBeNull();
        },
      ),
    );
  });

  it('takes a number (a spreadsheet cell) as euro, exactly, and refuses one with more than two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e14, max: 1e14 }), (cents) => {
        expect(parseCents(cents / 100)).toBe(cents);
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }).filter((k) => k % 10 !== 0),
        (thousandths) => {
          expect(parseCents(thousandths / 1000)).toBeNull();
        },
      ),
    );
    expect(parseCents(0.1 + 0.2)).toBe(30);
    expect(parseCents(12.345)).toBeNull();
    expect(parseCents(1e13)).toBeNull();
    expect(parseCents(Number.NaN)).toBeNull();
  });
});

describe('amountColumnWriting', () => {
  it.each<[string, (string | number | null)[], 'it' | 'en']>([
    ['an all-Italian column', ['25,00', '1.250,00', '€ 12,50', '30'], 'it'],
    ['an all-English column', ['25.00', '1,250.00', '€12.5', '30', '1,234,567'], 'en'],
    ['a column of integers only (the same in both writings)', ['25', '1250', 30, '€ 40'], 'it'],
    ['a mixed column: one Italian-only value keeps it Italian', ['25.00', '1,250.00', '12,50'], 'it'],
    ['a mixed column, the Italian value first', ['1.250,00', '25.00'], 'it'],
    ['English with blanks and number cells, which say nothing', ['', null, '  ', 12.5, '25.00'], 'en'],
    ['English with values neither writing reads (refused either way)', ['25.00', '1.500', 'n/a'], 'en'],
    ['an empty column', [], 'it'],
  ])('%s → %s', (_, values, writing) => {
    expect(amountColumnWriting(values)).toBe(writing);
  });

  it('reads each value of the column exactly in its writing, the ambiguous ones refused in both', () => {
    const english = ['25.00', '1,250.00', '1,500', '25,00'];
    const lang = amountColumnWriting(english);
    // '25,00' reads only in Italian: the column stays Italian and its English values are refused as before
    expect(lang).toBe('it');
    expect(english.map((v) => parseCents(v, lang))).toEqual([null, null, null, 2500]);
    const clean = ['25.00', '1,250.00', '1,500', '40'];
    const en = amountColumnWriting(clean);
    expect(en).toBe('en');
    expect(clean.map((v) => parseCents(v, en))).toEqual([2500, 125_000, null, 4000]);
  });
});
