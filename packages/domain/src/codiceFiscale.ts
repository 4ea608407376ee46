/**
 * Italian tax code (codice fiscale): compute and check.
 * Issue 3 extends this with decode and consistency checks; the rules here are the official ones
 * (DM 23/12/1976): consonant/vowel selection, month letters, +40 for women, Belfiore code, check character.
 */

const MONTH_LETTERS = 'ABCDEHLMPRST';
/** Omocodia replaces digits with these letters (0–9). */
const OMOCODIA_LETTERS = 'LMNPQRSTUV';
/** Positions (0-based) that hold digits in a plain code and may be replaced in an omocodic one. */
const DIGIT_POSITIONS = [6, 7, 9, 10, 12, 13, 14];
const ODD_VALUES = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

const PATTERN = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

/** Letters only, accents removed ("à" counts as "a"), upper case. */
function letters(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
}
const isVowel = (c: string) => 'AEIOU'.includes(c);

function threeLetters(s: string, isFirstName: boolean): string {
  const l = letters(s);
  const consonants = [...l].filter((c) => !isVowel(c));
  const vowels = [...l].filter(isVowel);
  if (isFirstName && consonants.length >= 4) return consonants[0]! + consonants[2]! + consonants[3]!;
  return (consonants.join('') + vowels.join('') + 'XXX').slice(0, 3);
}

function charValue(c: string): number {
  return c >= '0' && c <= '9' ? c.charCodeAt(0) - 48 : c.charCodeAt(0) - 65;
}

/** The check character of the first 15 characters. */
export function checkCharacter(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const v = charValue(first15[i]!);
    sum += i % 2 === 0 ? ODD_VALUES[v]! : v;
  }
  return String.fromCharCode(65 + (sum % 26));
}

export interface TaxCodePerson {
  name: string;
  surname: string;
  gender: 'M' | 'F';
  /** calendar date of birth */
  birthDate: { year: number; month: number; day: number };
  /** Belfiore code of the birthplace: an Italian comune (e.g. H501) or a foreign state (Z…) */
  belfiore: string;
}

export function computeTaxCode(p: TaxCodePerson): string {
  const { year, month, day } = p.birthDate;
  const dd = day + (p.gender === 'F' ? 40 : 0);
  const first15 =
    threeLetters(p.surname, false) +
    threeLetters(p.name, true) +
    String(year % 100).padStart(2, '0') +
    MONTH_LETTERS[month - 1] +
    String(dd).padStart(2, '0') +
    p.belfiore.toUpperCase();
  return first15 + checkCharacter(first15);
}

/** Format and check character, omocodic codes included. Never throws: anything malformed is false. */
export function isValidTaxCode(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const code = value.toUpperCase();
  if (!PATTERN.test(code)) return false;
  const plain = [...code]
    .map((c, i) => (DIGIT_POSITIONS.includes(i) && OMOCODIA_LETTERS.includes(c) ? String(OMOCODIA_LETTERS.indexOf(c)) : c))
    .join('');
  const day = Number(plain.slice(9, 11));
  if (!((day >= 1 && day <= 31) || (day >= 41 && day <= 71))) return false;
  return checkCharacter(code.slice(0, 15)) === code[15];
}
