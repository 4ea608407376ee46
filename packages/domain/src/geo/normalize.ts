/**
 * Search keys for place names: lower case, no accents, so that "forli" finds "Forlì",
 * "sant angelo" and "santangelo" find "Sant'Angelo", "moransengo tonengo" finds "Moransengo-Tonengo".
 */
const LIGATURES: Readonly<Record<string, string>> = { æ: 'ae', ø: 'o', œ: 'oe', ß: 'ss', đ: 'd', ł: 'l' };

/** Lower case without accents, punctuation kept: "Forlì" → "forli". */
export function foldPlaceName(text: string): string {
  const lower = text.toLowerCase();
  // most names are plain ASCII: skip the Unicode work for them
  if (!/[\u0080-\uffff]/.test(lower)) return lower;
  return lower
    .replace(/[æøœßđł]/g, (ch) => LIGATURES[ch] ?? ch)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** Letters and digits only: "Sant'Angelo a Cupolo" → "santangeloacupolo". */
export function placeKey(text: string): string {
  return foldPlaceName(text).replace(/[^a-z0-9]/g, '');
}

/**
 * Words separated by single spaces, with apostrophes and hyphens joining their parts:
 * "Sant'Angelo a Cupolo" → "santangelo a cupolo", "Moransengo-Tonengo" → "moransengotonengo".
 * Takes an already folded name (foldPlaceName).
 */
export function placeWordsKeyOfFolded(folded: string): string {
  return folded
    .replace(/['’‘`´ʼ-]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function placeWordsKey(text: string): string {
  return placeWordsKeyOfFolded(foldPlaceName(text));
}

/** Whether typed text has anything but letters and digits (spaces, apostrophes, hyphens, dots…). */
export function hasSeparator(text: string): boolean {
  return /[^a-z0-9]/.test(foldPlaceName(text.trim()));
}

/** Upper case as on documents, keeping accents: "Forlì" → "FORLÌ". */
export function placeLabel(name: string): string {
  return name.toLocaleUpperCase('it-IT');
}

/** Italian collation for sorting place names. */
export const placeCollator = new Intl.Collator('it', { sensitivity: 'base', ignorePunctuation: false });
