import { describe, expect, it } from 'vitest';
import { registerContent, type RegisterContent, type RegisterEntry } from './entry';
import { registerSettingsOf, UnresolvedTracker } from './resolutions';

let next = 0;
const entry = (content: RegisterContent): RegisterEntry => {
  next += 1;
  return { ...content, seq: next, writtenAt: '2026-03-01T10:00:00.000Z', prevHash: '', hash: '' };
};
/** The tracker fed the whole list at once (the server feeds it a page at a time). */
const unresolvedAdmissions = (entries: RegisterEntry[]) => {
  const tracker = new UnresolvedTracker();
  for (const e of entries) tracker.add(e);
  return tracker.list();
};
const person = (surname: string) => ({ memberId: surname.toLowerCase(), surname, name: 'Anna', admissionDate: '2026-03-01' });

describe('UnresolvedTracker', () => {
  it('keeps the admissions and openings with no resolution, by number', () => {
    next = 0;
    const list = [
      entry(registerContent('opening', person('Rossi'))),
      entry(registerContent('opening', { ...person('Bianchi'), resolution: 'Delibera n. 1 del 10/01/2026' })),
      entry(registerContent('admission', person('Verdi'))),
      entry(registerContent('fee', { memberId: 'verdi', feeYear: 2026, feeCents: 2000 })),
      entry(registerContent('departure', { memberId: 'neri', departureCause: 'withdrawal' })),
    ];
    expect(unresolvedAdmissions(list).map((u) => [u.seq, u.kind, u.surname, u.admissionDate])).toEqual([
      [1, 'opening', 'Rossi', '2026-03-01'],
      [3, 'admission', 'Verdi', '2026-03-01'],
    ]);
  });

  it('drops an admission once a later correction naming it carries a resolution; other corrections do not count', () => {
    next = 0;
    const list = [
      entry(registerContent('admission', person('Rossi'))),
      entry(registerContent('admission', person('Verdi'))),
      entry(registerContent('correction', { ...person('Rossi'), corrects: 1, note: 'indirizzo rettificato' })),
      entry(registerContent('correction', { ...person('Verdi'), corrects: 2, resolution: 'Delibera n. 12 del 15/03/2026' })),
    ];
    expect(unresolvedAdmissions(list).map((u) => u.seq)).toEqual([1]);
  });

  it('gives the same answer fed a page at a time', () => {
    next = 0;
    const list = Array.from({ length: 7 }, (_, i) =>
      i % 3 === 2
        ? entry(registerContent('correction', { corrects: i, resolution: `Delibera n. ${i}` }))
        : entry(registerContent('admission', person(`S${i}`))),
    );
    const tracker = new UnresolvedTracker();
    for (const page of [list.slice(0, 2), list.slice(2, 5), list.slice(5)]) for (const e of page) tracker.add(e);
    expect(tracker.list()).toEqual(unresolvedAdmissions(list));
    expect(tracker.list().map((u) => u.seq)).toEqual([1, 4, 7]);
  });
});

describe('registerSettingsOf', () => {
  it('is off by default and keeps a stored value that holds', () => {
    expect(registerSettingsOf(undefined)).toEqual({ resolutionRequired: false });
    expect(registerSettingsOf({ resolutionRequired: 'yes' })).toEqual({ resolutionRequired: false });
    expect(registerSettingsOf({ resolutionRequired: true, other: 1 })).toEqual({ resolutionRequired: true });
  });
});
