type DocumentData = Record<string, unknown>;

/** The counted facts of a member: whether it exists, its account status and its group. */
interface Counted {
  status: string;
  group: string | null;
}

function counted(doc: DocumentData | undefined): Counted | null {
  if (!doc) return null;
  return { status: String(doc.accountStatus ?? 'ACTIVE'), group: (doc.group as string | undefined) ?? null };
}

/** One counter document's change: total and per-status increments. */
export type CounterDelta = { total: number; byAccountStatus: Record<string, number> };

/**
 * Increments per counter document (the organization's, and each touched group's) for one write.
 * Pure, so the trigger only applies what this returns.
 */
export function memberCounterDeltas(before: DocumentData | undefined, after: DocumentData | undefined): Map<string | null, CounterDelta> {
  const deltas = new Map<string | null, CounterDelta>();
  const add = (key: string | null, status: string, n: number) => {
    const d = deltas.get(key) ?? { total: 0, byAccountStatus: {} };
    d.total += n;
    d.byAccountStatus[status] = (d.byAccountStatus[status] ?? 0) + n;
    deltas.set(key, d);
  };
  const b = counted(before);
  const a = counted(after);
  for (const [c, n] of [
    [b, -1],
    [a, 1],
  ] as const) {
    if (!c) continue;
    add(null, c.status, n); // null = the organization's counter
    if (c.group) add(c.group, c.status, n);
  }
  // Drop zero entries so an edit that changes nothing counted writes nothing.
  for (const [key, d] of deltas) {
    for (const s of Object.keys(d.byAccountStatus)) if (d.byAccountStatus[s] === 0) delete d.byAccountStatus[s];
    if (d.total === 0 && Object.keys(d.byAccountStatus).length === 0) deltas.delete(key);
  }
  return deltas;
}
