import { describe, expect, it } from 'vitest';
import { assemblyInput, callAt, noticeKept } from './assembly';
import { addMonths, entitlement, withException } from './entitlement';
import { DEFAULT_STATUTE_RULES as R, proxyLimit, quorumReached, statuteRulesOf } from './rules';
import { tally, type Ballot } from './tally';

const ballots = (yes: number, no: number, abstain: number): Ballot[] => [
  { choice: 'YES', weight: yes },
  { choice: 'NO', weight: no },
  { choice: 'ABSTAIN', weight: abstain },
];

describe('statute rules', () => {
  it('fall back to the law for what the association never set', () => {
    expect(statuteRulesOf(undefined)).toEqual(R);
    expect(statuteRulesOf({ noticeDays: 15, votingSeniorityMonths: 'x' })).toEqual(R);
    expect(statuteRulesOf({ noticeDays: 15 }).noticeDays).toBe(15);
  });

  it('allow three proxies below 500 members and five from 500', () => {
    expect(proxyLimit(499, R)).toBe(3);
    expect(proxyLimit(500, R)).toBe(5);
  });
});

describe('entitlement', () => {
  const inSince = (admissionDate: string) => ({ standing: 'in' as const, admissionDate });
  it('needs the register, three months in it on the day, and the year’s fee', () => {
    expect(entitlement(null, true, '2026-06-01', R)).toEqual({ entitled: false, reason: 'NOT_IN_REGISTER' });
    expect(entitlement({ standing: 'out', admissionDate: '2020-01-01' }, true, '2026-06-01', R)).toEqual({
      entitled: false,
      reason: 'LEFT',
    });
    expect(entitlement(inSince('2026-03-02'), true, '2026-06-01', R)).toEqual({
      entitled: false,
      reason: 'TOO_RECENT',
      eligibleFrom: '2026-06-02',
    });
    expect(entitlement(inSince('2026-03-01'), true, '2026-06-01', R)).toEqual({ entitled: true });
    expect(entitlement(inSince('2026-03-01'), false, '2026-06-01', R)).toEqual({ entitled: false, reason: 'FEE_UNPAID' });
    expect(entitlement(inSince('2026-03-01'), false, '2026-06-01', { ...R, feeRequired: false })).toEqual({ entitled: true });
    expect(entitlement(inSince('2026-06-01'), true, '2026-06-01', { ...R, votingSeniorityMonths: 0 })).toEqual({ entitled: true });
  });

  it('judges the register as it stood on the assembly’s day, not as it stands today', () => {
    const left = (departureDate: string | null) => ({ standing: 'out' as const, admissionDate: '2020-01-01', departureDate });
    // left after the convocation but before the assembly, or on its day: not a member on the day
    expect(entitlement(left('2026-05-20'), true, '2026-06-01', R)).toEqual({ entitled: false, reason: 'LEFT' });
    expect(entitlement(left('2026-06-01'), true, '2026-06-01', R)).toEqual({ entitled: false, reason: 'LEFT' });
    expect(entitlement(left(null), true, '2026-06-01', R)).toEqual({ entitled: false, reason: 'LEFT' });
    // left after the assembly (its roll asked for again later): a member on its day, who voted
    expect(entitlement(left('2026-06-02'), true, '2026-06-01', R)).toEqual({ entitled: true });
    // admitted after the assembly: not in the register on its day
    expect(entitlement(inSince('2026-06-02'), true, '2026-06-01', { ...R, votingSeniorityMonths: 0 })).toEqual({
      entitled: false,
      reason: 'NOT_IN_REGISTER',
    });
    // three months reached by the assembly's day, not by today: entitled on the day
    expect(entitlement(inSince('2026-02-28'), true, '2026-05-28', R)).toEqual({ entitled: true });
    expect(entitlement(inSince('2026-02-28'), true, '2026-05-27', R)).toMatchObject({ reason: 'TOO_RECENT', eligibleFrom: '2026-05-28' });
  });

  it('lets an admin’s exception stand for the rules, the reason kept', () => {
    const unpaid = entitlement({ standing: 'in', admissionDate: '2020-01-01' }, false, '2026-06-01', R);
    expect(withException(unpaid, true)).toEqual({ entitled: true, waived: 'FEE_UNPAID' });
    expect(withException(unpaid, false)).toBe(unpaid);
    expect(withException({ entitled: true }, true)).toEqual({ entitled: true });
  });

  it('counts months to the same day, kept to the month’s end', () => {
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
    expect(addMonths('2026-10-15', 3)).toBe('2027-01-15');
  });
});

describe('quorum', () => {
  it('asks half of the entitled on first call and anyone on second for an ordinary assembly', () => {
    expect(quorumReached('FIRST', 'ORDINARY', 4, 1, 11, R)).toEqual({ reached: false, needed: 6, missing: 1 });
    expect(quorumReached('FIRST', 'ORDINARY', 4, 2, 11, R)).toEqual({ reached: true, needed: 6 });
    expect(quorumReached('SECOND', 'ORDINARY', 1, 0, 11, R)).toEqual({ reached: true, needed: 1 });
    expect(quorumReached('SECOND', 'ORDINARY', 0, 0, 11, R)).toEqual({ reached: false, needed: 1, missing: 1 });
  });

  it('asks three quarters, then half, for an extraordinary one', () => {
    expect(quorumReached('FIRST', 'EXTRAORDINARY', 7, 0, 10, R)).toEqual({ reached: false, needed: 8, missing: 1 });
    expect(quorumReached('SECOND', 'EXTRAORDINARY', 3, 2, 10, R)).toEqual({ reached: true, needed: 5 });
  });
});

describe('tally', () => {
  it('passes a simple majority on more yes than no, abstentions aside', () => {
    expect(tally(ballots(3, 2, 10), 'SIMPLE', 15)).toMatchObject({ yes: 3, no: 2, abstain: 10, passed: true });
    expect(tally(ballots(2, 2, 0), 'SIMPLE', 4).passed).toBe(false);
  });

  it('counts absolute and two-thirds majorities against those present and represented', () => {
    expect(tally(ballots(5, 0, 0), 'ABSOLUTE', 10)).toMatchObject({ needed: 6, passed: false });
    expect(tally(ballots(6, 0, 0), 'ABSOLUTE', 10)).toMatchObject({ needed: 6, passed: true });
    expect(tally(ballots(6, 3, 0), 'TWO_THIRDS', 9)).toMatchObject({ needed: 6, passed: true });
    expect(tally(ballots(5, 3, 1), 'TWO_THIRDS', 9).passed).toBe(false);
  });
});

describe('assembly', () => {
  const valid = {
    kind: 'ORDINARY',
    title: 'Assemblea ordinaria 2026',
    firstCall: '2026-04-20T18:00:00+02:00',
    secondCall: '2026-04-21T18:00:00+02:00',
    place: 'Sede sociale',
    online: false,
    agenda: [{ title: 'Bilancio 2025', vote: true, secret: false, majority: 'SIMPLE' }],
  };
  it('wants the second call after the first, a place or a link, and secrecy only for votes', () => {
    expect(assemblyInput.safeParse(valid).success).toBe(true);
    const wrong = assemblyInput.safeParse({
      ...valid,
      secondCall: valid.firstCall,
      place: null,
      agenda: [{ title: 'Saluti', vote: false, secret: true, majority: 'SIMPLE' }],
    });
    expect(wrong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['secondCall', 'validation.endBeforeStart'],
      ['place', 'validation.chooseOne'],
      ['agenda.0.secret', 'validation.notAllowed'],
    ]);
  });

  it('opens on the second call once its time came, and keeps the notice in whole days', () => {
    expect(callAt(valid, new Date('2026-04-20T16:30:00Z'))).toBe('FIRST');
    expect(callAt(valid, new Date('2026-04-21T16:00:00Z'))).toBe('SECOND');
    expect(noticeKept(valid.firstCall, new Date('2026-04-12T16:00:00Z'), 8)).toBe(true);
    expect(noticeKept(valid.firstCall, new Date('2026-04-12T16:00:01Z'), 8)).toBe(false);
  });
});
