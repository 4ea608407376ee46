import { describe, expect, it } from 'vitest';
import { mergeAdminOnly, splitCustomFields } from './memberPrivate';

describe('splitCustomFields', () => {
  it('keeps the fields shown to members on the member; hidden and undefined ones are back-office only', () => {
    expect(splitCustomFields({ Taglia: 'M', 'Nota interna': 'x', Sconosciuto: 3 }, new Set(['Taglia']))).toEqual({
      visible: { Taglia: 'M' },
      adminOnly: { 'Nota interna': 'x', Sconosciuto: 3 },
    });
  });
});

describe('mergeAdminOnly', () => {
  it('lays the back-office data over the member, custom values of both kinds together', () => {
    const member = { id: 'm1', name: 'Mario', customFields: { Taglia: 'M' } };
    const merged = mergeAdminOnly(member, { notes: 'n', customFields: { Interna: 'x' }, suspensionCommunications: [{ by: 'p' }] });
    expect(merged).toEqual({
      id: 'm1',
      name: 'Mario',
      notes: 'n',
      customFields: { Taglia: 'M', Interna: 'x' },
      suspensionCommunications: [{ by: 'p' }],
    });
    expect(mergeAdminOnly(member, undefined)).toBe(member);
  });
});
