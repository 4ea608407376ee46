import { describe, expect, it } from 'vitest';
import { propagatesDeceased, CLEARABLE_MEMBER_FIELDS, deleteRelativeInput, memberPatch, nextCardNumber } from './member';

describe('nextCardNumber', () => {
  it('takes the highest numeric value, keeps leading zeros, ignores non-numbers', () => {
    expect(nextCardNumber([])).toEqual({ number: null, suggestion: '1' });
    expect(nextCardNumber(['999', '1000', 'abc'])).toEqual({ number: '1000', suggestion: '1001' });
    expect(nextCardNumber(['0099', '12'])).toEqual({ number: '0099', suggestion: '0100' });
    expect(nextCardNumber(['999999999999'])).toEqual({ number: '999999999999', suggestion: '1000000000000' });
  });
});

describe('propagatesDeceased', () => {
  const byAdmin = { deceased: true, ssn: 'X', deceasedByRole: 'organization' };
  it('a flag switched on by a general (or platform) admin on a member that existed, with a tax code', () => {
    expect(propagatesDeceased({ deceased: false }, byAdmin)).toBe(true);
    expect(propagatesDeceased({}, { ...byAdmin, deceasedByRole: 'platform' })).toBe(true);
  });
  it('never a member created deceased, a flag by any other role or none, a copy, or no tax code', () => {
    expect(propagatesDeceased(undefined, byAdmin)).toBe(false);
    for (const role of ['group', 'management', 'staff', 'member', undefined, 'nobody'])
      expect(propagatesDeceased({ deceased: false }, { ...byAdmin, deceasedByRole: role })).toBe(false);
    expect(propagatesDeceased({ deceased: true }, byAdmin)).toBe(false);
    expect(propagatesDeceased({}, { ...byAdmin, deceasedSource: { org: 'o' } })).toBe(false);
    expect(propagatesDeceased({}, { ...byAdmin, ssn: '' })).toBe(false);
    expect(propagatesDeceased({}, undefined)).toBe(false);
  });
});

describe('deleteRelativeInput', () => {
  it('needs an index or a relative id', () => {
    expect(deleteRelativeInput.safeParse({ id: 'm1', index: 0 }).success).toBe(true);
    expect(deleteRelativeInput.safeParse({ id: 'm1', relativeId: 'r' }).success).toBe(true);
    const bad = deleteRelativeInput.safeParse({ id: 'm1' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['relativeId']);
  });
});

describe('memberPatch', () => {
  it('null removes an optional field', () => {
    expect(memberPatch.parse({ secondaryEmail: null, residence: null, birthDate: null })).toEqual({
      secondaryEmail: null,
      residence: null,
      birthDate: null,
    });
    expect(CLEARABLE_MEMBER_FIELDS).toEqual(expect.arrayContaining(['phone', 'email', 'cardNumber', 'customFields', 'group']));
  });
  it('null on a required field or a flag is refused with a message key', () => {
    for (const field of ['name', 'surname', 'ssn', 'accountStatus', 'deceased', 'cancellationRequested', 'payrollCharge']) {
      expect(memberPatch.safeParse({ [field]: null }).success, field).toBe(false);
      expect(CLEARABLE_MEMBER_FIELDS).not.toContain(field);
    }
    expect(memberPatch.safeParse({ name: null }).error?.issues[0]).toMatchObject({ path: ['name'], message: 'validation.required' });
  });
  it('a value is still checked', () => {
    expect(memberPatch.safeParse({ secondaryEmail: 'not-an-email' }).success).toBe(false);
  });
});
