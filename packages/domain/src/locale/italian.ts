/**
 * Italian prepositions before a word only known at run time (an organization's name, an address): "a" takes a
 * euphonic d before a word starting with "a" — "ad Associazione Aurora", "ad admin@…", but "a Circolo Tevere".
 */
export function aBefore(word: string): 'a' | 'ad' {
  return /^[\s«"'“‘]*[aàáAÀÁ]/.test(word) ? 'ad' : 'a';
}

/** "a X" or "ad X", as Italian writes it. */
export const toWord = (word: string) => `${aBefore(word)} ${word}`;
