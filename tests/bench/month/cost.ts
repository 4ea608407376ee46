/**
 * A month's bill from measured counts: each action's measured cost per occurrence, times how often the month model
 * has it happen on each day, priced at list prices with the free tier deducted the way Google deducts it (Firestore's
 * quota per day, the functions' per month). Pure, so the arithmetic is unit-tested (cost.unit.test.ts).
 */
import { PRICES, type Prices } from './prices';

/** What one occurrence of an action costs, or what a day adds up to. */
export interface Usage {
  reads: number;
  writes: number;
  deletes: number;
  invocations: number;
  cpuSeconds: number;
  gibSeconds: number;
  /** bytes the API answered */
  functionsEgressBytes: number;
  /** bytes the browsers downloaded from Firestore (their listeners and gets) */
  firestoreEgressBytes: number;
  mails: number;
}

export const zeroUsage = (): Usage => ({
  reads: 0,
  writes: 0,
  deletes: 0,
  invocations: 0,
  cpuSeconds: 0,
  gibSeconds: 0,
  functionsEgressBytes: 0,
  firestoreEgressBytes: 0,
  mails: 0,
});

export function addScaled(into: Usage, unit: Usage, times: number): Usage {
  for (const key of Object.keys(into) as (keyof Usage)[]) into[key] += unit[key] * times;
  return into;
}

/** On which days of a 30-day month an action happens. */
export type When =
  /** evenly over the working days */
  | { kind: 'workingDays' }
  /** all on one day */
  | { kind: 'day'; day: number }
  /** `share` of it on `day`, the rest evenly over the other working days */
  | { kind: 'peak'; day: number; share: number };

export const DAYS = 30;
/** 21 working days: Monday to Friday from day 0, a Monday */
export const WORKING_DAYS = Array.from({ length: DAYS }, (_, d) => d)
  .filter((d) => d % 7 < 5)
  .slice(0, 21);

/** How many of `count` occurrences fall on each day. */
export function spread(count: number, when: When): number[] {
  const days = new Array<number>(DAYS).fill(0);
  if (when.kind === 'day') days[when.day] = count;
  else if (when.kind === 'workingDays') for (const d of WORKING_DAYS) days[d] = count / WORKING_DAYS.length;
  else {
    const others = WORKING_DAYS.filter((d) => d !== when.day);
    days[when.day] = count * when.share;
    for (const d of others) days[d] = (count * (1 - when.share)) / others.length;
  }
  return days;
}

export interface Occurrences {
  unit: Usage;
  count: number;
  when: When;
}

/** Each day's usage. */
export function dailyUsage(actions: readonly Occurrences[]): Usage[] {
  const days = Array.from({ length: DAYS }, zeroUsage);
  for (const a of actions) spread(a.count, a.when).forEach((n, d) => addScaled(days[d]!, a.unit, n));
  return days;
}

const GIB = 1024 ** 3;
const over = (used: number, free: number) => Math.max(0, used - free);

export interface Bill {
  usage: Usage;
  days: readonly Usage[];
  storedGib: number;
  /** euros per line of the bill, after the free tier */
  eur: {
    reads: number;
    writes: number;
    deletes: number;
    storage: number;
    invocations: number;
    cpu: number;
    memory: number;
    egress: number;
  };
  totalEur: number;
  /** the day that uses the largest share of a daily Firestore quota, and that share (1 = the whole quota) */
  busiest: { day: number; quota: 'reads' | 'writes' | 'deletes'; share: number; usage: Usage };
}

export function priceMonth(days: readonly Usage[], storedGib: number, prices: Prices = PRICES): Bill {
  const f = prices.firestore;
  const fn = prices.functions;
  const free = prices.free;
  const usage = days.reduce((sum, d) => addScaled(sum, d, 1), zeroUsage());
  const perDay = (key: 'reads' | 'writes' | 'deletes', freePerDay: number, per100k: number) =>
    days.reduce((sum, d) => sum + (over(d[key], freePerDay) / 100_000) * per100k, 0);
  const usd = {
    reads: perDay('reads', free.readsPerDay, f.readsPer100k),
    writes: perDay('writes', free.writesPerDay, f.writesPer100k),
    deletes: perDay('deletes', free.deletesPerDay, f.deletesPer100k),
    storage: over(storedGib, free.storedGib) * f.storedGibMonth,
    invocations: (over(usage.invocations, free.invocationsMonth) / 1e6) * fn.invocationsPerMillion,
    cpu: over(usage.cpuSeconds, free.cpuSecondsMonth) * fn.cpuSecond,
    memory: over(usage.gibSeconds, free.gibSecondsMonth) * fn.gibSecond,
    egress:
      over(usage.functionsEgressBytes / GIB, free.functionsEgressGibMonth) * fn.egressGib +
      over(usage.firestoreEgressBytes / GIB, free.firestoreEgressGibMonth) * f.egressGib,
  };
  const eur = Object.fromEntries(Object.entries(usd).map(([k, v]) => [k, v * prices.eurPerUsd])) as Bill['eur'];
  const totalEur = Object.values(eur).reduce((a, b) => a + b, 0);

  let busiest: Bill['busiest'] = { day: 0, quota: 'reads', share: 0, usage: days[0] ?? zeroUsage() };
  days.forEach((d, day) => {
    for (const [quota, freePerDay] of [
      ['reads', free.readsPerDay],
      ['writes', free.writesPerDay],
      ['deletes', free.deletesPerDay],
    ] as const) {
      const share = d[quota] / freePerDay;
      if (share > busiest.share) busiest = { day, quota, share, usage: d };
    }
  });
  return { usage, days, storedGib, eur, totalEur, busiest };
}

/** What a usage costs at list price, free tier ignored, in euros: how much each action weighs in a bill. */
export function listPriceEur(u: Usage, prices: Prices = PRICES): number {
  const f = prices.firestore;
  const fn = prices.functions;
  const usd =
    (u.reads / 100_000) * f.readsPer100k +
    (u.writes / 100_000) * f.writesPer100k +
    (u.deletes / 100_000) * f.deletesPer100k +
    (u.invocations / 1e6) * fn.invocationsPerMillion +
    u.cpuSeconds * fn.cpuSecond +
    u.gibSeconds * fn.gibSecond +
    (u.functionsEgressBytes / GIB) * fn.egressGib +
    (u.firestoreEgressBytes / GIB) * f.egressGib;
  return usd * prices.eurPerUsd;
}

/** The actions that weigh most in a month at list price, heaviest first (an action listed twice counts once). */
export function drivers<A extends Occurrences & { name: string }>(actions: readonly A[], n = 3): { name: string; eur: number }[] {
  const byName = new Map<string, number>();
  for (const a of actions) byName.set(a.name, (byName.get(a.name) ?? 0) + listPriceEur(addScaled(zeroUsage(), a.unit, a.count)));
  return [...byName]
    .map(([name, eur]) => ({ name, eur }))
    .sort((a, b) => b.eur - a.eur)
    .slice(0, n);
}
