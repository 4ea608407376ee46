import { describe, expect, it } from 'vitest';
import { applyFilters, searchMembers, sortMembers } from './filterMembers';
import type { MemberRow } from './api/useMembers';

/** The list's default order (surname, name), then the search, as SubscribersPage chains them. */
const filterMembers = (rows: MemberRow[], search: string) => searchMembers(sortMembers(rows, { key: 'surname', dir: 'asc' }), search);

const row = (id: string, name: string, surname: string, extra: Partial<MemberRow> = {}): MemberRow => ({
  id,
  name,
  surname,
  ssn: `SSN${id}`,
  accountStatus: 'ACTIVE',
  cardStatus: 'ACTIVE',
  ...extra,
});

describe('filterMembers', () => {
  const rows = [
    row('1', 'Niccolò', 'Rossi', { cardNumber: '100001' }),
    row('2', 'Anna', 'Bianchi', { email: 'anna@x.it' }),
    row('3', 'Luca', 'Rossi'),
  ];
  it('sorts by surname then name', () => {
    expect(filterMembers(rows, '').map((r) => r.id)).toEqual(['2', '3', '1']);
  });
  it('matches accents-insensitively across fields, every word', () => {
    expect(filterMembers(rows, 'niccolo').map((r) => r.id)).toEqual(['1']);
    expect(filterMembers(rows, 'rossi luca').map((r) => r.id)).toEqual(['3']);
    expect(filterMembers(rows, '100001').map((r) => r.id)).toEqual(['1']);
    expect(filterMembers(rows, 'ANNA@X').map((r) => r.id)).toEqual(['2']);
    expect(filterMembers(rows, 'nessuno')).toEqual([]);
  });
  it('keeps the sorted order when searching', () => {
    expect(filterMembers(rows, 'rossi').map((r) => r.id)).toEqual(['3', '1']);
  });
  it('a member changed in a new snapshot (a new row object) is searched by its new values', () => {
    expect(filterMembers(rows, 'luca').map((r) => r.id)).toEqual(['3']);
    const renamed = rows.map((r) => (r.id === '3' ? { ...r, name: 'Marco' } : r));
    expect(filterMembers(renamed, 'luca')).toEqual([]);
    expect(filterMembers(renamed, 'marco').map((r) => r.id)).toEqual(['3']);
  });
});

describe('applyFilters / sortMembers', () => {
  const rows = [
    row('1', 'A', 'Zeta', { group: 'g1', cardNumber: '9', accountStatus: 'SUSPENDED', section: 's1' }),
    row('2', 'B', 'Alfa', { group: 'g2', cardNumber: '10', cardStatus: 'NOT_FOUND' }),
    row('3', 'C', 'Beta', { group: 'g1', cardNumber: '100', category: 'c1' }),
  ];
  it('keeps rows matching every set filter; empty values mean any', () => {
    expect(applyFilters(rows, { group: 'g1' }).map((r) => r.id)).toEqual(['1', '3']);
    expect(applyFilters(rows, { group: 'g1', accountStatus: 'SUSPENDED' }).map((r) => r.id)).toEqual(['1']);
    expect(applyFilters(rows, { cardStatus: 'NOT_FOUND', group: '' }).map((r) => r.id)).toEqual(['2']);
    expect(applyFilters(rows, { section: 's1' }).map((r) => r.id)).toEqual(['1']);
    expect(applyFilters(rows, { category: 'c1' }).map((r) => r.id)).toEqual(['3']);
  });
  it('sorts by a column both ways, card numbers numerically, through labels', () => {
    expect(sortMembers(rows, { key: 'cardNumber', dir: 'asc' }).map((r) => r.id)).toEqual(['1', '2', '3']);
    expect(sortMembers(rows, { key: 'cardNumber', dir: 'desc' }).map((r) => r.id)).toEqual(['3', '2', '1']);
    expect(sortMembers(rows, { key: 'surname', dir: 'desc' }).map((r) => r.id)).toEqual(['1', '3', '2']);
    const names: Record<string, string> = { g1: 'Zzz', g2: 'Aaa' };
    expect(sortMembers(rows, { key: 'group', dir: 'asc' }, (k, r) => (k === 'group' ? names[r.group!]! : '')).map((r) => r.id)).toEqual([
      '2',
      '3',
      '1',
    ]);
  });
});
