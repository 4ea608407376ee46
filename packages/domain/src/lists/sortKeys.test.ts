import { describe, expect, it } from 'vitest';
import { memberSortKeys, numberSortKey } from './sortKeys';

describe('sort keys', () => {
  it('orders card numbers by value, leading zeros kept apart', () => {
    const sorted = ['0100', '10', '2', '010'].sort((a, b) => (numberSortKey(a) < numberSortKey(b) ? -1 : 1));
    expect(sorted).toEqual(['2', '010', '10', '0100']);
  });
  it('always has every key, folded, names tied by the other name', () => {
    const k = memberSortKeys({ name: 'Ánna', surname: 'de Luca' });
    expect(k).toEqual({ surname: 'de luca anna', name: 'anna de luca', ssn: '', cardNumber: '', group: '', accountStatus: 'ACTIVE' });
    expect(memberSortKeys({ name: 'Zoe', surname: 'De Rosa' }).surname > k.surname).toBe(true);
  });
  it('orders homonyms by tax code, before a longer name', () => {
    const older = memberSortKeys({ name: 'Marco', surname: 'Rossi', ssn: 'RSSMRC70A01H501Z' });
    const younger = memberSortKeys({ name: 'Marco', surname: 'Rossi', ssn: 'RSSMRC85E12F205X' });
    const longer = memberSortKeys({ name: 'Marcoantonio', surname: 'Rossi', ssn: 'RSSMCN60A01H501K' });
    expect(older.surname).toBe('rossi marco rssmrc70a01h501z');
    expect(older.name).toBe('marco rossi rssmrc70a01h501z');
    expect([longer, younger, older].map((k) => k.surname).sort()).toEqual([older.surname, younger.surname, longer.surname]);
    expect([longer, younger, older].map((k) => k.name).sort()).toEqual([older.name, younger.name, longer.name]);
  });
});
