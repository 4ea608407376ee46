import { FieldValue } from 'firebase-admin/firestore';
import { ORG_MEMBER_COUNTER, counterPath, groupMemberCounter } from '@tessera/domain/paths';
import { addCounterDeltas, counterAnomalies, memberCounterDeltas, type MemberCounterDelta } from '@tessera/domain/counters';
import { logger } from 'firebase-functions';
import { processedEventRef } from '../shared/processedEvents';
import { db } from '../shared/admin';
import type { CreatedMember, DerivedWrites, MemberWrite } from '../memberReactions/registry';

/** gRPC's code for a create-only write that found its document */
const ALREADY_EXISTS = 6;

/**
 * Increments for one map field, or nothing when the map is empty. An empty map must never be written:
 * with `merge: true` Firestore takes `{}` as the new value of the field and wipes the counts already there
 * (a member moving between groups changes only `byGroup`, and used to empty `byAccountStatus`).
 */
function increments(field: string, map: Record<string, number>): Record<string, Record<string, FieldValue>> {
  const entries = Object.entries(map);
  if (entries.length === 0) return {};
  return { [field]: Object.fromEntries(entries.map(([k, n]) => [k, FieldValue.increment(n)])) };
}

/** The increments of these deltas, one write per counter document (the organization's, each group's). */
function writeDeltas(orgId: string, deltas: Map<string | null, MemberCounterDelta>, writes: DerivedWrites): void {
  for (const [group, d] of deltas) {
    const ref = db.doc(counterPath(orgId, group === null ? ORG_MEMBER_COUNTER : groupMemberCounter(group)));
    writes.set(
      ref,
      {
        total: FieldValue.increment(d.total),
        ...increments('byAccountStatus', d.byAccountStatus),
        ...increments('byCardStatus', d.byCardStatus),
        ...(group === null ? increments('byGroup', d.byGroup) : {}),
        group,
        updatedAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
  }
}

/**
 * The counters' share of an upload's chunk (registry.ts, createdInBulk): its created members counted with one
 * increment per counter document. The chunk's checkpoint writes it once (a chunk already checkpointed writes nothing),
 * as the event marker does for a single write.
 */
export function countCreatedMembers(orgId: string, created: readonly CreatedMember[], writes: DerivedWrites): void {
  const sum = new Map<string | null, MemberCounterDelta>();
  for (const m of created) addCounterDeltas(sum, memberCounterDeltas(undefined, m.after));
  writeDeltas(orgId, sum, writes);
}

/**
 * The counters' reaction to a member write (wiring.ts): keeps the member counters (organization-wide and per group:
 * total, by account status, by card status, and members per group on the organization's document) right on every
 * create, update and delete, so the dashboard reads a few small documents and never scans members.
 * Events are delivered at least once: the event id is recorded in the same batch as the increments, so a redelivered
 * event changes nothing.
 * A document written around the API with a value no counter can hold (a group such as 'a/b' or 42, a status such
 * as '__x__') is still counted, as no group or under INVALID_KEY, and logged: one bad document never stops the counts.
 */
export async function countMember({ eventId, document, orgId, before, after }: MemberWrite): Promise<void> {
  const anomalies = counterAnomalies(after);
  if (anomalies.length) logger.warn('member counted with unusable fields', { path: document, fields: anomalies });
  const deltas = memberCounterDeltas(before, after);
  if (deltas.size === 0) return;
  const marker = processedEventRef(eventId, 'memberCounters');
  // One batch, no read: the marker is created (create-only) with the increments, so a redelivered event fails as a whole
  // on the marker already there and changes nothing. Nothing is read, so a burst of members (an upload) does not queue
  // on the organization's counter as transactions reading it would.
  const batch = db.batch();
  batch.create(marker, { type: 'memberCounters', at: FieldValue.serverTimestamp() });
  writeDeltas(orgId, deltas, batch);
  try {
    await batch.commit();
  } catch (e) {
    if ((e as { code?: unknown }).code === ALREADY_EXISTS) return;
    throw e;
  }
}
