import { describe, expect, it } from 'vitest';
import { changesHolders, customFieldEdit, inFieldOrder, placeFieldValue, valueUnderDefinition } from './customFields';

const select = { name: 'Taglia', type: 'SELECT', allowedValues: ['S', 'M'], visibleToMember: true } as const;

describe('customFieldEdit', () => {
  it('empties the allowed values of a type that takes none, and needs them on a choice', () => {
    expect(customFieldEdit.parse({ name: ' Note ', type: 'TEXT', allowedValues: ['x'] })).toEqual({
      name: 'Note',
      type: 'TEXT',
      allowedValues: [],
      required: false,
      visibleToMember: false,
    });
    expect(customFieldEdit.safeParse({ name: 'Turno', type: 'MULTISELECT' }).error?.issues[0]).toMatchObject({
      path: ['allowedValues'],
      message: 'validation.required',
    });
  });
});

describe('placeFieldValue', () => {
  it('moves a value to the side the definition says, leaving other fields alone', () => {
    expect(placeFieldValue({ Altro: 1 }, { Taglia: 'S' }, select, [])).toEqual({
      shown: { Altro: 1, Taglia: 'S' },
      hidden: {},
      changed: true,
    });
  });

  it('reads a former name, prefers the current name on its own side, and reports nothing when in place', () => {
    expect(placeFieldValue({}, { Misura: 'M' }, select, ['Misura'])).toEqual({ shown: { Taglia: 'M' }, hidden: {}, changed: true });
    expect(placeFieldValue({ Taglia: 'S' }, { Misura: 'M' }, select, ['Misura']).shown).toEqual({ Taglia: 'S' });
    expect(placeFieldValue({ Taglia: 'S' }, {}, select, []).changed).toBe(false);
  });

  it('drops what no longer fits, and everything when the field is deleted', () => {
    expect(placeFieldValue({ Taglia: 'XL' }, {}, select, [])).toEqual({ shown: {}, hidden: {}, changed: true });
    expect(placeFieldValue({}, { Taglia: 'S', Altro: 2 }, null, ['Taglia'])).toEqual({ shown: {}, hidden: { Altro: 2 }, changed: true });
  });
});

describe('valueUnderDefinition', () => {
  it('keeps the allowed values that remain of a multiselect', () => {
    expect(valueUnderDefinition(['A', 'B'], { name: 'x', type: 'MULTISELECT', allowedValues: ['B'] })).toEqual(['B']);
    expect(valueUnderDefinition(['A'], { name: 'x', type: 'MULTISELECT', allowedValues: ['B'] })).toBeUndefined();
  });
});

describe('changesHolders and inFieldOrder', () => {
  const base = { name: 'a', type: 'SELECT', allowedValues: ['x', 'y'], required: false, visibleToMember: false } as const;
  it('a required flag or a new allowed value leaves holders alone; a removed one rewrites them', () => {
    expect(
      changesHolders({ ...base, allowedValues: [...base.allowedValues] }, { ...base, required: true, allowedValues: ['x', 'y', 'z'] }),
    ).toBe(false);
    expect(changesHolders({ ...base, allowedValues: [...base.allowedValues] }, { ...base, allowedValues: ['x'] })).toBe(true);
  });
  it('orders by order, then by name', () => {
    expect(
      inFieldOrder([
        { name: 'b', order: 1 },
        { name: 'a', order: 1 },
        { name: 'c', order: 0 },
      ]).map((f) => f.name),
    ).toEqual(['c', 'a', 'b']);
  });
});
