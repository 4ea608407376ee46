/**
 * Key ranges that split a large collection into several listen targets. One realtime query over 20,000
 * documents is one huge first answer (the Firestore emulator aborts the channel past 10,000 pending
 * messages, and a phone chokes on it); several ranges, opened one after another, deliver the same documents
 * in bites, and each stays live on its own.
 */
export interface KeyRange {
  /** inclusive lower bound, none for the first range */
  from?: string;
  /** exclusive upper bound, none for the last range */
  to?: string;
}

/**
 * Split points for Italian surnames (and card holders, "Surname Name"): each range holds at most about a
 * fifth of the people by the frequency of initials; lower-case and accented initials sort after "Z" and fall
 * in the last range. Ranges cover every string: each value is in exactly one.
 */
export const SURNAME_SPLITS = ['B', 'C', 'D', 'G', 'M', 'P', 'S'] as const;

export function keyRanges(splits: readonly string[]): KeyRange[] {
  const sorted = [...splits].sort();
  return Array.from({ length: sorted.length + 1 }, (_, i) => ({
    ...(i > 0 ? { from: sorted[i - 1] } : {}),
    ...(i < sorted.length ? { to: sorted[i] } : {}),
  }));
}
