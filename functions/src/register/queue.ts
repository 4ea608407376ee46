import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { orgCol, registerDrainKickPath } from '@tessera/domain/paths';
import type { CreatedMember, DerivedWrites } from '../memberReactions/registry';
import { db } from '../shared/admin';
import { raced } from '../shared/races';
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
 * The kick (`registerDrain/kick`) starts a drainer when it is created (triggers.ts). It stands from the first item
 * queued while there was none until a drainer takes it away (drain.ts: as it starts and before its last look at the
 * queue), so the items of a burst create it once between them, and start one function run, not one each.
 */
export const kickRef = (store: Firestore, orgId: string) => store.doc(registerDrainKickPath(orgId));

/** gRPC's NOT_FOUND: the precondition of a delete found no document. */
const NOT_FOUND = 5;

/**
 * Takes the kick away if it stands. Only a standing kick is deleted (a precondition): the Firestore emulator reports
 * the deletion of a missing document as a creation, which would start a drainer that deletes it again, and so on.
 */
export async function takeKick(orgId: string): Promise<void> {
  try {
    await kickRef(db, orgId).delete({ exists: true });
  } catch (e) {
    if ((e as { code?: unknown }).code !== NOT_FOUND) throw e;
  }
}

/** Creates the kick unless it stands: a create that finds it is the usual case in a burst, and changes nothing. */
export async function kickDrainer(orgId: string): Promise<void> {
  try {
    await kickRef(db, orgId).create({ at: FieldValue.serverTimestamp() });
  } catch (e) {
    if (!raced(e)) throw e;
  }
}

/** Whether the register is started: until then nothing is queued (see queueForRegister). */
export const registerStarted = async (orgId: string): Promise<boolean> => (await headRef(db, orgId).get()).exists;

/**
 * Marks a member or a payment for the register: one plain write that never waits on the head, then the kick. Before
 * the register is started nothing is queued (one read, outside any transaction): the opening step, whose transactions
 * all come after the head exists, reads every member as they are then, this write included.
 */
export async function queueForRegister(orgId: string, kind: QueueKind, id: string): Promise<void> {
  if (!(await registerStarted(orgId))) return;
  await queueRef(db, orgId, kind, id).set({ kind, id, queuedAt: FieldValue.serverTimestamp() });
  await kickDrainer(orgId);
}

/**
 * Queues the members an upload's chunk created, in its checkpoint (memberReactions/registry.ts, createdInBulk), when
 * the register was started before they were written: their create events then queue nothing, so the register follows
 * the upload chunk by chunk instead of one trigger run per member. The kick is set, not created: standing already, it
 * stays as it is (an update starts no drainer); taken away, it is made afresh and starts one.
 */
export function queueCreatedMembers(orgId: string, created: readonly CreatedMember[], writes: DerivedWrites): void {
  for (const { memberId } of created)
    writes.set(queueRef(db, orgId, 'member', memberId), { kind: 'member', id: memberId, queuedAt: FieldValue.serverTimestamp() }, {});
  writes.set(kickRef(db, orgId), { at: FieldValue.serverTimestamp() }, {});
}
