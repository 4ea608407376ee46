import { describe, expect, it } from 'vitest';
import { aggregationDimensions } from './aggregate';
import { fieldsOf } from './fields';
import { defaultColumns, withColumns } from './run';

const hidden = { group: false, section: false, maritalStatus: false };
const shown = { group: true, section: true, maritalStatus: true };
const ids = (mode: 'members' | 'cards' | 'payments', s = shown) => fieldsOf(mode, [], s).map((f) => f.id);

describe('fields the preferences hide', () => {
  it('are not search fields in any mode; shown (or no preferences given) they are', () => {
    for (const mode of ['members', 'cards', 'payments'] as const) {
      expect(ids(mode, hidden).filter((id) => ['group', 'section', 'maritalStatus'].includes(id))).toEqual([]);
      expect(ids(mode)).toEqual(fieldsOf(mode).map((f) => f.id));
    }
    expect(ids('members')).toEqual(expect.arrayContaining(['group', 'section', 'maritalStatus']));
    expect(ids('members', { ...shown, section: false })).not.toContain('section');
  });

  it('leave the default columns and the aggregation dimensions; a query naming its columns keeps them', () => {
    expect(defaultColumns('members', fieldsOf('members', [], hidden))).toEqual([
      'surname',
      'name',
      'cardNumber',
      'accountStatus',
      'cardValidUntil',
    ]);
    expect(defaultColumns('members', fieldsOf('members'))).toContain('group');
    expect(aggregationDimensions('members', fieldsOf('members', [], hidden))).not.toContain('group');
    expect(aggregationDimensions('members', fieldsOf('members', [], hidden))).toContain('ageBand');
    expect(aggregationDimensions('payments', fieldsOf('payments', [], hidden))).toEqual(['mode', 'payYear', 'payMonth', 'status']);
    const query = { mode: 'members' as const, where: { all: [] }, columns: ['surname'] };
    expect(withColumns(query, fieldsOf('members', [], hidden)).columns).toEqual(['surname']);
    expect(withColumns({ ...query, columns: undefined }, fieldsOf('members', [], hidden)).columns).not.toContain('group');
  });
});
