import type { DocumentData } from 'firebase-admin/firestore';
import { memberPath, orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';

/** Writes per transaction (Firestore takes at most 500). */
const BATCH = 500;

const groupOf = (m: DocumentData | undefined): string | null => (typeof m?.group === 'string' && m.group ? m.group : null);

/**
 * Payments carry a copy of their member's `group`, which the rules scope group admins by. When a member's group
 * changes (an admin's patch, a bulk upload: any writer), the member's payments follow it. Each pass is a transaction
 * that reads the member's group as it is NOW and rewrites the payments not in step (at most BATCH per pass): events
 * of two quick moves may run in either order or at once, and the payments still end in the member's current group.
 * A redelivered event finds nothing to do. A deleted member's payments keep their group. Returns how many moved.
 */
export async function followMemberGroup(
  orgId: string,
  memberId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Promise<number> {
  if (!after || groupOf(before) === groupOf(after)) return 0;
  const memberRef = db.doc(memberPath(orgId, memberId));
  const payments = db.collection(orgCol(orgId, 'payments')).where('memberId', '==', memberId);
  let moved = 0;
  for (;;) {
    const pass = await db.runTransaction(async (tx) => {
      const current = await tx.get(memberRef);
      if (!current.exists) return 0;
      const group = groupOf(current.data());
      const stale = (await tx.get(payments)).docs.filter((p) => (p.get('group') ?? null) !== group).slice(0, BATCH);
      for (const p of stale) tx.update(p.ref, { group });
      return stale.length;
    });
    moved += pass;
    if (pass < BATCH) return moved;
  }
}
