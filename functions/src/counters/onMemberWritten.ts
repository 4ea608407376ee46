import { FieldValue } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { ORG_MEMBER_COUNTER, col, counterPath, groupMemberCounter } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { REGION } from '../config';
import { memberCounterDeltas } from '@tessera/domain/counters';

/**
 * Keeps the member counters (organization-wide and per group: total, by account status, by card status,
 * and members per group on the organization's document) right on every create, update and delete,
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
    const marker = db.doc(`${col.processedEvents}/${event.id}`);
    await db.runTransaction(async (tx) => {
      if ((await tx.get(marker)).exists) return;
      tx.create(marker, { type: 'memberCounters', at: FieldValue.serverTimestamp() });
      for (const [group, d] of deltas) {
        const ref = db.doc(counterPath(orgId, group === null ? ORG_MEMBER_COUNTER : groupMemberCounter(group)));
        const inc = (m: Record<string, number>) => Object.fromEntries(Object.entries(m).map(([s, n]) => [s, FieldValue.increment(n)]));
        tx.set(
          ref,
          {
            total: FieldValue.increment(d.total),
            byAccountStatus: inc(d.byAccountStatus),
            byCardStatus: inc(d.byCardStatus),
            ...(group === null ? { byGroup: inc(d.byGroup) } : {}),
            group,
            updatedAt: FieldValue.serverTimestamp(),
          },
          { merge: true },
        );
      }
    });
  },
);
