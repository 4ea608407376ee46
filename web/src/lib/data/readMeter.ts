import type { QuerySnapshot } from 'firebase/firestore';

/**
 * Whether reads are metered: on the dev server and in the build `npm run bench` drives (VITE_METER_READS); any other
 * production build drops the bodies.
 */
// (cast: the tests' type-check compiles this file without Vite's types)
const env = (import.meta as unknown as { env: { DEV: boolean; VITE_METER_READS?: string } }).env;
const METERED = env.DEV || env.VITE_METER_READS === 'true';

/**
 * Document reads as Firestore bills them, summed on `window.__tesseraReads` for `npm run bench`. Counted where
 * the data arrives, not estimated: a listener's added and modified documents (a query with no result still
 * costs one read), one per document read, and for a count() one read per 1,000 index entries counted.
 */
export function meterReads(n: number): void {
  if (!METERED) return;
  const w = window as unknown as { __tesseraReads?: number };
  w.__tesseraReads = (w.__tesseraReads ?? 0) + n;
}

/** A listener's answer: the first bills every document it holds (at least one), later ones what was added or changed. */
export function meterSnapshot(snap: QuerySnapshot, first: boolean): void {
  if (!METERED) return;
  meterReads(first ? Math.max(1, snap.size) : snap.docChanges().filter((c) => c.type !== 'removed').length);
}

export const meterCount = (count: number) => meterReads(Math.max(1, Math.ceil(count / 1000)));

/**
 * Listeners on one document share one watch target in the SDK, which Firestore bills once per change, however many
 * screens listen (the organization's document: preferences, logo, plan). Only the first listener of a path meters
 * it; `release` hands the path back when that listener stops (a listener that came later and stays is then not
 * metered: the count errs low only in that rare order, never twice for one billed read).
 */
const documentOwners = new Map<string, symbol>();

const NO_METER = { meter: () => undefined, release: () => undefined };

export function documentMeter(path: string): { meter: () => void; release: () => void } {
  // a production build keeps no bookkeeping for a count nobody reads
  if (!METERED) return NO_METER;
  const me = Symbol(path);
  if (!documentOwners.has(path)) documentOwners.set(path, me);
  return {
    meter: () => {
      if (documentOwners.get(path) === me) meterReads(1);
    },
    release: () => {
      if (documentOwners.get(path) === me) documentOwners.delete(path);
    },
  };
}
