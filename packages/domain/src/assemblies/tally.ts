import type { Majority } from './rules';

export const CHOICES = ['YES', 'NO', 'ABSTAIN'] as const;
export type Choice = (typeof CHOICES)[number];

export interface Ballot {
  choice: Choice;
  /** the voter's own vote and each proxy they carry */
  weight: number;
}

export interface Tally {
  yes: number;
  no: number;
  abstain: number;
  /** what the majority is counted against: the votes cast (SIMPLE) or those present and represented */
  base: number;
  /** the yes votes needed to pass */
  needed: number;
  passed: boolean;
}

/** Counts the ballots (each by its weight) against the item's majority; `attending` = present + represented. */
export function tally(ballots: readonly Ballot[], majority: Majority, attending: number): Tally {
  const sum = (c: Choice) => ballots.filter((b) => b.choice === c).reduce((s, b) => s + b.weight, 0);
  const yes = sum('YES');
  const no = sum('NO');
  const abstain = sum('ABSTAIN');
  if (majority === 'SIMPLE') {
    const base = yes + no;
    return { yes, no, abstain, base, needed: Math.floor(base / 2) + 1, passed: yes > no };
  }
  const base = Math.max(attending, yes + no + abstain);
  const needed = majority === 'ABSOLUTE' ? Math.floor(base / 2) + 1 : Math.ceil((base * 2) / 3);
  return { yes, no, abstain, base, needed, passed: yes > 0 && yes >= needed };
}

/**
 * A count the chair typed (a show of hands, the paper ballots) counts more votes than those present and represented
 * carry: refused by the server (VOTES_OVER_ATTENDANCE) and flagged by the chair's form before it is sent.
 */
export const countOverAttendance = (count: { yes: number; no: number; abstain: number }, attending: number) =>
  count.yes + count.no + count.abstain > attending;
