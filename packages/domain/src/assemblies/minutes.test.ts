import { describe, expect, it } from 'vitest';
import { attendeeList, draftMinutes, editMinutes, proxyListOf, unknownItems, type MinutesFacts } from './minutes';

const facts: MinutesFacts = {
  assemblyId: 'a1',
  kind: 'ORDINARY',
  title: 'Assemblea',
  firstCall: '2026-04-20T16:00:00.000Z',
  secondCall: '2026-04-21T16:00:00.000Z',
  place: 'Sede',
  online: false,
  call: 'FIRST',
  openedAt: '2026-04-20T16:05:00.000Z',
  closedAt: '2026-04-20T18:00:00.000Z',
  entitled: 10,
  present: 6,
  represented: 2,
  attended: 7,
  attendedRemotely: 0,
  proxies: 2,
  paperProxies: 1,
  attendees: [{ name: 'Bianchi Ada', remote: false }],
  proxyList: [{ giver: 'Rossi Carlo', holder: 'Bianchi Ada', paper: true }],
  items: [
    { id: '1', title: 'Bilancio', vote: true, secret: false, majority: 'SIMPLE', result: null },
    { id: '2', title: 'Varie', vote: false, secret: false, majority: 'SIMPLE', result: null },
  ],
};

describe('minutes', () => {
  it('are drafted from the facts with empty notes and text', () => {
    const m = draftMinutes(facts, 'Ada', 'Bruno');
    expect(m).toMatchObject({ chair: 'Ada', secretary: 'Bruno', text: '', present: 6 });
    expect(m.items.map((i) => i.notes)).toEqual(['', '']);
  });

  it('take an edit: what it leaves out stays, notes go to their item', () => {
    const m = editMinutes(draftMinutes(facts, 'Ada', 'Bruno'), { secretary: 'Carla', items: [{ id: '2', notes: 'Nulla da segnalare' }] });
    expect(m).toMatchObject({ chair: 'Ada', secretary: 'Carla', text: '' });
    expect(m.items.map((i) => i.notes)).toEqual(['', 'Nulla da segnalare']);
  });

  it('name the items an edit gives that the agenda has not', () => {
    const m = draftMinutes(facts, 'Ada', 'Bruno');
    expect(
      unknownItems(m, {
        items: [
          { id: '1', notes: '' },
          { id: '7', notes: '' },
        ],
      }),
    ).toEqual(['7']);
    expect(unknownItems(m, {})).toEqual([]);
  });
});

describe("the minutes' lists", () => {
  const names: Record<string, string> = { a: 'Zanetti Ugo', b: 'Àlvaro Ines', c: 'Bianchi Ada' };
  const nameOf = (id: string) => names[id] ?? '—';
  it("name who attended in the roll's order, surname first, and how", () => {
    expect(
      attendeeList(
        [
          { memberId: 'a', mode: 'HALL' },
          { memberId: 'b', mode: 'REMOTE' },
          { memberId: 'c', mode: 'HALL' },
        ],
        nameOf,
      ),
    ).toEqual([
      { name: 'Àlvaro Ines', remote: true },
      { name: 'Bianchi Ada', remote: false },
      { name: 'Zanetti Ugo', remote: false },
    ]);
  });
  it('name each proxy from giver to holder, by the giver', () => {
    expect(
      proxyListOf(
        [
          { giver: 'a', holder: 'c', paper: true },
          { giver: 'b', holder: 'c', paper: false },
        ],
        nameOf,
      ),
    ).toEqual([
      { giver: 'Àlvaro Ines', holder: 'Bianchi Ada', paper: false },
      { giver: 'Zanetti Ugo', holder: 'Bianchi Ada', paper: true },
    ]);
  });
});
