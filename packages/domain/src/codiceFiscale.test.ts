import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkCharacter,
  checkConsistency,
  computeTaxCode,
  decodeTaxCode,
  isValidTaxCode,
  nameCode,
  omocodicVariants,
  surnameCode,
  TAX_CODE_INVALID_KEY,
  TAX_CODE_MAX_KEY,
  type TaxCodePerson,
} from './codiceFiscale';

const ymd = (s: string) => {
  const [year, month, day] = s.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};
const person = (name: string, surname: string, gender: 'M' | 'F', birth: string, belfiore: string): TaxCodePerson => ({
  name,
  surname,
  gender,
  birthDate: ymd(birth),
  belfiore,
});
/** A code from its first 15 characters, with the right check character. */
const withCheck = (first15: string) => first15 + checkCharacter(first15);
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const TODAY = new Date(Date.UTC(2026, 0, 1));

// Published examples: the code, who it belongs to, and the reference.
const PUBLISHED: { code: string; person: TaxCodePerson; source: string }[] = [
  {
    code: 'RSSMRA80A01H501U',
    person: person('Mario', 'Rossi', 'M', '1980-01-01', 'H501'),
    source: 'Agenzia delle Entrate example (Mario Rossi, Roma)',
  },
  {
    code: 'MRTMTT25D09F205Z',
    person: person('Matteo', 'Moretti', 'M', '1925-04-09', 'F205'),
    source: 'English Wikipedia "Italian fiscal code", earlier revision (Matteo Moretti, Milano)',
  },
  {
    code: 'MRTMTT91D08F205J',
    person: person('Matteo', 'Moretti', 'M', '1991-04-08', 'F205'),
    source: 'English Wikipedia "Italian fiscal code", current revision (Matteo Moretti, Milano)',
  },
  {
    code: 'MLLSNT82P65Z404U',
    person: person('Samantha', 'Miller', 'F', '1982-09-25', 'Z404'),
    source: 'English Wikipedia "Italian fiscal code" (Samantha Miller, woman born in the USA)',
  },
];

describe('published examples', () => {
  it.each(PUBLISHED)('$code — $source', ({ code, person: p }) => {
    expect(computeTaxCode(p)).toBe(code);
    expect(isValidTaxCode(code)).toBe(true);
    // A day before the birthday's 100th anniversary, so the century comes out right for 1925 too.
    const decoded = decodeTaxCode(code, undefined, new Date(Date.UTC(p.birthDate.year + 99, 11, 31)));
    expect(decoded).toEqual({
      surnameCode: code.slice(0, 3),
      nameCode: code.slice(3, 6),
      gender: p.gender,
      birthDate: p.birthDate,
      belfiore: p.belfiore,
      omocodic: false,
      plain: code,
    });
    expect(checkConsistency(code, p)).toEqual({ valid: true, mismatches: [] });
  });
});

describe('computeTaxCode', () => {
  const code = (name: string, surname: string, gender: 'M' | 'F' = 'M', birth = '1990-05-17', belfiore = 'H501') =>
    computeTaxCode(person(name, surname, gender, birth, belfiore));

  it('adds 40 to the day for women', () => {
    expect(code('Maria', 'Rossi', 'F', '1990-05-17').slice(6, 11)).toBe('90E57');
    expect(code('Maria', 'Rossi', 'F', '1990-05-01').slice(9, 11)).toBe('41');
    expect(code('Maria', 'Rossi', 'F', '1990-05-31').slice(9, 11)).toBe('71');
    expect(code('Mario', 'Rossi', 'M', '1990-05-01').slice(9, 11)).toBe('01');
  });

  it('writes the month letter and the last two digits of the year', () => {
    const letters = [...'ABCDEHLMPRST'];
    letters.forEach((l, i) => expect(code('Mario', 'Rossi', 'M', `2005-${String(i + 1).padStart(2, '0')}-10`).slice(6, 9)).toBe(`05${l}`));
    expect(code('Mario', 'Rossi', 'M', '2000-02-29').slice(6, 11)).toBe('00B29');
    expect(code('Mario', 'Rossi', 'M', '1899-12-31').slice(6, 11)).toBe('99T31');
  });

  it('takes the 1st, 3rd and 4th consonant of a first name with at least four', () => {
    expect(nameCode('Gianfranco')).toBe('GFR');
    expect(nameCode('Ludovico')).toBe('LVC');
    expect(nameCode('Samantha')).toBe('SNT');
    expect(nameCode('Maria Teresa')).toBe('MTR');
    expect(nameCode('Alessandro')).toBe('LSN');
    // the rule is for first names only: a surname takes the first three consonants
    expect(surnameCode('Gianfranco')).toBe('GNF');
    expect(
      computeTaxCode({
        name: 'Gianfranco',
        surname: 'De Luca',
        gender: 'F',
        birthDate: { year: 1975, month: 12, day: 5 },
        belfiore: 'F205',
      }).slice(0, 11),
    ).toBe('DLCGFR75T45');
  });

  it('takes the first three consonants, then vowels, then X', () => {
    expect(nameCode('Marco')).toBe('MRC');
    expect(nameCode('Luca')).toBe('LCU');
    expect(nameCode('Anna')).toBe('NNA');
    expect(nameCode('Eva')).toBe('VEA');
    expect(nameCode('Ugo')).toBe('GUO');
    expect(surnameCode('Rossi')).toBe('RSS');
    expect(surnameCode('Masi')).toBe('MSA');
    expect(surnameCode('Costa')).toBe('CST');
  });

  it('pads short names and surnames with X', () => {
    expect(surnameCode('Fo')).toBe('FOX');
    expect(surnameCode('Hu')).toBe('HUX');
    expect(surnameCode('Ng')).toBe('NGX');
    expect(surnameCode('Yu')).toBe('YUX');
    expect(surnameCode('O')).toBe('OXX');
    expect(nameCode('Al')).toBe('LAX');
    expect(nameCode('Li')).toBe('LIX');
    expect(nameCode('')).toBe('XXX');
    expect(code('Li', 'Fo').slice(0, 6)).toBe('FOXLIX');
  });

  it('reads composite names and surnames as one, ignoring apostrophes, spaces and hyphens', () => {
    expect(surnameCode("D'Amico")).toBe('DMC');
    expect(surnameCode('De Luca')).toBe('DLC');
    expect(surnameCode('Della Rovere')).toBe('DLL');
    expect(surnameCode('Rossi-Bianchi')).toBe('RSS');
    expect(nameCode('Anna Maria')).toBe(nameCode('Anna-Maria'));
    expect(nameCode('Anna Maria')).toBe(nameCode('annamaria'));
    expect(nameCode('Anna Maria')).toBe('NMR');
    expect(surnameCode('  rossi  ')).toBe('RSS');
  });

  it('drops accents and keeps the vowel, as the form written with an apostrophe does', () => {
    expect(nameCode('Niccolò')).toBe('NCL');
    expect(nameCode("Niccolo'")).toBe('NCL');
    expect(surnameCode('Fò')).toBe('FOX');
    expect(surnameCode("Fo'")).toBe('FOX');
    expect(nameCode('Josè')).toBe('JSO');
    expect(nameCode('Zoë')).toBe('ZOE');
    expect(surnameCode('Müller')).toBe('MLL');
    expect(surnameCode('Núñez')).toBe('NNZ');
    expect(surnameCode('Çelik')).toBe('CLK');
    expect(nameCode('Łukasz')).toBe('LSZ');
    expect(nameCode('Øyvind')).toBe('YND');
    expect(surnameCode('Weiß')).toBe('WSS');
    const accented = code('Niccolò', "D'Amicò", 'M', '1970-10-20');
    expect(accented).toBe(code("NICCOLO'", 'DAMICO', 'M', '1970-10-20'));
    expect(accented.slice(0, 6)).toBe('DMCNCL');
  });

  it('takes a foreign state Belfiore code (Z…) and upper-cases it', () => {
    const cf = code('Samantha', 'Miller', 'F', '1982-09-25', 'z404');
    expect(cf).toBe('MLLSNT82P65Z404U');
    expect(code('Jean', 'Dupont', 'M', '1970-07-14', 'Z110').slice(11, 15)).toBe('Z110');
  });

  it('throws a clear error on programming errors: impossible date, bad gender, bad Belfiore', () => {
    const ok = person('Mario', 'Rossi', 'M', '1980-01-01', 'H501');
    expect(() => computeTaxCode({ ...ok, birthDate: { year: 1980, month: 2, day: 31 } })).toThrow(/invalid birth date/);
    expect(() => computeTaxCode({ ...ok, birthDate: { year: 2023, month: 2, day: 29 } })).toThrow(/invalid birth date/);
    expect(() => computeTaxCode({ ...ok, birthDate: { year: 1900, month: 2, day: 29 } })).toThrow(/invalid birth date/);
    expect(() => computeTaxCode({ ...ok, birthDate: { year: 1980, month: 4, day: 31 } })).toThrow(/invalid birth date/);
    expect(() => computeTaxCode({ ...ok, birthDate: { year: 1980, month: 13, day: 1 } })).toThrow(/invalid birth date/);
    expect(() => computeTaxCode({ ...ok, birthDate: { year: 1980, month: 0, day: 1 } })).toThrow(/invalid birth date/);
    expect(() => computeTaxCode({ ...ok, birthDate: { year: 1980, month: 1, day: 0 } })).toThrow(/invalid birth date/);
    expect(() => computeTaxCode({ ...ok, birthDate: { year: 1980.5, month: 1, day: 1 } })).toThrow(/invalid birth date/);
    expect(() => computeTaxCode({ ...ok, birthDate: { year: 80, month: 1, day: 1 } })).toThrow(/invalid birth date/);
    expect(() => computeTaxCode({ ...ok, gender: 'X' as 'M' })).toThrow(/gender/);
    expect(() => computeTaxCode({ ...ok, gender: 'm' as 'M' })).toThrow(/gender/);
    for (const belfiore of ['', 'H50', 'H5011', '1501', 'HH01', 'H5O1', 'H50L']) {
      expect(() => computeTaxCode({ ...ok, belfiore }), belfiore).toThrow(/Belfiore/);
    }
    expect(computeTaxCode({ ...ok, birthDate: { year: 2000, month: 2, day: 29 } })).toMatch(/^RSSMRA00B29H501.$/);
    expect(computeTaxCode({ ...ok, belfiore: ' h501 ' })).toBe('RSSMRA80A01H501U');
  });
});

describe('isValidTaxCode', () => {
  it('accepts any case and surrounding spaces', () => {
    expect(isValidTaxCode('rssmra80a01h501u')).toBe(true);
    expect(isValidTaxCode('  RSSMRA80A01H501U\n')).toBe(true);
    expect(isValidTaxCode('RSS MRA 80A01 H501U')).toBe(false);
  });

  it('refuses malformed codes', () => {
    expect(isValidTaxCode('RSSMRA80A01H501A')).toBe(false); // wrong check character
    expect(isValidTaxCode(withCheck('RSSMRA80F01H501'))).toBe(false); // F is not a month letter
    expect(isValidTaxCode(withCheck('RSSMRA80Z01H501'))).toBe(false);
    expect(isValidTaxCode(withCheck('RSSMRA80A32H501'))).toBe(false); // day 32
    expect(isValidTaxCode(withCheck('RSSMRA80A00H501'))).toBe(false); // day 00
    expect(isValidTaxCode(withCheck('RSSMRA80A40H501'))).toBe(false); // day 40 (woman, day 0)
    expect(isValidTaxCode(withCheck('RSSMRA80A72H501'))).toBe(false); // day 72 (woman, day 32)
    expect(isValidTaxCode(withCheck('RSSMRA80A99H501'))).toBe(false);
    expect(isValidTaxCode('RSSMRA80A01H501')).toBe(false); // 15 characters
    expect(isValidTaxCode('RSSMRA80A01H501UX')).toBe(false); // 17 characters
    expect(isValidTaxCode('RSSMRA80A01H50')).toBe(false);
    expect(isValidTaxCode('')).toBe(false);
    expect(isValidTaxCode(withCheck('R5SMRA80A01H501'))).toBe(false); // digit in the surname
    expect(isValidTaxCode(withCheck('RSSMR480A01H501'))).toBe(false); // digit in the name
    expect(isValidTaxCode(withCheck('RSSMRA80101H501'))).toBe(false); // digit for the month
    expect(isValidTaxCode(withCheck('RSSMRA80A015501'))).toBe(false); // digit for the Belfiore letter
    expect(isValidTaxCode('RSSMRA80A01H5019')).toBe(false); // digit as check character
    expect(isValidTaxCode(withCheck('RSSMRAA0A01H501'))).toBe(false); // a letter that is not an omocodic one
    expect(isValidTaxCode(withCheck('RSSMRA80A01H5Z1'))).toBe(false);
    expect(isValidTaxCode('RSSMRA80A01H501Ü')).toBe(false);
  });

  it('refuses non-strings and company codes without throwing', () => {
    for (const v of [
      null,
      undefined,
      12345678901,
      0,
      NaN,
      true,
      {},
      [],
      ['RSSMRA80A01H501U'],
      { code: 'RSSMRA80A01H501U' },
      Symbol('x'),
      () => 1,
    ]) {
      expect(isValidTaxCode(v)).toBe(false);
    }
    expect(isValidTaxCode(new String('RSSMRA80A01H501U'))).toBe(false);
    expect(isValidTaxCode('12345678903')).toBe(false); // 11-digit code of a company
    expect(isValidTaxCode('00743110157')).toBe(false);
  });

  it('checks that the day exists in the month, accepting 29 February for any year', () => {
    expect(isValidTaxCode(withCheck('RSSMRA80D30H501'))).toBe(true); // 30 April
    expect(isValidTaxCode(withCheck('RSSMRA80D31H501'))).toBe(false); // 31 April
    expect(isValidTaxCode(withCheck('RSSMRA80D71H501'))).toBe(false); // woman, 31 April
    expect(isValidTaxCode(withCheck('RSSMRA80D70H501'))).toBe(true);
    for (const m of ['H', 'P', 'S']) expect(isValidTaxCode(withCheck(`RSSMRA80${m}31H501`)), m).toBe(false); // June, September, November
    for (const m of ['A', 'C', 'E', 'L', 'M', 'R', 'T']) expect(isValidTaxCode(withCheck(`RSSMRA80${m}31H501`)), m).toBe(true);
    expect(isValidTaxCode(withCheck('RSSMRA80B29H501'))).toBe(true);
    expect(isValidTaxCode(withCheck('RSSMRA81B29H501'))).toBe(true); // century unknown: accepted always
    expect(isValidTaxCode(withCheck('RSSMRA81B69H501'))).toBe(true);
    expect(isValidTaxCode(withCheck('RSSMRA80B30H501'))).toBe(false);
    expect(isValidTaxCode(withCheck('RSSMRA80B70H501'))).toBe(false);
    expect(isValidTaxCode(withCheck('RSSMRA80A41H501'))).toBe(true);
    expect(isValidTaxCode(withCheck('RSSMRA80A71H501'))).toBe(true);
  });

  it('accepts omocodic letters, also in the day, and reads the day through them', () => {
    expect(isValidTaxCode(withCheck('RSSMRA80A01H50M'))).toBe(true);
    expect(isValidTaxCode(withCheck('RSSMRAULALMHRLM'))).toBe(true); // all seven replaced
    expect(isValidTaxCode(withCheck('RSSMRA80APMH501'))).toBe(true); // P M = 31, 31 January
    expect(isValidTaxCode(withCheck('RSSMRA80DPMH501'))).toBe(false); // 31 April, through omocodic letters
    expect(isValidTaxCode(withCheck('RSSMRA80AQLH501'))).toBe(false); // Q L = 40
  });
});

describe('single-character mutations', () => {
  // Every allowed substitution changes the weighted sum of the check character: each position's table
  // is one-to-one on the characters the pattern allows there (in odd positions digits 0–9 share the
  // values of A–J, but A–J are never allowed where digits are and digits never where letters are).
  // So even a substitution that is a legitimate omocodic replacement (1 → M) is refused until the
  // check character is recomputed; omocodicVariants does that.
  it.each([...PUBLISHED.map((p) => p.code), withCheck('RSSMRAULALMHRLM')])('refuses every substitution in %s', (code) => {
    for (let i = 0; i < 16; i++) {
      for (const c of ALPHABET) {
        if (c === code[i]) continue;
        const mutated = code.slice(0, i) + c + code.slice(i + 1);
        expect(isValidTaxCode(mutated), mutated).toBe(false);
      }
    }
  });

  it('accepts an omocodic substitution only with its check character recomputed', () => {
    const first15 = 'RSSMRA80A01H50M';
    expect(isValidTaxCode(first15 + 'U')).toBe(false);
    expect(isValidTaxCode(withCheck(first15))).toBe(true);
  });
});

describe('decodeTaxCode', () => {
  const ROMA = { name: 'Roma', province: 'RM', country: 'Italia' };
  const lookup = (b: string) => (b === 'H501' ? ROMA : undefined);

  it('decodes a plain code, with the birthplace found by the lookup', () => {
    expect(decodeTaxCode(' rssmra80a01h501u ', lookup, TODAY)).toEqual({
      surnameCode: 'RSS',
      nameCode: 'MRA',
      gender: 'M',
      birthDate: { year: 1980, month: 1, day: 1 },
      belfiore: 'H501',
      birthplace: ROMA,
      omocodic: false,
      plain: 'RSSMRA80A01H501U',
    });
  });

  it('leaves the birthplace out when the lookup finds nothing or there is no lookup', () => {
    const d = decodeTaxCode('MLLSNT82P65Z404U', lookup, TODAY);
    expect(d).not.toHaveProperty('birthplace');
    expect(d?.gender).toBe('F');
    expect(d?.birthDate).toEqual({ year: 1982, month: 9, day: 25 });
    expect(decodeTaxCode('RSSMRA80A01H501U')).not.toHaveProperty('birthplace');
    expect(decodeTaxCode('RSSMRA80A01H501U', () => null)).not.toHaveProperty('birthplace');
  });

  it('passes the de-omocodized Belfiore code to the lookup', () => {
    const asked: string[] = [];
    const d = decodeTaxCode(
      withCheck('RSSMRA80A01H5LM'),
      (b) => {
        asked.push(b);
        return lookup(b);
      },
      TODAY,
    );
    expect(asked).toEqual(['H501']);
    expect(d?.birthplace).toEqual(ROMA);
    expect(d?.belfiore).toBe('H501');
    expect(d?.omocodic).toBe(true);
    expect(d?.plain).toBe('RSSMRA80A01H501U');
  });

  it('decodes an omocodic code with every digit replaced', () => {
    const d = decodeTaxCode(withCheck('RSSMRAULALMHRLM'), undefined, TODAY);
    expect(d).toMatchObject({
      gender: 'M',
      birthDate: { year: 1980, month: 1, day: 1 },
      belfiore: 'H501',
      omocodic: true,
      plain: 'RSSMRA80A01H501U',
    });
    const woman = decodeTaxCode(withCheck('RSSMRAULAQSHRLM'), undefined, TODAY); // day Q S = 46
    expect(woman).toMatchObject({ gender: 'F', birthDate: { year: 1980, month: 1, day: 6 } });
  });

  it('picks the most recent birth date not after today', () => {
    const code = computeTaxCode(person('Mario', 'Rossi', 'M', '1925-06-15', 'H501')); // year 25, June 15
    expect(decodeTaxCode(code, undefined, new Date(Date.UTC(2025, 5, 15)))?.birthDate.year).toBe(2025);
    expect(decodeTaxCode(code, undefined, new Date(Date.UTC(2025, 5, 14)))?.birthDate.year).toBe(1925);
    expect(decodeTaxCode(code, undefined, new Date(Date.UTC(2024, 11, 31)))?.birthDate.year).toBe(1925);
    expect(decodeTaxCode(code, undefined, new Date(Date.UTC(2124, 11, 31)))?.birthDate.year).toBe(2025);
    expect(decodeTaxCode(code, undefined, new Date(Date.UTC(2000, 0, 1)))?.birthDate.year).toBe(1925);
    expect(decodeTaxCode('RSSMRA99T31H501', undefined, TODAY)).toBeNull();
    expect(decodeTaxCode(withCheck('RSSMRA99T31H501'), undefined, TODAY)?.birthDate.year).toBe(1999);
    expect(decodeTaxCode(withCheck('RSSMRA26A01H501'), undefined, TODAY)?.birthDate.year).toBe(2026);
    expect(decodeTaxCode(withCheck('RSSMRA26A02H501'), undefined, TODAY)?.birthDate.year).toBe(1926);
    expect(decodeTaxCode(withCheck('RSSMRA00B29H501'), undefined, TODAY)?.birthDate).toEqual({ year: 2000, month: 2, day: 29 });
    // the default today is now: never a birth date in the future
    const d = decodeTaxCode(withCheck(`RSSMRA${String(new Date().getUTCFullYear() % 100).padStart(2, '0')}T31H501`))!;
    expect(d.birthDate.year).toBeLessThanOrEqual(new Date().getUTCFullYear());
    expect(Date.UTC(d.birthDate.year, 11, 31)).toBeLessThanOrEqual(Date.now());
  });

  it('returns null for anything invalid', () => {
    for (const v of ['RSSMRA80A01H501A', 'RSSMRA80A01H501', '', null, 42, {}, '12345678903']) expect(decodeTaxCode(v)).toBeNull();
  });
});

describe('omocodicVariants', () => {
  const code = 'RSSMRA80A01H501U';

  it('gives 127 distinct valid variants, the official sequence first', () => {
    const variants = omocodicVariants(code);
    expect(variants).toHaveLength(127);
    expect(new Set(variants).size).toBe(127);
    expect(variants).not.toContain(code);
    expect(variants.slice(0, 7).map((v) => v.slice(0, 15))).toEqual([
      'RSSMRA80A01H50M',
      'RSSMRA80A01H5LM',
      'RSSMRA80A01HRLM',
      'RSSMRA80A0MHRLM',
      'RSSMRA80ALMHRLM',
      'RSSMRA8LALMHRLM',
      'RSSMRAULALMHRLM',
    ]);
    // then the other subsets; the first of them replaces only the second digit from the right
    expect(variants[7]!.slice(0, 15)).toBe('RSSMRA80A01H5L1');
    for (const v of variants) {
      expect(v).toBe(withCheck(v.slice(0, 15)));
      expect(isValidTaxCode(v)).toBe(true);
    }
  });

  it('gives the same list from any variant, and none for an invalid code', () => {
    const variants = omocodicVariants(code);
    expect(omocodicVariants(variants[40]!.toLowerCase())).toEqual(variants);
    expect(omocodicVariants('RSSMRA80A01H501A')).toEqual([]);
    expect(omocodicVariants(null)).toEqual([]);
  });
});

describe('checkConsistency', () => {
  const mario = { name: 'Mario', surname: 'Rossi', gender: 'M' as const, birthDate: { year: 1980, month: 1, day: 1 }, belfiore: 'H501' };
  const code = 'RSSMRA80A01H501U';

  it('accepts the matching person, with any form of birth date, also through an omocodic code', () => {
    expect(checkConsistency(code, mario)).toEqual({ valid: true, mismatches: [] });
    expect(checkConsistency(code, { ...mario, birthDate: '1980-01-01' })).toEqual({ valid: true, mismatches: [] });
    expect(checkConsistency(code, { ...mario, birthDate: new Date('1980-01-01') })).toEqual({ valid: true, mismatches: [] });
    expect(checkConsistency(code, { ...mario, name: ' MARIO ', surname: 'rossi', belfiore: 'h501' }).valid).toBe(true);
    for (const v of omocodicVariants(code)) expect(checkConsistency(v, mario)).toEqual({ valid: true, mismatches: [] });
    // the century is not in the code
    expect(checkConsistency(code, { birthDate: '2080-01-01' }).valid).toBe(true);
  });

  it('compares only the fields given', () => {
    expect(checkConsistency(code, {})).toEqual({ valid: true, mismatches: [] });
    expect(checkConsistency(code, { surname: 'Rossi' })).toEqual({ valid: true, mismatches: [] });
    expect(checkConsistency(code, { name: '', surname: '  ', gender: null, birthDate: null, belfiore: undefined })).toEqual({
      valid: true,
      mismatches: [],
    });
    expect(checkConsistency(code, { gender: 'F' })).toEqual({ valid: false, mismatches: ['gender'] });
  });

  it('reports each field that differs', () => {
    expect(checkConsistency(code, { ...mario, surname: 'Russo' }).valid).toBe(true); // RSS too
    expect(checkConsistency(code, { ...mario, surname: 'Bianchi' })).toEqual({ valid: false, mismatches: ['surname'] });
    expect(checkConsistency(code, { ...mario, name: 'Marco' })).toEqual({ valid: false, mismatches: ['name'] });
    expect(checkConsistency(code, { ...mario, gender: 'F' })).toEqual({ valid: false, mismatches: ['gender'] });
    expect(checkConsistency(code, { ...mario, birthDate: '1980-01-02' })).toEqual({ valid: false, mismatches: ['birthDate'] });
    expect(checkConsistency(code, { ...mario, birthDate: '1981-01-01' })).toEqual({ valid: false, mismatches: ['birthDate'] });
    expect(checkConsistency(code, { ...mario, birthDate: { year: 1980, month: 2, day: 1 } })).toEqual({
      valid: false,
      mismatches: ['birthDate'],
    });
    expect(checkConsistency(code, { ...mario, birthDate: '1980-02-31' })).toEqual({ valid: false, mismatches: ['birthDate'] });
    expect(checkConsistency(code, { ...mario, birthDate: 'yesterday' })).toEqual({ valid: false, mismatches: ['birthDate'] });
    expect(checkConsistency(code, { ...mario, belfiore: 'F205' })).toEqual({ valid: false, mismatches: ['birthplace'] });
    expect(checkConsistency(code, { name: 'Giulia', surname: 'Bianchi', gender: 'F', birthDate: '1990-05-05', belfiore: 'Z404' })).toEqual({
      valid: false,
      mismatches: ['surname', 'name', 'gender', 'birthDate', 'birthplace'],
    });
  });

  it('reports only the format for an invalid code, and never throws', () => {
    expect(checkConsistency('RSSMRA80A01H501A', mario)).toEqual({ valid: false, mismatches: ['format'] });
    expect(checkConsistency(null, mario)).toEqual({ valid: false, mismatches: ['format'] });
    expect(checkConsistency(code, null as never)).toEqual({ valid: true, mismatches: [] });
  });
});

describe('message keys', () => {
  it('are the validation keys of the tax code field (fields/taxCode.ts)', () => {
    expect(TAX_CODE_INVALID_KEY).toBe('validation.taxCodeInvalid');
    expect(TAX_CODE_MAX_KEY).toBe('validation.taxCodeMax');
  });
});

// ---------------------------------------------------------------------------------------------------
// Property tests

/** A piece of a name as typed, and the letters the rules read in it (an oracle independent of the code). */
const TOKENS: [typed: string, letters: string][] = [
  ...[...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].flatMap((l): [string, string][] => [
    [l, l],
    [l.toLowerCase(), l],
  ]),
  ...([
    ['à', 'A'],
    ['á', 'A'],
    ['â', 'A'],
    ['ä', 'A'],
    ['Ä', 'A'],
    ['À', 'A'],
    ['è', 'E'],
    ['é', 'E'],
    ['È', 'E'],
    ['ì', 'I'],
    ['í', 'I'],
    ['ò', 'O'],
    ['ó', 'O'],
    ['ö', 'O'],
    ['Ö', 'O'],
    ['ù', 'U'],
    ['ú', 'U'],
    ['ü', 'U'],
    ['Ü', 'U'],
    ['ñ', 'N'],
    ['Ñ', 'N'],
    ['ç', 'C'],
    ['Ç', 'C'],
    ['ø', 'O'],
    ['ł', 'L'],
    ['ß', 'SS'],
    ['æ', 'AE'],
    ["'", ''],
    ['’', ''],
    [' ', ''],
    ['-', ''],
    ['.', ''],
  ] as [string, string][]),
];
const nameArb = fc.array(fc.constantFrom(...TOKENS), { maxLength: 14 }).map((tokens) => ({
  typed: tokens.map((t) => t[0]).join(''),
  letters: tokens.map((t) => t[1]).join(''),
}));
const BELFIORE = ['H501', 'F205', 'L219', 'F839', 'Z110', 'Z404'];
const dateArb = (min: Date, max: Date) =>
  fc.date({ min, max, noInvalidDate: true }).map((d) => ({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }));
const personArb = (min = new Date(Date.UTC(1900, 0, 1)), max = new Date(Date.UTC(2025, 11, 31))) =>
  fc.record({
    name: nameArb,
    surname: nameArb,
    gender: fc.constantFrom<'M' | 'F'>('M', 'F'),
    birthDate: dateArb(min, max),
    belfiore: fc.constantFrom(...BELFIORE),
  });
type ArbPerson = { name: { typed: string; letters: string }; surname: { typed: string; letters: string } } & Omit<
  TaxCodePerson,
  'name' | 'surname'
>;
const asPerson = (p: ArbPerson): TaxCodePerson => ({ ...p, name: p.name.typed, surname: p.surname.typed });

function oracleCode(letters: string, isFirstName: boolean): string {
  const consonants = letters.replace(/[AEIOU]/g, '');
  const vowels = letters.replace(/[^AEIOU]/g, '');
  if (isFirstName && consonants.length >= 4) return consonants[0]! + consonants[2]! + consonants[3]!;
  return (consonants + vowels + 'XXX').slice(0, 3);
}

describe('properties', () => {
  it('every computed code is valid and decodes to the same person', () => {
    fc.assert(
      fc.property(personArb(), (p) => {
        const code = computeTaxCode(asPerson(p));
        expect(code).toHaveLength(16);
        expect(isValidTaxCode(code)).toBe(true);
        expect(isValidTaxCode(` ${code.toLowerCase()} `)).toBe(true);
        const d = decodeTaxCode(code, undefined, TODAY)!;
        expect(d.surnameCode).toBe(oracleCode(p.surname.letters, false));
        expect(d.nameCode).toBe(oracleCode(p.name.letters, true));
        expect(d.gender).toBe(p.gender);
        expect(d.birthDate.month).toBe(p.birthDate.month);
        expect(d.birthDate.day).toBe(p.birthDate.day);
        expect(d.birthDate.year % 100).toBe(p.birthDate.year % 100);
        expect(Date.UTC(d.birthDate.year, d.birthDate.month - 1, d.birthDate.day)).toBeLessThanOrEqual(TODAY.getTime());
        expect(d.birthDate.year).toBeGreaterThanOrEqual(1926);
        expect(d.belfiore).toBe(p.belfiore);
        expect(d.omocodic).toBe(false);
        expect(d.plain).toBe(code);
        expect(checkConsistency(code, asPerson(p))).toEqual({ valid: true, mismatches: [] });
      }),
      { numRuns: 500 },
    );
  });

  it('decodes the exact birth date within the hundred years before today', () => {
    fc.assert(
      fc.property(personArb(new Date(Date.UTC(1926, 0, 2)), TODAY), (p) => {
        expect(decodeTaxCode(computeTaxCode(asPerson(p)), undefined, TODAY)?.birthDate).toEqual(p.birthDate);
      }),
      { numRuns: 300 },
    );
  });

  it('accented letters count as their base letter, as in the apostrophe form', () => {
    fc.assert(
      fc.property(personArb(), (p) => {
        const plainLetters = { ...asPerson(p), name: p.name.letters, surname: p.surname.letters };
        expect(computeTaxCode(asPerson(p))).toBe(computeTaxCode(plainLetters));
      }),
      { numRuns: 300 },
    );
  });

  it('every omocodic variant checks, decodes to the same person and has the code as its plain form', () => {
    fc.assert(
      fc.property(personArb(), (p) => {
        const code = computeTaxCode(asPerson(p));
        const d = decodeTaxCode(code, undefined, TODAY)!;
        const variants = omocodicVariants(code);
        expect(variants).toHaveLength(127);
        expect(new Set(variants).size).toBe(127);
        for (const v of variants) {
          expect(isValidTaxCode(v)).toBe(true);
          expect(decodeTaxCode(v, undefined, TODAY)).toEqual({ ...d, omocodic: true });
          expect(checkConsistency(v, asPerson(p)).valid).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('refuses single-character substitutions, in plain and omocodic codes alike', () => {
    fc.assert(
      fc.property(
        personArb(),
        fc.integer({ min: 0, max: 127 }),
        fc.integer({ min: 0, max: 15 }),
        fc.constantFrom(...ALPHABET),
        fc.boolean(),
        (p, variant, i, c, lower) => {
          const plain = computeTaxCode(asPerson(p));
          const code = variant === 0 ? plain : omocodicVariants(plain)[variant - 1]!;
          fc.pre(code[i] !== c);
          const mutated = code.slice(0, i) + c + code.slice(i + 1);
          // See 'single-character mutations' above: no substitution keeps the check character right,
          // so none of them can pass as another omocodic variant of the same person.
          expect(isValidTaxCode(lower ? mutated.toLowerCase() : mutated)).toBe(false);
          expect(decodeTaxCode(mutated)).toBeNull();
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('reports a changed field exactly when its part of the code changes', () => {
    fc.assert(
      fc.property(personArb(), personArb(), (a, b) => {
        const code = computeTaxCode(asPerson(a));
        const other = asPerson(b);
        const { mismatches } = checkConsistency(code, other);
        // blank names are not compared (a form not filled in yet)
        expect(mismatches.includes('surname')).toBe(other.surname.trim() !== '' && surnameCode(other.surname) !== code.slice(0, 3));
        expect(mismatches.includes('name')).toBe(other.name.trim() !== '' && nameCode(other.name) !== code.slice(3, 6));
        expect(mismatches.includes('gender')).toBe(a.gender !== b.gender);
        const sameDay =
          a.birthDate.year % 100 === b.birthDate.year % 100 &&
          a.birthDate.month === b.birthDate.month &&
          a.birthDate.day === b.birthDate.day;
        expect(mismatches.includes('birthDate')).toBe(!sameDay);
        expect(mismatches.includes('birthplace')).toBe(a.belfiore !== b.belfiore);
        expect(mismatches.includes('format')).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.anything(), fc.string(), fc.string({ unit: fc.constantFrom(...ALPHABET), minLength: 16, maxLength: 16 })),
        (v) => {
          expect(typeof isValidTaxCode(v)).toBe('boolean');
          const d = decodeTaxCode(v);
          expect(d === null || typeof d === 'object').toBe(true);
          expect(Array.isArray(omocodicVariants(v))).toBe(true);
          expect(checkConsistency(v, { name: 'Mario' }).valid === isValidTaxCode(v)).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
