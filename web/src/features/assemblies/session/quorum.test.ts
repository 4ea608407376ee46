import { describe, expect, it } from 'vitest';
import { DEFAULT_STATUTE_RULES } from '@tessera/domain/assemblies/rules';
import type { AssemblyDoc } from '../api/assemblies';
import { quorumOf } from './quorum';

const a = (over: Partial<AssemblyDoc>): AssemblyDoc => ({
  id: 'a1',
  kind: 'ORDINARY',
  title: 'Assemblea',
  firstCall: '2026-12-01T17:00:00.000Z',
  secondCall: '2026-12-02T17:00:00.000Z',
  place: 'Sede',
  online: false,
  status: 'CONVENED',
  agenda: [],
  openedOn: null,
  entitledAtOpening: null,
  present: 1,
  represented: 1,
  ...over,
});

describe('the quorum the chair sees', () => {
  it('on first call: half of the entitled, the missing counted from those present and represented', () => {
    const now = new Date('2026-12-01T18:00:00.000Z');
    expect(quorumOf(a({}), DEFAULT_STATUTE_RULES, 5, now)).toEqual({ call: 'FIRST', entitled: 5, needed: 3, missing: 1 });
  });

  it('on second call an ordinary assembly stands with anyone; once open, the call and entitled it was opened with', () => {
    const later = new Date('2026-12-03T00:00:00.000Z');
    expect(quorumOf(a({}), DEFAULT_STATUTE_RULES, 5, later)).toMatchObject({ call: 'SECOND', needed: 1, missing: 0 });
    const open = a({ status: 'OPEN', openedOn: 'FIRST', entitledAtOpening: 10, present: 6, represented: 0 });
    expect(quorumOf(open, DEFAULT_STATUTE_RULES, undefined, later)).toEqual({ call: 'FIRST', entitled: 10, needed: 5, missing: 0 });
    expect(quorumOf(a({}), undefined, 5, later)).toBeNull();
  });
});
