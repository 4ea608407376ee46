import { describe, expect, it } from 'vitest';
import { checkCharacter, computeTaxCode, isValidTaxCode } from './codiceFiscale';

describe('codice fiscale', () => {
  it('computes the published example of Agenzia delle Entrate (Mario Rossi, Roma, 1980-01-01)', () => {
    expect(
      computeTaxCode({ name: 'Mario', surname: 'Rossi', gender: 'M', birthDate: { year: 1980, month: 1, day: 1 }, belfiore: 'H501' }),
    ).toBe('RSSMRA80A01H501U');
  });
  it('adds 40 to the day for women and takes 1st, 3rd and 4th consonant of a long first name', () => {
    const cf = computeTaxCode({
      name: 'Gianfranco',
      surname: 'De Luca',
      gender: 'F',
      birthDate: { year: 1975, month: 12, day: 5 },
      belfiore: 'F205',
    });
    expect(cf.slice(0, 6)).toBe('DLCGFR');
    expect(cf.slice(6, 11)).toBe('75T45');
    expect(isValidTaxCode(cf)).toBe(true);
  });
  it('pads short names with vowels and X, ignoring accents', () => {
    const cf = computeTaxCode({ name: 'Ugo', surname: 'Fò', gender: 'M', birthDate: { year: 2001, month: 6, day: 30 }, belfiore: 'D612' });
    expect(cf.slice(0, 6)).toBe('FOXGUO');
  });
  it('accepts omocodic variants and rejects wrong check characters and malformed input', () => {
    const code = 'RSSMRA80A01H501U';
    const omocodic = code.slice(0, 14) + 'V';
    expect(isValidTaxCode(omocodic + checkCharacter(omocodic))).toBe(true);
    expect(isValidTaxCode('RSSMRA80A01H501A')).toBe(false);
    expect(isValidTaxCode('RSSMRA80A01H50')).toBe(false);
    expect(isValidTaxCode(null)).toBe(false);
    expect(isValidTaxCode('RSSMRA80A99H501U')).toBe(false);
  });
});
