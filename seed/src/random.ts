/**
 * Seeded pseudo-random numbers (mulberry32): the same seed gives the same demo data on every run and
 * every machine, so screenshots, tests and bug reports can name a member by id.
 * Not for anything secret.
 */
export interface Random {
  /** uniform in [0, 1) */
  next(): number;
  /** integer in [min, max], both included */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** one of `items`, each with its weight (weights need not sum to 1) */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** true with probability p */
  chance(p: number): boolean;
  /** a moment in [from, to) */
  dateBetween(from: Date, to: Date): Date;
  /** n random digits as text (leading zeros kept) */
  digits(n: number): string;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick(items) {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    weighted(items) {
      const total = items.reduce((sum, [, w]) => sum + w, 0);
      let r = next() * total;
      for (const [item, w] of items) {
        r -= w;
        if (r < 0) return item;
      }
      return items[items.length - 1]![0];
    },
    chance: (p) => next() < p,
    // ends reversed (a window that opens after it closes, as 10 January seen from the 3rd): never past `to`, which is
    // today wherever that can happen — a demo dates nothing ahead of the day it is seeded
    dateBetween: (from, to) =>
      new Date(Math.min(to.getTime(), from.getTime() + Math.floor(next() * Math.max(0, to.getTime() - from.getTime())))),
    digits: (n) => Array.from({ length: n }, () => String(int(0, 9))).join(''),
  };
}
