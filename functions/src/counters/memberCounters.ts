import { FieldValue } from 'firebase-admin/firestore';
import { ORG_MEMBER_COUNTER, counterPath, groupMemberCounter } from '@tessera/domain/paths';
import { counterAnomalies, memberCounterDeltas } from '@tessera/domain/counters';
import { logger } from 'firebase-functions';
import { processedEventRef } from '../shared/processedEvents';
import { db } from '../shared/admin';
import type { MemberWrite } from '../memberReactions/registry';

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

/**
 * The counters' reaction to a member write (wiring.ts): keeps the member counters (organization-wide and per group:
 * total, by account status, by card status, and members per group on the organization's document) right on every
 * create, update and delete, so the dashboard reads a few small documents and never scans members.
 * Events are delivered at least once: the event id is recorded in the same transaction as the
 * increments, so a redelivered event changes nothing.
 * A document written around the API with a value no counter can hold (a group such as 'a/b' or 42, a status such
 * as '__x__') is still counted, as no group or under INVALID_KEY, and logged: one bad document never stops the counts.
 */
export async function countMember({ eventId, document, orgId, before, after }: MemberWrite): Promise<void> {
  const anomalies = counterAnomalies(after);
  if (anomalies.length) logger.warn('member counted with unusable fields', { path: document, fields: anomalies });
  const deltas = memberCounterDeltas(before, after);
  if (deltas.size === 0) return;
  const marker = processedEventRef(eventId, 'memberCounters');
  await db.runTransaction(async (tx) => {
    if ((await tx.get(marker)).exists) return;
    tx.create(marker, { type: 'memberCounters', at: FieldValue.serverTimestamp() });
    for (const [group, d] of deltas) {
      const ref = db.doc(counterPath(orgId, group === null ? ORG_MEMBER_COUNTER : groupMemberCounter(group)));
      tx.set(
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
  });
}
