/**
 * Search by prefix, server side: every searchable record stores `searchTokens`, the prefixes of its searched
 * texts, and a list query asks for `searchTokens array-contains <the typed text, normalized>`. One normalizer
 * serves both sides, so what is typed and what is stored always meet.
 */

/** Shortest and longest stored prefix. One letter already narrows a list; past 20 characters a prefix names one person. */
export const SEARCH_PREFIX_MIN = 1;
export const SEARCH_PREFIX_MAX = 20;

/**
 * Accents, case and punctuation folded away: `D'Angelo-Bruni` → `d angelo bruni`, `anna.rossi@x.it` → `anna rossi x it`.
 * Punctuation becomes a space (not nothing), so both halves of a double surname stay findable on their own.
 */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The token a typed search looks up, or null when nothing searchable was typed (the list is then unfiltered). */
export function searchToken(typed: string): string | null {
  const token = normalizeSearch(typed).slice(0, SEARCH_PREFIX_MAX).trim();
  return token.length >= SEARCH_PREFIX_MIN ? token : null;
}

function addPrefixes(out: Set<string>, text: string) {
  const s = normalizeSearch(text);
  const longest = Math.min(SEARCH_PREFIX_MAX, s.length);
  for (let n = SEARCH_PREFIX_MIN; n <= longest; n++) {
    // a prefix ending on a space is the shorter one again once the query is trimmed
    if (s[n - 1] !== ' ') out.add(s.slice(0, n));
  }
}

/**
 * The prefixes of every text and of every word in it (so `angelo` finds `D'Angelo`), without duplicates.
 * Bounded: at most SEARCH_PREFIX_MAX tokens per text, and the word prefixes mostly repeat the texts' own.
 */
export function prefixTokens(
  texts: readonly (string | null | undefined)[],
  wordsOf: readonly (string | null | undefined)[] = [],
): string[] {
  const out = new Set<string>();
  for (const t of texts) if (t) addPrefixes(out, t);
  for (const t of wordsOf) if (t) for (const w of normalizeSearch(t).split(' ')) addPrefixes(out, w);
  return [...out];
}

interface SearchableMember {
  name?: string | null;
  surname?: string | null;
  ssn?: string | null;
  cardNumber?: string | null;
  email?: string | null;
}

/** A member is found by the start of its surname, name, "surname name", "name surname", tax code, card number or email. */
export function memberSearchTokens(m: SearchableMember): string[] {
  const name = m.name ?? '';
  const surname = m.surname ?? '';
  return prefixTokens([`${surname} ${name}`, `${name} ${surname}`, m.ssn, m.cardNumber, m.email], [surname, name]);
}

/** A card is found by the start of its holder ("Surname Name", or any word of it) or its number. */
export function cardSearchTokens(c: { holder?: string | null; number?: string | null }): string[] {
  return prefixTokens([c.holder, c.number], [c.holder]);
}
