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
});
