import type { QuerySnapshot } from 'firebase/firestore';

/** Whether reads are metered: on the dev server, which `npm run bench` drives; a production build drops the bodies. */
const METERED = (import.meta as unknown as { env: { DEV: boolean } }).env.DEV;

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
