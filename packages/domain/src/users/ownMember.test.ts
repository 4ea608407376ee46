import { describe, expect, it } from 'vitest';
import { MEMBER_SELF_EDITABLE, memberEditableFields, missingAddressInfo, ownMemberPatch } from './ownMember';

describe('ownMemberPatch: what a member may send about themselves', () => {
  it('accepts the self-editable fields', () => {
    const r = ownMemberPatch.parse({ phone: ' 333 1234567 ', residence: { line: 'Via Roma 1', city: 'ROMA', zip: '00100' } });
    expect(r.phone).toBe('333 1234567');
    expect(r.residence).toEqual({ line: 'Via Roma 1', city: 'ROMA', zip: '00100', state: '', country: '' });
  });
  it.each([['name'], ['ssn'], ['cardNumber'], ['accountStatus'], ['group'], ['email']])('refuses %s', (key) => {
    expect(ownMemberPatch.safeParse({ [key]: 'x' }).success).toBe(false);
  });
});

describe('memberEditableFields', () => {
  it('defaults to every self-editable field', () => expect(memberEditableFields(undefined)).toEqual(MEMBER_SELF_EDITABLE));
  it('follows the preference, ignoring unknown names', () =>
    expect(memberEditableFields({ memberEditableFields: ['residence', 'ssn', 'phone'] })).toEqual(['phone', 'residence']));
});

describe('missingAddressInfo', () => {
  it.each([
    [null, true],
    [{}, true],
    [{ residence: { line: 'Via Roma 1', city: 'ROMA', zip: '' } }, true],
    [{ residence: { line: ' ', city: 'ROMA', zip: '00100' } }, true],
    [{ residence: { line: 'Via Roma 1', city: 'ROMA', zip: '00100' } }, false],
  ])('%j → %s', (m, out) => expect(missingAddressInfo(m)).toBe(out));
});
