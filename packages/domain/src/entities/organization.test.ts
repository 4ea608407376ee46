import { describe, expect, it } from 'vitest';
import { listNamesOf } from './organization';

describe('listNamesOf: the one-document summary of the list values', () => {
  it('names every value by type and id, every type present, unknown types and nameless values left out', () => {
    const names = listNamesOf([
      { id: 'g1', type: 'groups', name: 'Milano' },
      { id: 'g2', type: 'groups', name: 'Roma' },
      { id: 'c1', type: 'categories', name: 'Ordinario' },
      { id: 'x', type: 'colours', name: 'Blu' },
      { id: 'y', type: 'sections', name: 42 },
    ]);
    expect(names).toEqual({
      groups: { g1: 'Milano', g2: 'Roma' },
      sections: {},
      categories: { c1: 'Ordinario' },
      marital: {},
      group_companies: {},
      ext_companies: {},
      conv_companies: {},
    });
  });
});
