import { describe, expect, it } from 'vitest';
import { filterMembers } from './filterMembers';
import type { MemberRow } from './api/useMembers';

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
});
