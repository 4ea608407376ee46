/**
 * An organization's initials, drawn where it has no logo (cards, the public pages' header, the favicon): the first
 * letters of the first two significant words. No imports: the login page carries it without the schemas.
 */
const SKIP = new Set([
  ...['di', 'del', 'della', 'dei', 'e', 'the', 'of', 'and'],
  ...['associazione', 'circolo', 'club', 'association', 'aps', 'odv', 'ets', 'asd', 'onlus'],
]);

export function monogram(name: string): string {
  const words = name.split(/[\s\-'’.]+/).filter((w) => w && /\p{L}/u.test(w[0]!));
  const significant = words.filter((w) => !SKIP.has(w.toLowerCase()));
  const picked = (significant.length > 0 ? significant : words).slice(0, 2);
  return picked.map((w) => [...w][0]!.toUpperCase()).join('') || '?';
}
