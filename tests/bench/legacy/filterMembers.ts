/**
 * The subscribers list's in-memory pipeline from before the lists read one page at a time (search, filters, sort over every member in the
 * browser), kept for `npm run bench` only: the baseline the server-side list is compared with.
 */
import type { AccountStatus, CardStatus } from '@tessera/domain/entities/member';
import type { MemberRow } from '../../../web/src/features/members/api/useMembers';

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export interface MemberFilters {
  group?: string;
  section?: string;
  category?: string;
  accountStatus?: AccountStatus | '';
  cardStatus?: CardStatus | '';
}

export const SORT_KEYS = ['surname', 'name', 'ssn', 'cardNumber', 'group', 'accountStatus'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export interface MemberSort {
  key: SortKey;
  dir: 'asc' | 'desc';
}

const collator = new Intl.Collator('it', { sensitivity: 'base', numeric: true });

/**
 * The folded text a row is searched in, computed once per row object: a live snapshot gives new objects
 * for changed members only, so each keystroke over 20,000 members folds nothing again.
 */
const haystacks = new WeakMap<MemberRow, string>();
function haystackOf(r: MemberRow): string {
  let hay = haystacks.get(r);
  if (hay === undefined) {
    hay = fold([r.name, r.surname, r.ssn, r.cardNumber ?? '', r.email ?? ''].join(' '));
    haystacks.set(r, hay);
  }
  return hay;
}

/** Search over name, surname, tax code, card number and email; every word must match. */
export function searchMembers(rows: readonly MemberRow[], search: string): MemberRow[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (!words.length) return [...rows];
  return rows.filter((r) => {
    const hay = haystackOf(r);
    return words.every((w) => hay.includes(w));
  });
}

/** Keeps the rows matching every filter that is set (empty string or undefined = any). */
export function applyFilters(rows: readonly MemberRow[], f: MemberFilters): MemberRow[] {
  const active = (Object.entries(f) as [keyof MemberFilters, string | undefined][]).filter(([, v]) => !!v);
  if (!active.length) return [...rows];
  return rows.filter((r) => active.every(([k, v]) => r[k] === v));
}

/**
 * Sorts a copy by one column (ties by surname, name). `label` turns ids (group) into the text the user
 * sees, so a sort by group follows the names, not the ids.
 */
export function sortMembers(
  rows: readonly MemberRow[],
  sort: MemberSort,
  label: (key: SortKey, row: MemberRow) => string = defaultLabel,
): MemberRow[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  const keyed = rows.map((r) => ({ r, k: label(sort.key, r) }));
  keyed.sort(
    (a, b) => sign * collator.compare(a.k, b.k) || collator.compare(a.r.surname, b.r.surname) || collator.compare(a.r.name, b.r.name),
  );
  return keyed.map((x) => x.r);
}

function defaultLabel(key: SortKey, row: MemberRow): string {
  return String(row[key] ?? '');
}
