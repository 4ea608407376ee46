import { FieldPath } from 'firebase-admin/firestore';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { drainRegister } from './drain';

/**
 * What the scheduled sweep does: drains, one organization after the other, every register that still has something
 * queued (a drainer that crashed, or stopped at the end of its time, left it; its lease lapses meanwhile). Finds them
 * one at a time in path order, so an organization whose drainer is still at work is stepped over, not waited on.
 * Answers the organizations it found.
 */
export async function sweepRegisterQueues(): Promise<string[]> {
  const found: string[] = [];
  let after: string | undefined;
  for (;;) {
    let q = db.collectionGroup('registerQueue').orderBy(FieldPath.documentId()).select().limit(1);
    if (after) q = q.startAfter(after);
    const [first] = (await q.get()).docs;
    const orgId = first?.ref.parent.parent?.id;
    if (!orgId) return found;
    found.push(orgId);
    await drainRegister(orgId);
    // past every document id of this organization's queue
    after = `${orgCol(orgId, 'registerQueue')}/\uf8ff`;
  }
}
