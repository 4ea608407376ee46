import { randomUUID } from 'node:crypto';
import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { memberPath, orgCol, registerFeePath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { feeEntryOf, feeMemberId } from './feeEntries';
import { holdsLease, leaseHeld, leaseRef, releaseLease, renewLease, takeLease, type RegisterLease } from './lease';
import { memberLifeEntry } from './memberLife';
import { kickDrainer, queueCol, takeKick, type QueuedItem } from './queue';
import { APPEND_ATTEMPTS, appendEntries, categoryNames, headOf, headRef, memberStateRef, type PlannedEntry } from './registerStore';

/**
 * Items one transaction handles. Each writes at most an entry, a state, its queue document's delete and its admission's
 * place among those without a resolution (registerStore.ts); with the head and the lease, 4 × 120 + 2 = 482 writes,
 * under a transaction's 500.
 */
export const DRAIN_BATCH = 120;

/** How long one drainer goes on (its functions run 9 minutes at most): what is left waits for the next one. */
const DRAIN_BUDGET_MS = 7 * 60_000;

export interface DrainResult {
  /** entries appended */
  appended: number;
  /** queue documents handled (an item whose member or payment needed no entry is handled too) */
  handled: number;
  /** whether this call held the lease at some point: false when another drainer was at work all along */
  drained: boolean;
}

type Step = { lost: true } | { lost: false; handled: number; appended: number };

const read = (tx: Transaction, refs: DocumentReference[]): Promise<DocumentSnapshot[]> =>
  refs.length ? tx.getAll(...refs) : Promise.resolve([]);

/**
 * One transaction: the oldest queued items, the head, each member or payment with where the register last put it;
 * every entry they call for (memberLife.ts, feeEntries.ts) appended in queue order, their states written and their
 * queue documents deleted. An item queued again after it was read changes a document the transaction read, so the
 * transaction runs again and sees it. Before the register is started (no head) the items are dropped: the opening step
 * records the members as they are then.
 */
function drainBatch(orgId: string, holder: string): Promise<Step> {
  return db.runTransaction(async (tx): Promise<Step> => {
    const now = new Date();
    const lease = (await tx.get(leaseRef(orgId))).data() as RegisterLease | undefined;
    if (!holdsLease(lease, holder, now.getTime())) return { lost: true };
    const queued = (await tx.get(queueCol(db, orgId).orderBy('queuedAt').limit(DRAIN_BATCH))).docs;
    if (queued.length === 0) return { lost: false, handled: 0, appended: 0 };
    const head = headOf(await tx.get(headRef(db, orgId)));
    const items = queued.map((d) => d.data() as QueuedItem);
    const members = items.filter((i) => i.kind === 'member').map((i) => i.id);
    const fees = items.filter((i) => i.kind === 'fee').map((i) => i.id);
    let planned: PlannedEntry[] = [];
    if (head) {
      const memberRef = (id: string) => db.doc(memberPath(orgId, id));
      const stateRef = (id: string) => memberStateRef(db, orgId, id);
      const paymentRef = (id: string) => db.collection(orgCol(orgId, 'payments')).doc(id);
      const feeStateRef = (id: string) => db.doc(registerFeePath(orgId, id));
      const [memberSnaps, stateSnaps, paymentSnaps, feeStateSnaps, names] = await Promise.all([
        read(tx, members.map(memberRef)),
        read(tx, members.map(stateRef)),
        read(tx, fees.map(paymentRef)),
        read(tx, fees.map(feeStateRef)),
        categoryNames(tx, db, orgId),
      ]);
      const memberOf = new Map(memberSnaps.map((s) => [s.id, s]));
      const feeMembers = fees.map((_, i) => feeMemberId(paymentSnaps[i]!, feeStateSnaps[i]!));
      const missing = [...new Set(feeMembers.filter((id): id is string => !!id && !memberOf.has(id)))];
      for (const snap of await read(tx, missing.map(memberRef))) memberOf.set(snap.id, snap);
      const byItem = new Map<string, PlannedEntry | null>();
      members.forEach((id, i) => byItem.set(`member-${id}`, memberLifeEntry(orgId, id, memberSnaps[i]!, stateSnaps[i]!, names, now)));
      fees.forEach((id, i) => {
        const memberId = feeMembers[i];
        byItem.set(`fee-${id}`, feeEntryOf(orgId, id, paymentSnaps[i]!, feeStateSnaps[i]!, memberId ? memberOf.get(memberId) : undefined));
      });
      planned = items.flatMap((i) => byItem.get(`${i.kind}-${i.id}`) ?? []);
      const contents = planned.map((p) => p.content);
      const { entries } = appendEntries(tx, db, orgId, head, contents, now);
      planned.forEach((p, i) => p.record(tx, entries[i]!.seq));
    }
    for (const d of queued) tx.delete(d.ref);
    renewLease(tx, orgId, holder, now.getTime());
    return { lost: false, handled: queued.length, appended: planned.length };
  }, APPEND_ATTEMPTS);
}

/**
 * Appends everything queued for the organization's register, a batch per transaction, under the drainer's lease
 * (lease.ts): a call finding the lease held by another returns at once, that one drains. It takes the kick away
 * (queue.ts) as it starts, so that what is queued meanwhile starts at most one more run, and again once the queue is
 * empty and the lease given back, before it looks at the queue once more: an item queued before that look is its own
 * to drain, one queued after it finds no kick and creates one, which starts the next drainer. Out of time, it leaves
 * the rest to a run started by a kick of its own.
 */
export async function drainRegister(orgId: string): Promise<DrainResult> {
  const started = Date.now();
  const result: DrainResult = { appended: 0, handled: 0, drained: false };
  for (;;) {
    const holder = randomUUID();
    if ((await leaseHeld(orgId)) || !(await takeLease(orgId, holder))) return result;
    result.drained = true;
    await takeKick(orgId);
    let outOfTime = false;
    try {
      for (;;) {
        const step = await drainBatch(orgId, holder);
        if (step.lost || step.handled === 0) break;
        result.handled += step.handled;
        result.appended += step.appended;
        if (Date.now() - started > DRAIN_BUDGET_MS) {
          outOfTime = true;
          break;
        }
      }
    } finally {
      await releaseLease(orgId, holder);
    }
    await takeKick(orgId);
    // what is left goes on in a run of its own, started by a kick made afresh
    if (outOfTime) {
      await kickDrainer(orgId);
      return result;
    }
    if ((await queueCol(db, orgId).limit(1).get()).empty) return result;
  }
}
