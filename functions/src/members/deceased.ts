import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { propagatesDeceased, type DeceasedSource } from '@tessera/domain/entities/member';
import { accountPath, col, orgPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { processedEventRef } from '../shared/processedEvents';
import { auditRef } from '../shared/audit';
import { auditSortKeys } from '@tessera/domain/entities/audit';
import { enqueueMail } from '../mail/enqueue';

const orgName = (org: DocumentData | undefined, id: string) => (org?.publicInfo?.name as string | undefined) ?? id;
const romeDate = (at: Date) => at.toLocaleDateString('it-IT', { timeZone: 'Europe/Rome' });

/**
 * Deceased propagation (spec §4, issue 9): when a general (or platform) admin flags deceased a member that existed
 * (propagatesDeceased), every member with the same tax code in every OTHER organization is flagged too. A member
 * writer cannot reach other organizations by inventing a member: a new member, a group admin's or an upload's flag
 * never propagates.
 *
 * The receiving organizations see who, where and when: the copied flag carries `deceasedSource` {org, orgName,
 * memberId, by, at}; each gets an audit record, and each of its general admins a mail through the outbox. The
 * sending organization gets an audit record listing what it reached. A receiving admin reverts with PATCH
 * deceased false; a copied flag never propagates again, so the revert sticks.
 *
 * One transaction with the event id in processedEvents: a redelivered event changes nothing; members already
 * deceased are untouched. Returns how many members were flagged (0 for a redelivery or nothing to do).
 */
export async function propagateDeceased(
  eventId: string,
  orgId: string,
  memberId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Promise<number> {
  if (!propagatesDeceased(before, after)) return 0;
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
    const targetOrgs = [...new Set(targets.map((d) => d.ref.parent.parent!.id))];
    const source = await tx.get(db.doc(orgPath(orgId)));
    // every general admin of each receiving organization is told, in their account's language
    const admins = await Promise.all(
      targetOrgs.map((id) => tx.get(db.collection(col.profiles).where('orgId', '==', id).where('role', '==', 'organization'))),
    );
    const uids = [...new Set(admins.flatMap((q) => q.docs.map((a) => a.get('uid') as string)))];
    const langs = new Map((await Promise.all(uids.map((uid) => tx.get(db.doc(accountPath(uid)))))).map((a) => [a.id, a.get('lang')]));

    const at = new Date();
    const deceasedSource: DeceasedSource = {
      org: orgId,
      orgName: orgName(source.data(), orgId),
      memberId,
      by: (after!.deceasedBy as string | undefined) ?? null,
      at,
    };
    tx.create(marker, { type: 'deceasedPropagation', org: orgId, memberId, flagged: targets.length, at: FieldValue.serverTimestamp() });
    tx.set(auditRef(orgId, eventId), {
      type: 'deceasedPropagated',
      memberId,
      by: deceasedSource.by,
      reached: targets.map((d) => ({ org: d.ref.parent.parent!.id, memberId: d.id })),
      at,
      sortKeys: auditSortKeys(at),
    });
    for (const d of targets) {
      tx.update(d.ref, {
        deceased: true,
        deceasedAt: at,
        deceasedBy: null,
        deceasedByRole: null,
        deceasedSource,
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    for (const [i, target] of targetOrgs.entries()) {
      const reached = targets.filter((d) => d.ref.parent.parent!.id === target);
      tx.set(auditRef(target, eventId), {
        type: 'deceasedReceived',
        source: deceasedSource,
        members: reached.map((d) => d.id),
        at,
        sortKeys: auditSortKeys(at),
      });
      for (const admin of admins[i]!.docs.filter((a) => typeof a.get('email') === 'string')) {
        for (const m of reached) {
          await enqueueMail(
            {
              orgId: target,
              to: admin.get('email') as string,
              template: 'deceasedPropagated',
              lang: langs.get(admin.get('uid') as string) === 'en' ? 'en' : 'it',
              memberId: m.id,
              data: {
                memberName: `${m.get('name') ?? ''} ${m.get('surname') ?? ''}`.trim(),
                sourceOrgName: deceasedSource.orgName,
                at: romeDate(at),
              },
            },
            tx,
          );
        }
      }
    }
    return targets.length;
  });
}
