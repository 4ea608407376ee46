import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { headRef } from './registerStore';

/**
 * The register's queue: what its triggers hand to the drainer (drain.ts) instead of appending themselves. A burst of
 * writes (an upload of thousands of members, many fees at once) would otherwise run as many transactions on the one
 * head, which abort each other until they give up. A queued item is only "look at this member (payment) again": the
 * drainer reads it as it is then, so one document per member or payment is enough and repeated events collapse into it.
 */

export type QueueKind = 'member' | 'fee';

export interface QueuedItem {
  kind: QueueKind;
  /** the member's id (member) or the payment's (fee) */
  id: string;
  /** when it was last queued (server time): the drainer takes the oldest first */
  queuedAt: FirebaseFirestore.Timestamp;
}

export const queueCol = (store: Firestore, orgId: string) => store.collection(orgCol(orgId, 'registerQueue'));
export const queueRef = (store: Firestore, orgId: string, kind: QueueKind, id: string) => queueCol(store, orgId).doc(`${kind}-${id}`);

/**
 * Marks a member or a payment for the register: one plain write that never waits on the head. Before the register is
 * started nothing is queued (one read, outside any transaction): the opening step, whose transactions all come after
 * the head exists, reads every member as they are then, this write included.
 */
export async function queueForRegister(orgId: string, kind: QueueKind, id: string): Promise<void> {
  if (!(await headRef(db, orgId).get()).exists) return;
  await queueRef(db, orgId, kind, id).set({ kind, id, queuedAt: FieldValue.serverTimestamp() });
}
