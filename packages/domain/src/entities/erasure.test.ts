import { describe, expect, it } from 'vitest';
import { erasedRelativeKeys, handTypedRelativeIsErased, isFormerMember, relativeKeysOf, retentionCutoff, retentionOver } from './erasure';

describe('retention of former members', () => {
  it('counts whole years back from today, 29 February included', () => {
    expect(retentionCutoff('2026-12-03', 10)).toBe('2016-12-03');
    expect(retentionCutoff('2028-02-29', 1)).toBe('2027-02-28');
  });

  it('calls former only a member whose membership ended', () => {
    expect(isFormerMember({ accountStatus: 'ACTIVE', cardStatus: 'ACTIVE', validUntil: '2010-12-31' })).toBe(false);
    expect(isFormerMember({ accountStatus: 'INACTIVE', validUntil: null })).toBe(true);
    expect(isFormerMember({ accountStatus: 'ACTIVE', cardStatus: 'INACTIVE', validUntil: null })).toBe(true);
    expect(isFormerMember({ accountStatus: 'ACTIVE', deceased: true, validUntil: null })).toBe(true);
    expect(isFormerMember({ accountStatus: 'PENDING', cardStatus: 'INACTIVE', validUntil: null })).toBe(false);
  });

  it('erases nothing without a period, without a date, or inside the period', () => {
    const former = { accountStatus: 'INACTIVE', validUntil: '2015-12-31' };
    expect(retentionOver(former, '2026-12-03', null)).toBe(false);
    expect(retentionOver({ ...former, validUntil: null }, '2026-12-03', 5)).toBe(false);
    expect(retentionOver(former, '2026-12-03', 20)).toBe(false);
    expect(retentionOver(former, '2026-12-03', 10)).toBe(true);
    expect(retentionOver({ ...former, accountStatus: 'ACTIVE' }, '2026-12-03', 1)).toBe(false);
  });
});

describe('handTypedRelativeIsErased', () => {
  const home = { line: 'Via Roma 1', zip: '00100' };
  const mario = { id: 'm1', name: 'Mario', surname: "D'Amico", relatives: [{ memberId: 'sister' }], residence: home };
  const typed = { name: ' mario ', surname: 'd amico' };

  it('finds the erased member typed by hand in the list of a relative he links, whatever the case and punctuation', () => {
    expect(handTypedRelativeIsErased(typed, { id: 'sister' }, mario)).toBe(true);
  });

  it('finds him in the list of someone at his street and CAP, folded the same way', () => {
    expect(handTypedRelativeIsErased(typed, { id: 'cousin', residence: { line: 'VIA ROMA, 1', zip: '00100' } }, mario)).toBe(true);
  });

  it('leaves a namesake alone: same name, neither linked nor at his address', () => {
    expect(handTypedRelativeIsErased(typed, { id: 'stranger', residence: { line: 'Via Roma 1', zip: '20100' } }, mario)).toBe(false);
    expect(handTypedRelativeIsErased(typed, { id: 'stranger' }, { ...mario, residence: null })).toBe(false);
  });

  it('leaves another name, a linked entry (its link decides) and an erased member without a name alone', () => {
    expect(handTypedRelativeIsErased({ name: 'Maria', surname: "D'Amico" }, { id: 'sister' }, mario)).toBe(false);
    expect(handTypedRelativeIsErased({ ...typed, memberId: 'm9' }, { id: 'sister' }, mario)).toBe(false);
    expect(handTypedRelativeIsErased({ name: '', surname: '' }, { id: 'sister' }, { ...mario, name: '', surname: '' })).toBe(false);
  });
});

describe('relativeKeysOf: what a relatives list is found by', () => {
  const mario = {
    id: 'm1',
    name: 'Mario',
    surname: "D'Amico",
    relatives: [{ memberId: 'sister' }],
    residence: { line: 'Via Roma 1', zip: '00100' },
  };

  it('holds each linked member id and the folded name of each entry typed by hand, sorted, once', () => {
    expect(
      relativeKeysOf([
        { memberId: 'm9', name: 'Ada', surname: 'Neri' },
        { name: ' mario ', surname: 'd amico' },
        { name: 'MARIO', surname: "D'Amico" },
        { memberId: null, name: 'Anna', surname: 'Bianchi' },
      ]),
    ).toEqual(['m9', 'name:anna|bianchi', 'name:mario|d amico']);
  });

  it('holds nothing for no list, an odd one, an erased entry or an empty link', () => {
    expect(relativeKeysOf(undefined)).toEqual([]);
    expect(relativeKeysOf('x')).toEqual([]);
    expect(relativeKeysOf([null, { name: '—', surname: '—' }, { memberId: '', name: 'Ada', surname: 'Neri' }])).toEqual([]);
  });

  it('every entry the eraser would change holds one of the keys it asks for', () => {
    const asked = new Set(erasedRelativeKeys(mario));
    const entries = [
      { memberId: 'm1', name: 'X', surname: 'Y' },
      { name: 'mario', surname: 'D AMICO' },
    ];
    for (const entry of entries) {
      const named = entry.memberId === 'm1' || handTypedRelativeIsErased(entry, { id: 'sister' }, mario);
      expect(named).toBe(true);
      expect(relativeKeysOf([entry]).some((k) => asked.has(k))).toBe(true);
    }
    // a member without a name is asked for by id alone
    expect(erasedRelativeKeys({ id: 'm2' })).toEqual(['m2']);
  });
});
