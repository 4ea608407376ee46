import type { DocumentData } from 'firebase-admin/firestore';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';

/** Writes per batch (Firestore takes at most 500). */
const BATCH = 500;

const groupOf = (m: DocumentData | undefined) => (typeof m?.group === 'string' ? m.group : null);

/**
 * A member's registrations to sale items and places in their waiting lists carry its group (seatTaking.ts,
 * marketplace/waitlist.ts), which scopes group admins' reads; when the member moves to another group, they follow (a
 * family member's seats included). The member is read as it is NOW, so two quick moves end like the member whatever
 * order their events run in; a redelivered event finds nothing to do. A deleted member's registrations keep what they
 * had. Returns how many were rewritten.
 */
export async function followRegistrant(
  orgId: string,
  memberId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Promise<number> {
  if (!after || groupOf(before) === groupOf(after)) return 0;
  const current = await db.doc(`${orgCol(orgId, 'members')}/${memberId}`).get();
  if (!current.exists) return 0;
  const group = groupOf(current.data());
  const inOrg = `${orgCol(orgId, 'sales')}/`;
  const [registrations, waiting] = await Promise.all(
    ['registrations', 'waitlist'].map((name) => db.collectionGroup(name).where('memberId', '==', memberId).get()),
  );
  const stale = [...registrations!.docs, ...waiting!.docs].filter(
    (r) => r.ref.path.startsWith(inOrg) && (r.get('group') ?? null) !== group,
  );
  for (let i = 0; i < stale.length; i += BATCH) {
    const batch = db.batch();
    for (const r of stale.slice(i, i + BATCH)) batch.update(r.ref, { group });
    await batch.commit();
  }
  return stale.length;
}
