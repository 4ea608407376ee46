import { normalizeSearch } from './searchTokens';

/**
 * Sort keys stored beside the displayed fields (`sortKeys.<column>`), because Firestore orders by raw UTF-8
 * bytes and leaves out every document that lacks the ordered field: a key is always present, folded like the
 * search ('de Luca' sorts with 'De Rosa', 'Ávila' with 'Avila'), names tie-break on the other name, then the tax code, and card
 * numbers sort by value (2 < 10 < 0100), as the in-memory list did.
 */
export function numberSortKey(value: string | null | undefined): string {
  const v = (value ?? '').trim();
  if (!/^\d+$/.test(v)) return normalizeSearch(v);
  return `${v.replace(/^0+(?=\d)/, '').padStart(20, '0')} ${v}`;
}

export interface MemberSortKeys {
  surname: string;
  name: string;
  ssn: string;
  cardNumber: string;
  group: string;
  accountStatus: string;
}

export function memberSortKeys(m: {
  name?: string | null;
  surname?: string | null;
  ssn?: string | null;
  cardNumber?: string | null;
  group?: string | null;
  accountStatus?: string | null;
}): MemberSortKeys {
  return {
    // homonyms then follow their tax code (after the shared name letters: birth year in two digits, month, day): a
    // stable, meaningful order, and few equal keys (the emulator sorts many equal keys ~0.4 s slower at 100,000
    // members, docs/data-model.md §2.6b)
    surname: normalizeSearch(`${m.surname ?? ''} ${m.name ?? ''} ${m.ssn ?? ''}`),
    name: normalizeSearch(`${m.name ?? ''} ${m.surname ?? ''} ${m.ssn ?? ''}`),
    ssn: (m.ssn ?? '').toUpperCase(),
    cardNumber: numberSortKey(m.cardNumber),
    // by the stored id, not the displayed name: names live in listValues and may change without touching members
    group: m.group ?? '',
    accountStatus: m.accountStatus ?? 'ACTIVE',
  };
}

export interface CardSortKeys {
  number: string;
  holder: string;
}

export function cardSortKeys(c: { number?: string | null; holder?: string | null }): CardSortKeys {
  return { number: numberSortKey(c.number), holder: normalizeSearch(c.holder ?? '') };
}
