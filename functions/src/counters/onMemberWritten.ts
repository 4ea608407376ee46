import { FieldValue } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { ORG_MEMBER_COUNTER, counterPath, groupMemberCounter } from '@tessera/domain/paths';
import { processedEventRef } from '../shared/processedEvents';
import { db } from '../shared/admin';
import { REGION } from '../config';
import { memberCounterDeltas } from '@tessera/domain/counters';

/**
 * Keeps the member counters (organization-wide and per group) right on every create, update and delete,
 * so the dashboard reads a few small documents and never scans members.
 * Triggers are delivered at least once: the event id is recorded in the same transaction as the
 * increments, so a redelivered event changes nothing.
 */
export const onMemberWritten = onDocumentWritten(
  { document: 'organizations/{orgId}/members/{memberId}', region: REGION },
  async (event) => {
    const deltas = memberCounterDeltas(event.data?.before.data(), event.data?.after.data());
    if (deltas.size === 0) return;
    const orgId = event.params.orgId;
    const marker = processedEventRef(event.id, 'memberCounters');
    await db.runTransaction(async (tx) => {
      if ((await tx.get(marker)).exists) return;
      tx.create(marker, { type: 'memberCounters', at: FieldValue.serverTimestamp() });
      for (const [group, d] of deltas) {
        const ref = db.doc(counterPath(orgId, group === null ? ORG_MEMBER_COUNTER : groupMemberCounter(group)));
        const byAccountStatus = Object.fromEntries(Object.entries(d.byAccountStatus).map(([s, n]) => [s, FieldValue.increment(n)]));
        tx.set(
          ref,
          { total: FieldValue.increment(d.total), byAccountStatus, group, updatedAt: FieldValue.serverTimestamp() },
          { merge: true },
        );
      }
    });
  },
);
