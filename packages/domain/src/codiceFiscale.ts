/**
 * Italian tax code (codice fiscale) of natural persons: compute, check, decode, omocodia, consistency.
 *
 * Written from the official rules (DM 23/12/1976, "Sistemi di codificazione dei soggetti da iscrivere
 * all'anagrafe tributaria", and the Agenzia delle Entrate description of omocodia):
 *
 * | positions (1-based) | content                                                                 |
 * |---------------------|-------------------------------------------------------------------------|
 * | 1–3                 | surname: consonants in order, then vowels, then X                        |
 * | 4–6                 | name: 1st, 3rd and 4th consonant when there are ≥ 4, else as the surname |
 * | 7–8                 | last two digits of the year of birth                                     |
 * | 9                   | month letter, `ABCDEHLMPRST` for January … December                     |
 * | 10–11               | day of birth, plus 40 for women                                         |
 * | 12–15               | Belfiore code of the birthplace: comune (e.g. H501) or foreign state (Z…) |
 * | 16                  | check character (odd/even tables over the first 15 characters)          |
 *
 * Omocodia: when two people would get the same code, the tax office replaces digits with the letters
 * `LMNPQRSTUV` (0–9), starting from the rightmost digit, and recomputes the check character. The seven
 * digit positions are 7, 8, 10, 11, 13, 14, 15 (1-based).
 *
 * Dates given as `Date` are read in UTC (`new Date('1980-01-01')` is UTC midnight, and so are the seed's
 * dates). Nothing here throws on user input except `computeTaxCode`, whose bad arguments are programming
 * errors. The member's tax code field (normalization, messages) is fields/taxCode.ts.
 */

/** Message key of an invalid tax code. it: "Codice Fiscale Non Valido", en: "Invalid Tax Code". */
export const TAX_CODE_INVALID_KEY = 'validation.taxCodeInvalid';
/** Message key of a tax code longer than 16 characters. */
export const TAX_CODE_MAX_KEY = 'validation.taxCodeMax';

const MONTH_LETTERS = 'ABCDEHLMPRST';
/** Omocodia replaces digits with these letters (0–9). */
const OMOCODIA_LETTERS = 'LMNPQRSTUV';
/** Positions (0-based) that hold digits in a plain code and may be replaced in an omocodic one. */
const DIGIT_POSITIONS = [6, 7, 9, 10, 12, 13, 14] as const;
/** The same positions in the order the tax office replaces them: rightmost digit first. */
const REPLACEMENT_ORDER = [14, 13, 12, 10, 9, 7, 6] as const;
/** Values of the characters in odd positions (1st, 3rd, …): digits 0–9 share the values of A–J. */
const ODD_VALUES = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

const D = '[0-9LMNPQRSTUV]';
const PATTERN = new RegExp(`^[A-Z]{6}${D}{2}[${MONTH_LETTERS}]${D}{2}[A-Z]${D}{3}[A-Z]$`);
const BELFIORE_PATTERN = /^[A-Z][0-9]{3}$/;

// ---------------------------------------------------------------------------------------------------
// Names

/** Letters that Unicode does not decompose into a base letter plus marks. */
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'SS',
  ẞ: 'SS',
  Æ: 'AE',
  æ: 'AE',
  Œ: 'OE',
  œ: 'OE',
  Ø: 'O',
  ø: 'O',
  Ł: 'L',
  ł: 'L',
  Đ: 'D',
  đ: 'D',
  Ð: 'D',
  ð: 'D',
  Þ: 'TH',
  þ: 'TH',
  Ħ: 'H',
  ħ: 'H',
  ı: 'I',
};
const SPECIAL_LETTERS_PATTERN = new RegExp(`[${Object.keys(SPECIAL_LETTERS).join('')}]`, 'g');

/**
 * The letters A–Z of a name, upper case. Accented letters keep their base letter ("à" → "A", as the
 * apostrophe form A' once the apostrophe is dropped; "Ñ" → "N", "Ç" → "C", "Ø" → "O",
 * "ß" → "SS"); apostrophes, spaces, hyphens, digits and letters of other scripts are dropped.
 */
export function taxCodeLetters(s: string): string {
  return s
    .replace(SPECIAL_LETTERS_PATTERN, (c) => SPECIAL_LETTERS[c] ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
}

const isVowel = (c: string) => 'AEIOU'.includes(c);

function threeLetters(s: string, isFirstName: boolean): string {
  const l = [...taxCodeLetters(s)];
  const consonants = l.filter((c) => !isVowel(c));
  const vowels = l.filter(isVowel);
  if (isFirstName && consonants.length >= 4) return consonants[0]! + consonants[2]! + consonants[3]!;
  return (consonants.join('') + vowels.join('') + 'XXX').slice(0, 3);
}

/** The three letters of a surname: consonants, then vowels, then X ("Rossi" → RSS, "Fo" → FOX). */
export function surnameCode(surname: string): string {
  return threeLetters(surname, false);
}

/** The three letters of a first name: 1st, 3rd and 4th consonant when there are at least 4, else as the surname. */
export function nameCode(name: string): string {
  return threeLetters(name, true);
}

// ---------------------------------------------------------------------------------------------------
// Check character

function charValue(c: string): number {
  return c >= '0' && c <= '9' ? c.charCodeAt(0) - 48 : c.charCodeAt(0) - 65;
}

/** The check character of the first 15 characters (upper case; plain or omocodic). */
export function checkCharacter(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const v = charValue(first15[i]!);
    sum += i % 2 === 0 ? ODD_VALUES[v]! : v;
  }
  return String.fromCharCode(65 + (sum % 26));
}

// ---------------------------------------------------------------------------------------------------
// Dates

export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
}

const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isCalendarDate(d: CalendarDate): boolean {
  return (
    Number.isInteger(d.year) &&
    Number.isInteger(d.month) &&
    Number.isInteger(d.day) &&
    d.year >= 1000 &&
    d.year <= 9999 &&
    d.month >= 1 &&
    d.month <= 12 &&
    d.day >= 1 &&
    d.day <= daysInMonth(d.year, d.month)
  );
}

/** A birth date as forms and documents carry it: calendar fields, a `Date` (read in UTC) or `YYYY-MM-DD`. */
export type BirthDateInput = CalendarDate | Date | string;

/** The calendar date of a birth-date input, or undefined when it is not a real date. */
function toCalendarDate(input: BirthDateInput): CalendarDate | undefined {
  let d: CalendarDate;
  if (input instanceof Date) {
    if (Number.isNaN(input.getTime())) return undefined;
    d = { year: input.getUTCFullYear(), month: input.getUTCMonth() + 1, day: input.getUTCDate() };
  } else if (typeof input === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input.trim());
    if (!m) return undefined;
    d = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  } else if (typeof input === 'object' && input !== null) {
    d = { year: input.year, month: input.month, day: input.day };
  } else {
    return undefined;
  }
  return isCalendarDate(d) ? d : undefined;
}

const compareDates = (a: CalendarDate, b: CalendarDate) => a.year - b.year || a.month - b.month || a.day - b.day;

// ---------------------------------------------------------------------------------------------------
// Compute

export interface TaxCodePerson {
  name: string;
  surname: string;
  gender: 'M' | 'F';
  /** calendar date of birth */
  birthDate: CalendarDate;
  /** Belfiore code of the birthplace: an Italian comune (e.g. H501) or a foreign state (Z…) */
  belfiore: string;
}

/**
 * The plain (non-omocodic) tax code of a person. Throws an Error on arguments no form should let
 * through: a gender other than 'M'/'F', a date that does not exist (31 February, month 13, a year
 * outside 1000–9999) or a Belfiore code that is not a letter and three digits. Names with no letter
 * at all give XXX.
 */
export function computeTaxCode(p: TaxCodePerson): string {
  if (typeof p.name !== 'string' || typeof p.surname !== 'string') throw new Error('computeTaxCode: name and surname must be strings');
  if (p.gender !== 'M' && p.gender !== 'F') throw new Error(`computeTaxCode: gender must be 'M' or 'F', got ${JSON.stringify(p.gender)}`);
  const date = p.birthDate && toCalendarDate({ year: p.birthDate.year, month: p.birthDate.month, day: p.birthDate.day });
  if (!date) throw new Error(`computeTaxCode: invalid birth date ${JSON.stringify(p.birthDate)}`);
  const belfiore = typeof p.belfiore === 'string' ? p.belfiore.trim().toUpperCase() : '';
  if (!BELFIORE_PATTERN.test(belfiore)) {
    throw new Error(`computeTaxCode: invalid Belfiore code ${JSON.stringify(p.belfiore)} (a letter and three digits, e.g. H501 or Z404)`);
  }
  const first15 =
    surnameCode(p.surname) +
    nameCode(p.name) +
    String(date.year % 100).padStart(2, '0') +
    MONTH_LETTERS[date.month - 1] +
    String(date.day + (p.gender === 'F' ? 40 : 0)).padStart(2, '0') +
    belfiore;
  return first15 + checkCharacter(first15);
}

// ---------------------------------------------------------------------------------------------------
// Check

/** Omocodic letters back to digits, check character left as it is. */
function deOmocodize(code: string): string {
  const chars = [...code];
  for (const i of DIGIT_POSITIONS) {
    const k = OMOCODIA_LETTERS.indexOf(chars[i]!);
    if (k >= 0) chars[i] = String(k);
  }
  return chars.join('');
}

interface Parsed {
  /** trimmed, upper case */
  code: string;
  /** first 15 characters with the digits restored, plus their check character */
  plain: string;
}

function parse(value: unknown): Parsed | undefined {
  if (typeof value !== 'string') return undefined;
  const code = value.trim().toUpperCase();
  if (code.length !== 16 || !PATTERN.test(code)) return undefined;
  if (checkCharacter(code) !== code[15]) return undefined;
  const restored = deOmocodize(code).slice(0, 15);
  const month = MONTH_LETTERS.indexOf(restored[8]!) + 1;
  const dd = Number(restored.slice(9, 11));
  const day = dd > 40 ? dd - 40 : dd;
  // The century is not in the code: 29 February is accepted for every year.
  const maxDay = month === 2 ? 29 : daysInMonth(2000, month);
  if (day < 1 || day > maxDay) return undefined;
  return { code, plain: restored + checkCharacter(restored) };
}

/**
 * Whether a value is a well-formed personal tax code: 16 characters (surrounding spaces ignored, any
 * case), omocodic letters allowed at the seven digit positions, a month letter, a day 1–31 or 41–71
 * that exists in that month (29 February always, since the century is unknown), the right check
 * character. Never throws: numbers, null, objects and 11-digit company codes are false.
 */
export function isValidTaxCode(value: unknown): boolean {
  return parse(value) !== undefined;
}

// ---------------------------------------------------------------------------------------------------
// Decode

export interface BirthplaceInfo {
  name: string;
  province: string | null;
  country: string;
}

/** Finds a birthplace by Belfiore code (e.g. the geo dataset); undefined or null when unknown. */
export type BelfioreLookup<P extends BirthplaceInfo = BirthplaceInfo> = (belfiore: string) => P | undefined | null;

export interface DecodedTaxCode<P extends BirthplaceInfo = BirthplaceInfo> {
  /** characters 1–3 */
  surnameCode: string;
  /** characters 4–6 */
  nameCode: string;
  gender: 'M' | 'F';
  /** The year is the most recent one that puts the birth date not after `today` (see decodeTaxCode). */
  birthDate: CalendarDate;
  /** Belfiore code with omocodic letters turned back into digits, e.g. H501 */
  belfiore: string;
  /** What the lookup returned for `belfiore`; absent without a lookup or when it found nothing. */
  birthplace?: P;
  /** true when some digit was replaced by an omocodic letter */
  omocodic: boolean;
  /** The de-omocodized code with its own check character (equal to the code when not omocodic). */
  plain: string;
}

/**
 * Reads a tax code back; null when it is not valid (see isValidTaxCode). Works for omocodic codes.
 *
 * The code carries only two digits of the year: the century chosen is the one that gives the most
 * recent birth date not after `today` (UTC calendar date; default now). A person born in 1925 decoded
 * in 2026 therefore comes back as born in 2025 (or 1925 if the 2025 date would still be in the future);
 * nothing in the code can tell those apart. A 29 February in a year that is not a leap year is
 * returned as encoded.
 */
export function decodeTaxCode<P extends BirthplaceInfo = BirthplaceInfo>(
  code: unknown,
  lookup?: BelfioreLookup<P>,
  today: Date = new Date(),
): DecodedTaxCode<P> | null {
  const parsed = parse(code);
  if (!parsed) return null;
  const { plain } = parsed;
  const dd = Number(plain.slice(9, 11));
  const month = MONTH_LETTERS.indexOf(plain[8]!) + 1;
  const day = dd > 40 ? dd - 40 : dd;
  const yy = Number(plain.slice(6, 8));
  const t = today instanceof Date && !Number.isNaN(today.getTime()) ? today : new Date();
  const now = { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
  let year = now.year - (((now.year % 100) - yy + 100) % 100);
  if (compareDates({ year, month, day }, now) > 0) year -= 100;
  const belfiore = plain.slice(11, 15);
  const decoded: DecodedTaxCode<P> = {
    surnameCode: plain.slice(0, 3),
    nameCode: plain.slice(3, 6),
    gender: dd > 40 ? 'F' : 'M',
    birthDate: { year, month, day },
    belfiore,
    omocodic: parsed.code !== plain,
    plain,
  };
  const place = lookup?.(belfiore);
  if (place) decoded.birthplace = place;
  return decoded;
}

// ---------------------------------------------------------------------------------------------------
// Omocodia

/** Replacement sets as bit masks over REPLACEMENT_ORDER (bit 0 = rightmost digit). */
const OFFICIAL_MASKS = [1, 3, 7, 15, 31, 63, 127];
const VARIANT_MASKS = [...OFFICIAL_MASKS, ...Array.from({ length: 127 }, (_, i) => i + 1).filter((m) => !OFFICIAL_MASKS.includes(m))];

function withReplacements(plain: string, mask: number): string {
  const chars = [...plain.slice(0, 15)];
  REPLACEMENT_ORDER.forEach((pos, bit) => {
    if (mask & (1 << bit)) chars[pos] = OMOCODIA_LETTERS[Number(chars[pos])]!;
  });
  const first15 = chars.join('');
  return first15 + checkCharacter(first15);
}

/**
 * All 127 omocodic variants of the person a valid code belongs to (plain or omocodic input; the plain
 * code itself is not included, an omocodic input is), each with its check character; [] when the
 * code is not valid.
 *
 * Order: first the official sequence of the tax office — the rightmost digit replaced, then the two
 * rightmost, … up to all seven — then the other 120 subsets (a letter may stand in any subset of the
 * seven positions and is accepted by validators), in increasing order of the subset read as a binary
 * number with the rightmost digit as bit 0.
 */
export function omocodicVariants(code: unknown): string[] {
  const parsed = parse(code);
  if (!parsed) return [];
  return VARIANT_MASKS.map((mask) => withReplacements(parsed.plain, mask));
}

// ---------------------------------------------------------------------------------------------------
// Consistency with personal data

export type TaxCodeMismatch = 'format' | 'surname' | 'name' | 'gender' | 'birthDate' | 'birthplace';

/** Personal data to compare; absent, null and blank fields are not compared. */
export interface TaxCodePersonData {
  name?: string | null;
  surname?: string | null;
  gender?: 'M' | 'F' | null;
  birthDate?: BirthDateInput | null;
  belfiore?: string | null;
}

export interface TaxCodeConsistency {
  valid: boolean;
  mismatches: TaxCodeMismatch[];
}

const given = (v: unknown): boolean => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '');

/**
 * Compares a tax code with the personal data given (only those fields), omocodia included. An invalid
 * code gives ['format'] alone. The year is compared on its last two digits (the code has no century);
 * an unreadable birth date counts as a birthDate mismatch. Never throws.
 */
export function checkConsistency(code: unknown, person: TaxCodePersonData): TaxCodeConsistency {
  const decoded = decodeTaxCode(code);
  if (!decoded) return { valid: false, mismatches: ['format'] };
  const p: TaxCodePersonData = typeof person === 'object' && person !== null ? person : {};
  const mismatches: TaxCodeMismatch[] = [];
  if (given(p.surname) && (typeof p.surname !== 'string' || surnameCode(p.surname) !== decoded.surnameCode)) mismatches.push('surname');
  if (given(p.name) && (typeof p.name !== 'string' || nameCode(p.name) !== decoded.nameCode)) mismatches.push('name');
  if (given(p.gender) && String(p.gender).trim().toUpperCase() !== decoded.gender) mismatches.push('gender');
  if (given(p.birthDate)) {
    const d = toCalendarDate(p.birthDate!);
    const b = decoded.birthDate;
    if (!d || d.year % 100 !== b.year % 100 || d.month !== b.month || d.day !== b.day) mismatches.push('birthDate');
  }
  if (given(p.belfiore) && String(p.belfiore).trim().toUpperCase() !== decoded.belfiore) mismatches.push('birthplace');
  return { valid: mismatches.length === 0, mismatches };
}
