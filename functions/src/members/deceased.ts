import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { becameDeceased } from '@tessera/domain/entities/member';
import { col } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { processedEventRef } from '../shared/processedEvents';

/**
 * Deceased propagation (spec §4): when a member is flagged deceased, every member with the same tax code in
 * every OTHER organization is flagged too, recording where it came from and when. In one transaction with the
 * event id in processedEvents, so a redelivered event changes nothing; members already deceased are untouched.
 * Propagated flags carry deceasedPropagatedFrom and do not propagate again.
 * Returns how many members were flagged (0 for a redelivery or nothing to do).
 */
export async function propagateDeceased(
  eventId: string,
  orgId: string,
  memberId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Promise<number> {
  if (!becameDeceased(before, after)) return 0;
  const ssn = String(after!.ssn);
  const marker = processedEventRef(eventId, 'deceased');
  const same = db.collectionGroup('members').where('ssn', '==', ssn);
  return db.runTransaction(async (tx) => {
    if ((await tx.get(marker)).exists) return 0;
    const found = await tx.get(same);
    const targets = found.docs.filter((d) => {
      // only organizations/{org}/members/{id}, in another organization, not deceased yet
      const org = d.ref.parent.parent;
      return org?.parent.id === col.organizations && org.id !== orgId && d.get('deceased') !== true;
    });
    tx.create(marker, { type: 'deceasedPropagation', org: orgId, memberId, flagged: targets.length, at: FieldValue.serverTimestamp() });
    for (const d of targets) {
      tx.update(d.ref, {
        deceased: true,
        deceasedAt: FieldValue.serverTimestamp(),
        deceasedBy: null,
        deceasedPropagatedFrom: { org: orgId, memberId, at: FieldValue.serverTimestamp() },
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    return targets.length;
  });
}
