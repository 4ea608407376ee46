import type { MemberRow } from './api/useMembers';

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Search over name, surname, tax code, card number and email; every word must match; sorted by surname, name. */
export function filterMembers(rows: MemberRow[], search: string): MemberRow[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  const matching = words.length
    ? rows.filter((r) => {
        const hay = fold([r.name, r.surname, r.ssn, r.cardNumber ?? '', r.email ?? ''].join(' '));
        return words.every((w) => hay.includes(w));
      })
    : rows;
  return [...matching].sort((a, b) => a.surname.localeCompare(b.surname, 'it') || a.name.localeCompare(b.name, 'it'));
}
