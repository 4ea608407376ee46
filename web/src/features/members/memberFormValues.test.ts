import { describe, expect, it } from 'vitest';
import { memberInput } from '@tessera/domain/entities/member';
import { changedFields, cleanFormValues, emptyMemberForm, type MemberFormValues } from './memberFormValues';

const asInput = (v: MemberFormValues) => memberInput.parse(cleanFormValues(v));

describe('changedFields', () => {
  const saved: MemberFormValues = {
    ...emptyMemberForm(),
    name: 'Anna',
    surname: 'Bianchi',
    ssn: 'BNCNNA85M41F205Q',
    phone: '333 1234567',
    secondaryEmail: 'anna@casa.it',
    residence: { line: 'Via Po 1', city: 'TORINO', zip: '10100', state: 'TO', country: 'ITALIA' },
    customFields: { taglia: 'M' },
  };

  it('sends only what changed', () => {
    expect(changedFields(asInput(saved), asInput({ ...saved, phone: '333 0000000' }))).toEqual({ phone: '333 0000000' });
    expect(changedFields(asInput(saved), asInput(saved))).toEqual({});
  });

  it('sends null for a field that had a value and was emptied (texts, addresses, custom fields)', () => {
    const emptied = { ...saved, phone: '', secondaryEmail: '  ', residence: emptyMemberForm().residence, customFields: { taglia: '' } };
    expect(changedFields(asInput(saved), asInput(emptied))).toEqual({
      phone: null,
      secondaryEmail: null,
      residence: null,
      customFields: null,
    });
  });

  it('an empty field that was empty stays out of the patch', () => {
    expect(changedFields(asInput({ ...saved, title: '' }), asInput({ ...saved, title: '', notes: 'x' }))).toEqual({ notes: 'x' });
  });
});
